import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateUser } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { sessionQueryKey } from '../../../api/session';
import { invalidateAfterUserChange } from './invalidate-after-user-change';
import { adminRoutes } from '../../../../common/api/routes';

/** The new username, email, role and (when given) password of user `id`. */
export function updateUser({ id, input }: { id: number; input: UpdateUser }): Promise<AdminUser> {
  return api(adminRoutes.updateUser, { params: { id }, body: input });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // An admin may edit their own account: the header's name and role come from the session.
    onSuccess: () => Promise.all([invalidateAfterUserChange(queryClient), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}
