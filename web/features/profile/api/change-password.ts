import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

export const CHANGE_PASSWORD_PATH = '/api/profile/password';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Changes the password; the server ends the other sessions and keeps this one. */
export function changePassword(body: ChangePasswordInput): Promise<SuccessResponse> {
  return apiFetch(CHANGE_PASSWORD_PATH, { method: 'POST', body, schema: successResponseSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other sessions are gone: the Sessions block must say so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
