import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { authRoutes } from '../../../../common/api/routes';

export function verifyEmail(token: string): Promise<SuccessResponse> {
  return api(authRoutes.verifyEmail, { body: { token } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
