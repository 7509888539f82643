import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListSummary } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { listsRoutes } from '../../../../common/api/routes';

/**
 * One field per call (spec §7 "Update one field"). The community id is sent as typed ('' clears
 * it); the server trims and validates each field with the schemas of common/lists.ts.
 */
export type ListChange = { name: string } | { icon: string | null } | { color: string } | { communityId: string };

export function updateList({ id, change }: { id: number; change: ListChange }): Promise<ListSummary> {
  return api(listsRoutes.updateList, { params: { id }, body: change });
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
