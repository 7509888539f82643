import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '../../../../common/auth';
import type { SuccessResponse } from '../../../../common/auth';
import { apiFetch } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

export const CHANGE_EMAIL_PATH = '/api/profile/email';

export type ChangeEmailInput = { email: string; currentPassword: string };

/** Sends a confirmation link to the new address; the email changes once it is opened. */
export function changeEmail(body: ChangeEmailInput): Promise<SuccessResponse> {
  return apiFetch(CHANGE_EMAIL_PATH, { method: 'POST', body, schema: successResponseSchema });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The profile now has a pending email to show.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
