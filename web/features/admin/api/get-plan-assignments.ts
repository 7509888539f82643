import { queryOptions, useQuery } from '@tanstack/react-query';
import { planAssignmentsResponseSchema } from '../../../../common/billing';
import type { PlanAssignment } from '../../../../common/billing';
import { apiFetch } from '../../../lib/api';
import { tiersKey } from './get-admin-plans';

export const PLAN_ASSIGNMENTS_PATH = '/api/admin/plan-assignments';

/** The plans admins gave or took away by hand, newest first (the last 50). */
export async function getPlanAssignments(signal?: AbortSignal): Promise<PlanAssignment[]> {
  const { assignments } = await apiFetch(PLAN_ASSIGNMENTS_PATH, { schema: planAssignmentsResponseSchema, signal });
  return assignments;
}

export const planAssignmentsQueryOptions = queryOptions({
  queryKey: [...tiersKey, 'assignments'] as const,
  queryFn: ({ signal }) => getPlanAssignments(signal),
});

export function usePlanAssignments() {
  return useQuery(planAssignmentsQueryOptions);
}
