import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, PlanInput } from '../../../../common/billing';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { tiersKey } from './get-admin-plans';
import { adminRoutes } from '../../../../common/api/routes';

/** A new plan (id null) or the new values of plan `id`; 400 with the server's reason when refused. */
export function savePlan({ id, input }: { id: number | null; input: PlanInput }): Promise<AdminPlan> {
  return id === null ? api(adminRoutes.createPlan, { body: input }) : api(adminRoutes.updatePlan, { params: { id }, body: input });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    // The plans pages and the status read plans too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}
