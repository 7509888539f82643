import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../common/profile';
import { api } from '../../../lib/api-checked';
import { profileQueryKey } from './get-profile';
import { profileRoutes } from '../../../../common/api/routes';

/** Ends every session of the user but this one; answers how many ended. */
export function signOutOtherSessions(): Promise<{ ok: true; ended: number }> {
  return api(profileRoutes.logoutOthers);
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<ProfileResponse>(profileQueryKey, (profile) =>
        profile ? { ...profile, otherSessions: 0 } : profile,
      );
    },
  });
}
