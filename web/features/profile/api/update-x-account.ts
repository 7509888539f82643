import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../common/profile';
import { api } from '../../../lib/api-checked';
import { profileQueryKey } from './get-profile';
import { profileRoutes } from '../../../../common/api/routes';

/** '@name', 'name' or 'x.com/name'; the server trims it and saves '' as null (spec §5). */
export function updateXAccount(xAccount: string): Promise<ProfileResponse> {
  return api(profileRoutes.updateXAccount, { body: { xAccount } });
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
