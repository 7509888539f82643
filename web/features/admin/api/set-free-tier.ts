import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan } from '../../../../common/billing';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { listsKey } from '../../../api/lists';
import { adminSetupKey } from './get-admin-setup';
import { tiersKey } from './get-admin-plans';
import { adminRoutes } from '../../../../common/api/routes';

/** Sets the lists allowed without a plan (null: unlimited); the server keeps it as the tier-0 plan. */
export function setFreeTier(maxlist: number | null): Promise<AdminPlan> {
  return api(adminRoutes.setFreeTier, { body: { maxlist } });
}

export function useSetFreeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFreeTier,
    // The tiers page, the checklist, and an admin's own quota and plan read it.
    onSuccess: () =>
      Promise.all([tiersKey, adminSetupKey, billingKey, listsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
