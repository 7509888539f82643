import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { adminRoutes } from '../../../../common/api/routes';

export const adminStatsKey = ['admin', 'stats'] as const;

/** The dashboard's five counts, in one round trip. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api(adminRoutes.getAdminStats, {}, { signal });
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminStatsKey,
  queryFn: ({ signal }) => getAdminStats(signal),
  // The counts move whenever anyone adds a list or a member: read them afresh on each visit.
  staleTime: 0,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
