import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema } from '../../../../common/profile';
import type { ProfileResponse } from '../../../../common/profile';
import { apiFetch } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

export const X_ACCOUNT_PATH = '/api/profile/x-account';

/** '@name', 'name' or 'x.com/name'; the server trims it and saves '' as null (spec §5). */
export function updateXAccount(xAccount: string): Promise<ProfileResponse> {
  return apiFetch(X_ACCOUNT_PATH, { method: 'PUT', body: { xAccount }, schema: profileResponseSchema });
}

export function useUpdateXAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateXAccount,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
