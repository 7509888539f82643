import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { tiersKey } from './get-admin-plans';
import { adminRoutes } from '../../../../common/api/routes';

/** Deletes a plan (204); 409 PLAN_IN_USE while someone holds its tier. */
export function deletePlan(id: number): Promise<void> {
  return api(adminRoutes.deletePlan, { params: { id } });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}
