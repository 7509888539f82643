import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listSummarySchema } from '../../../../common/lists';
import type { ListSummary } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

/**
 * One field per call (spec §7 "Update one field"). The community id is sent as typed ('' clears
 * it); the server trims and validates each field with the schemas of common/lists.ts.
 */
export type ListChange = { name: string } | { icon: string | null } | { color: string } | { communityId: string };

export function updateList({ id, change }: { id: number; change: ListChange }): Promise<ListSummary> {
  return apiFetch(`${LISTS_PATH}/${String(id)}`, { method: 'PATCH', body: change, schema: listSummarySchema });
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
