import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { listsKey } from './get-lists';

export const MEMBERS_PATH = '/api/members';

/** Removes one membership (204). */
export function removeMember(memberId: number): Promise<void> {
  return apiFetch<undefined>(`${MEMBERS_PATH}/${String(memberId)}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
