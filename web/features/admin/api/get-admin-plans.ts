import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlan } from '../../../../common/billing';
import { api } from '../../../lib/api-checked';
import { adminRoutes } from '../../../../common/api/routes';

/** Every query of tiers management starts with it: one invalidation refreshes plans and assignments. */
export const tiersKey = ['admin', 'tiers'] as const;

/** Every plan, with every field and how many users hold its tier, by sort order. */
export async function getAdminPlans(signal?: AbortSignal): Promise<AdminPlan[]> {
  const { plans } = await api(adminRoutes.getAdminPlans, {}, { signal });
  return plans;
}

export const adminPlansQueryOptions = queryOptions({
  queryKey: [...tiersKey, 'plans'] as const,
  queryFn: ({ signal }) => getAdminPlans(signal),
});

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions);
}
