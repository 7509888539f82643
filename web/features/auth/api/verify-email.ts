import { useMutation } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';

export const VERIFY_EMAIL_PATH = '/api/verify-email';

export function verifyEmail(token: string): Promise<SuccessResponse> {
  return apiFetch(VERIFY_EMAIL_PATH, { method: 'POST', body: { token }, schema: successResponseSchema });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
