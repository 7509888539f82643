import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { invalidateAfterUserChange } from './invalidate-after-user-change';
import { adminRoutes } from '../../../../common/api/routes';

/**
 * Deletes user `id` (204). Without `withLists`, a user who owns lists is refused with 409
 * USER_HAS_DATA; with it, their lists and members go too.
 */
export function deleteUser({ id, withLists }: { id: number; withLists: boolean }): Promise<void> {
  return api(adminRoutes.deleteUser, { params: { id }, query: { withLists: String(withLists) as 'true' | 'false' } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Also on a refusal: the card's list count may have been stale.
    onSettled: () => invalidateAfterUserChange(queryClient),
  });
}
