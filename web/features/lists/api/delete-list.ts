import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { refreshIfOverPlan } from '../../../api/workspaces';
import { listsRoutes } from '../../../../common/api/routes';

/** Moves a list and its members to the Trash (204); restorable from there (web/features/trash). */
export function deleteList(id: number): Promise<void> {
  return api(listsRoutes.deleteList, { params: { id } });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: listsKey }), refreshIfOverPlan(queryClient)]),
  });
}
