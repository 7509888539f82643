import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponseSchema } from '../../../../common/billing';
import type { PlansResponse, Purchase } from '../../../../common/billing';
import { apiFetch } from '../../../lib/api';
import { billingKey } from './billing-keys';

export const PLANS_PATH = '/api/plans';

/** The plans on sale of one kind (subscription or ltd), by sort order, and whether payments are on. */
export function getPlans(purchase: Purchase, signal?: AbortSignal): Promise<PlansResponse> {
  return apiFetch(`${PLANS_PATH}?${new URLSearchParams({ purchase }).toString()}`, { schema: plansResponseSchema, signal });
}

export function plansQueryOptions(purchase: Purchase) {
  return queryOptions({
    queryKey: [...billingKey, 'plans', purchase] as const,
    queryFn: ({ signal }) => getPlans(purchase, signal),
  });
}

export function usePlans(purchase: Purchase) {
  return useQuery(plansQueryOptions(purchase));
}
