import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { authRoutes } from '../../../../common/api/routes';

export function register(body: RegisterRequest): Promise<SuccessResponse> {
  return api(authRoutes.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
