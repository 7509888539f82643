import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListSummary } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { listsRoutes } from '../../../../common/api/routes';

/** A new list with the defaults of spec §5 ('New List', 📝, a random colour); 403 LIST_LIMIT_REACHED past the plan. */
export function createList(): Promise<ListSummary> {
  return api(listsRoutes.createList, { body: {} });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
