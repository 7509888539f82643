import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema } from '../../../../common/profile';
import type { ProfileResponse } from '../../../../common/profile';
import { apiFetch } from '../../../lib/api';

export const PROFILE_PATH = '/api/profile';
export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiFetch(PROFILE_PATH, { schema: profileResponseSchema, signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
