import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '../../../../common/admin';
import type { AdminStats } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';

export const ADMIN_STATS_PATH = '/api/admin/stats';
export const adminStatsKey = ['admin', 'stats'] as const;

/** The dashboard's five counts, in one round trip. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch(ADMIN_STATS_PATH, { schema: adminStatsSchema, signal });
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
