import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanSchema } from '../../../../common/billing';
import type { AdminPlan, PlanInput } from '../../../../common/billing';
import { apiFetch } from '../../../lib/api';
import { billingKey } from '../../billing/api/billing-keys';
import { ADMIN_PLANS_PATH, tiersKey } from './get-admin-plans';

/** A new plan (id null) or the new values of plan `id`; 400 with the server's reason when refused. */
export function savePlan({ id, input }: { id: number | null; input: PlanInput }): Promise<AdminPlan> {
  if (id === null) return apiFetch(ADMIN_PLANS_PATH, { method: 'POST', body: input, schema: adminPlanSchema });
  return apiFetch(`${ADMIN_PLANS_PATH}/${String(id)}`, { method: 'PUT', body: input, schema: adminPlanSchema });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    // The plans pages and the status read plans too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}
