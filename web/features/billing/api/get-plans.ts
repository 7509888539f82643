import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse, Purchase } from '../../../../common/billing';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { billingRoutes } from '../../../../common/api/routes';

/** The plans on sale of one kind (subscription or ltd), by sort order, and whether payments are on. */
export function getPlans(purchase: Purchase, signal?: AbortSignal): Promise<PlansResponse> {
  return api(billingRoutes.getPlans, { query: { purchase } }, { signal });
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
