import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ProfileResponse } from '../../../../common/profile';
import { apiFetch } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

export const LOGOUT_OTHERS_PATH = '/api/auth/logout-others';

const logoutOthersResponseSchema = z.object({ ok: z.literal(true), ended: z.number().int().nonnegative() });

/** Ends every session of the user but this one; answers how many ended. */
export function signOutOtherSessions(): Promise<{ ok: true; ended: number }> {
  return apiFetch(LOGOUT_OTHERS_PATH, { method: 'POST', schema: logoutOthersResponseSchema });
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
