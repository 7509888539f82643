import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanAssignment } from '../../../../common/billing';
import { api } from '../../../lib/api-checked';
import { tiersKey } from './get-admin-plans';
import { adminRoutes } from '../../../../common/api/routes';

/** The plans admins gave or took away by hand, newest first (the last 50). */
export async function getPlanAssignments(signal?: AbortSignal): Promise<PlanAssignment[]> {
  const { assignments } = await api(adminRoutes.getPlanAssignments, {}, { signal });
  return assignments;
}

export const planAssignmentsQueryOptions = queryOptions({
  queryKey: [...tiersKey, 'assignments'] as const,
  queryFn: ({ signal }) => getPlanAssignments(signal),
});

export function usePlanAssignments() {
  return useQuery(planAssignmentsQueryOptions);
}
