import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUser } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { invalidateAfterUserChange } from './invalidate-after-user-change';
import { adminRoutes } from '../../../../common/api/routes';

/** Creates a verified account (201); 409 with the server's reason for a taken email or username. */
export function createUser(input: CreateUser): Promise<AdminUser> {
  return api(adminRoutes.createUser, { body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
