import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listSummarySchema } from '../../../../common/lists';
import type { ListSummary } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

/** A new list with the defaults of spec §5 ('New List', 📝, a random colour); 403 LIST_LIMIT_REACHED past the plan. */
export function createList(): Promise<ListSummary> {
  return apiFetch(LISTS_PATH, { method: 'POST', body: {}, schema: listSummarySchema });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
