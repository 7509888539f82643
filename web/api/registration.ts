import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-checked';
import { authRoutes } from '../../common/api/routes';

export const registrationStatusQueryKey = ['registration-status'] as const;

export function fetchRegistrationStatus(signal?: AbortSignal): Promise<{ open: boolean }> {
  return api(authRoutes.getRegistrationStatus, {}, { signal });
}

export const registrationStatusQueryOptions = queryOptions({
  queryKey: registrationStatusQueryKey,
  queryFn: ({ signal }) => fetchRegistrationStatus(signal),
  staleTime: 60_000,
  // Not worth a second try: on failure registration simply counts as open.
  retry: false,
});

/**
 * Is registration open? Spec §4: "read … on load, and is open by default if unreadable" (also
 * while the answer is on its way). A failure is not shown to anyone (spec §8).
 */
export function useRegistrationOpen(): boolean {
  const query = useQuery(registrationStatusQueryOptions);
  return query.data?.open ?? true;
}
