import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { profileQueryKey } from './get-profile';
import { profileRoutes } from '../../../../common/api/routes';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Changes the password; the server ends the other sessions and keeps this one. */
export function changePassword(body: ChangePasswordInput): Promise<SuccessResponse> {
  return api(profileRoutes.changePassword, { body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other sessions are gone: the Sessions block must say so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
