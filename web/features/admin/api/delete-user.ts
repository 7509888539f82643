import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ADMIN_USERS_PATH } from './get-admin-users';
import { invalidateAfterUserChange } from './invalidate-after-user-change';

/**
 * Deletes user `id` (204). Without `withLists`, a user who owns lists is refused with 409
 * USER_HAS_DATA; with it, their lists and members go too.
 */
export function deleteUser({ id, withLists }: { id: number; withLists: boolean }): Promise<void> {
  return apiFetch<undefined>(`${ADMIN_USERS_PATH}/${String(id)}?withLists=${String(withLists)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Also on a refusal: the card's list count may have been stale.
    onSettled: () => invalidateAfterUserChange(queryClient),
  });
}
