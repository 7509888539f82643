import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { billingKey } from '../../billing/api/billing-keys';
import { ADMIN_PLANS_PATH, tiersKey } from './get-admin-plans';

/** Deletes a plan (204); 409 PLAN_IN_USE while someone holds its tier. */
export function deletePlan(id: number): Promise<void> {
  return apiFetch<undefined>(`${ADMIN_PLANS_PATH}/${String(id)}`, { method: 'DELETE' });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tiersKey }), queryClient.invalidateQueries({ queryKey: billingKey })]),
  });
}
