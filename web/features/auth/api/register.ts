import { useMutation } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { RegisterRequest, SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';

export const REGISTER_PATH = '/api/auth/register';

export function register(body: RegisterRequest): Promise<SuccessResponse> {
  return apiFetch(REGISTER_PATH, { method: 'POST', body, schema: successResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
