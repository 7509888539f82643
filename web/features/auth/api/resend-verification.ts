import { useMutation } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { LoginRequest, SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';

export const RESEND_VERIFICATION_PATH = '/api/resend-verification';

/** The unverified person proves who they are with the credentials still in the login form. */
export function resendVerification(body: LoginRequest): Promise<SuccessResponse> {
  return apiFetch(RESEND_VERIFICATION_PATH, { method: 'POST', body, schema: successResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
