import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '../../../../common/admin';
import type { AdminUser, CreateUser } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_USERS_PATH } from './get-admin-users';
import { invalidateAfterUserChange } from './invalidate-after-user-change';

/** Creates a verified account (201); 409 with the server's reason for a taken email or username. */
export function createUser(input: CreateUser): Promise<AdminUser> {
  return apiFetch(ADMIN_USERS_PATH, { method: 'POST', body: input, schema: adminUserSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
