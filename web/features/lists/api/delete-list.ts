import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

/** Deletes a list and its members (204). */
export function deleteList(id: number): Promise<void> {
  return apiFetch<undefined>(`${LISTS_PATH}/${String(id)}`, { method: 'DELETE' });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
