import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { invalidateAfterUserChange } from './invalidate-after-user-change';
import { adminRoutes } from '../../../../common/api/routes';

/** Blocks (their sessions end at once on the server) or unblocks user `id`. */
export function blockUser({ id, blocked }: { id: number; blocked: boolean }): Promise<AdminUser> {
  return api(adminRoutes.blockUser, { params: { id }, body: { blocked } });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
