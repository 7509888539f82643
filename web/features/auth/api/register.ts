import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { authRoutes } from '../../../../common/api/routes';

/** Registers; from an invitation to this very address, `joined` says the account is signed in, in the team (issue #38). */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api(authRoutes.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
