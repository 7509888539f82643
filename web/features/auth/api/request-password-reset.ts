import { useMutation } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';

export const REQUEST_PASSWORD_RESET_PATH = '/api/request-password-reset';

/** Always answers success (whether the address is known is not revealed). */
export function requestPasswordReset(email: string): Promise<SuccessResponse> {
  return apiFetch(REQUEST_PASSWORD_RESET_PATH, { method: 'POST', body: { email }, schema: successResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
