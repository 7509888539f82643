import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '../../../../common/admin';
import type { AdminUser } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_USERS_PATH } from './get-admin-users';
import { invalidateAfterUserChange } from './invalidate-after-user-change';

/** Blocks (their sessions end at once on the server) or unblocks user `id`. */
export function blockUser({ id, blocked }: { id: number; blocked: boolean }): Promise<AdminUser> {
  return apiFetch(`${ADMIN_USERS_PATH}/${String(id)}/block`, { method: 'POST', body: { blocked }, schema: adminUserSchema });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
