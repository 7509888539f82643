import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDetails, ProfileResponse } from '../../../../common/profile';
import { api } from '../../../lib/api-checked';
import { profileQueryKey } from './get-profile';
import { profileRoutes } from '../../../../common/api/routes';

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
  return api(profileRoutes.updateProfileDetails, { body });
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
