import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingStatusSchema } from '../../../../common/billing';
import type { BillingStatus } from '../../../../common/billing';
import { apiFetch } from '../../../lib/api';
import { billingKey } from './billing-keys';

export const BILLING_STATUS_PATH = '/api/billing/status';

/** The signed-in user's plan: its kind, tier, maxlist, name, Stripe status and whether the portal is offered. */
export function getBillingStatus(signal?: AbortSignal): Promise<BillingStatus> {
  return apiFetch(BILLING_STATUS_PATH, { schema: billingStatusSchema, signal });
}

export const billingStatusQueryOptions = queryOptions({
  queryKey: [...billingKey, 'status'] as const,
  queryFn: ({ signal }) => getBillingStatus(signal),
});

export function useBillingStatus() {
  return useQuery(billingStatusQueryOptions);
}
