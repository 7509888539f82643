import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { listsRoutes } from '../../../../common/api/routes';

/** The toolbar's emoji picker: one icon (or null to clear) written on every selected list. */
export function setListsIcon(body: { listIds: number[]; icon: string | null }): Promise<{ updated: number }> {
  return api(listsRoutes.setListsIcon, { body });
}

export function useSetListsIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListsIcon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
