import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '../../../../common/plan-requests';
import { api } from '../../../lib/api-checked';
import { billingKey } from '../../../api/billing';
import { billingRoutes } from '../../../../common/api/routes';

/** Every active plan with its public fields and how to get it (the /pricing page, signed out too). */
export function getPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return api(billingRoutes.getPricing, {}, { signal });
}

export const pricingQueryOptions = queryOptions({
  queryKey: [...billingKey, 'pricing'] as const,
  queryFn: ({ signal }) => getPricing(signal),
});

export function usePricing() {
  return useQuery(pricingQueryOptions);
}
