import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { authRoutes } from '../../../../common/api/routes';

/** The unverified person proves who they are with the credentials still in the login form. */
export function resendVerification(body: LoginRequest): Promise<SuccessResponse> {
  return api(authRoutes.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
