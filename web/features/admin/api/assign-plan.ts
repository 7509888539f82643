import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanAssignment } from '../../../../common/billing';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { tiersKey } from './get-admin-plans';
import { adminRoutes } from '../../../../common/api/routes';

/** Gives the user with this email a plan by hand, or takes their plan away (planId null). */
export function assignPlan(body: { email: string; planId: number | null }): Promise<PlanAssignment> {
  return api(adminRoutes.assignPlan, { body });
}

export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPlan,
    // The holders counts and the list of assignments change; so may the admin's own status.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}
