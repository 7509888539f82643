import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../../common/auth';
import { api } from '../../../lib/api-checked';
import { profileQueryKey } from './get-profile';
import { profileRoutes } from '../../../../common/api/routes';

export type ChangeEmailInput = { email: string; currentPassword: string };

/** Sends a confirmation link to the new address; the email changes once it is opened. */
export function changeEmail(body: ChangeEmailInput): Promise<SuccessResponse> {
  return api(profileRoutes.changeEmail, { body });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The profile now has a pending email to show.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
