import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { authRoutes } from '../../../../common/api/routes';

export type ResetPasswordInput = { token: string; newPassword: string };

export function resetPassword(body: ResetPasswordInput): Promise<SuccessResponse> {
  return api(authRoutes.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
