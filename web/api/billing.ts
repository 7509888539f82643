import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingStatus } from '../../common/billing';
import { api } from '../lib/api-checked';
import { billingRoutes } from '../../common/api/routes';

/** Every billing query starts with it: one invalidation (after a checkout or an admin's change of plan) refreshes plans and status. */
export const billingKey = ['billing'] as const;

/** The signed-in user's plan: its kind, tier, maxlist, name, Stripe status and whether the portal is offered. */
export function getBillingStatus(signal?: AbortSignal): Promise<BillingStatus> {
  return api(billingRoutes.getBillingStatus, {}, { signal });
}

export const billingStatusQueryOptions = queryOptions({
  queryKey: [...billingKey, 'status'] as const,
  queryFn: ({ signal }) => getBillingStatus(signal),
});

export function useBillingStatus() {
  return useQuery(billingStatusQueryOptions);
}
