import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '../../../../common/admin';
import type { AdminUser, UpdateUser } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { sessionQueryKey } from '../../auth/use-session';
import { ADMIN_USERS_PATH } from './get-admin-users';
import { invalidateAfterUserChange } from './invalidate-after-user-change';

/** The new username, email, role and (when given) password of user `id`. */
export function updateUser({ id, input }: { id: number; input: UpdateUser }): Promise<AdminUser> {
  return apiFetch(`${ADMIN_USERS_PATH}/${String(id)}`, { method: 'PUT', body: input, schema: adminUserSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // An admin may edit their own account: the header's name and role come from the session.
    onSuccess: () => Promise.all([invalidateAfterUserChange(queryClient), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}
