import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema } from '../../../../common/profile';
import type { ProfileDetails, ProfileResponse } from '../../../../common/profile';
import { apiFetch } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

export const PROFILE_DETAILS_PATH = '/api/profile/details';

/** What the form sends: the text fields as typed (the server saves an empty one as null). */
export type ProfileDetailsInput = {
  nickname: string;
  country: string;
  language: string;
  presence: ProfileDetails['presence'];
  chatAvailable: boolean;
  xVerified: boolean;
};

export function updateProfileDetails(body: ProfileDetailsInput): Promise<ProfileResponse> {
  return apiFetch(PROFILE_DETAILS_PATH, { method: 'PUT', body, schema: profileResponseSchema });
}

export function useUpdateProfileDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileDetails,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
