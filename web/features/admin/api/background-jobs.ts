import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackgroundJobsState } from '../../../../common/background-jobs';
import { adminRoutes } from '../../../../common/api/routes';
import { api } from '../../../lib/api-checked';

/** How each background job last ran, and the mail queue (issue #39). */
export function getBackgroundJobs(signal?: AbortSignal): Promise<BackgroundJobsState> {
  return api(adminRoutes.getBackgroundJobs, {}, { signal });
}

export const backgroundJobsQueryOptions = queryOptions({
  queryKey: ['admin', 'background-jobs'] as const,
  queryFn: ({ signal }) => getBackgroundJobs(signal),
});

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions);
}
