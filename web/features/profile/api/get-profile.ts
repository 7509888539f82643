import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../common/profile';
import { api } from '../../../lib/api-checked';
import { profileRoutes } from '../../../../common/api/routes';

export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return api(profileRoutes.getProfile, {}, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
