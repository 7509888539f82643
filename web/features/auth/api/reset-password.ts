import { useMutation } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';

export const RESET_PASSWORD_PATH = '/api/reset-password';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword(body: ResetPasswordInput): Promise<SuccessResponse> {
  return apiFetch(RESET_PASSWORD_PATH, { method: 'POST', body, schema: successResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
