import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { authRoutes } from '../../../../common/api/routes';

/** Always answers success (whether the address is known is not revealed). */
export function requestPasswordReset(email: string): Promise<SuccessResponse> {
  return api(authRoutes.requestPasswordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
