import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planAssignmentSchema } from '../../../../common/billing';
import type { PlanAssignment } from '../../../../common/billing';
import { apiFetch } from '../../../lib/api';
import { billingKey } from '../../billing/api/billing-keys';
import { tiersKey } from './get-admin-plans';
import { PLAN_ASSIGNMENTS_PATH } from './get-plan-assignments';

/** Gives the user with this email a plan by hand, or takes their plan away (planId null). */
export function assignPlan(body: { email: string; planId: number | null }): Promise<PlanAssignment> {
  return apiFetch(PLAN_ASSIGNMENTS_PATH, { method: 'POST', body, schema: planAssignmentSchema });
}

export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPlan,
    // The holders counts and the list of assignments change; so may the admin's own status.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}
