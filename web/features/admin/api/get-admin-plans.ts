import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlansResponseSchema } from '../../../../common/billing';
import type { AdminPlan } from '../../../../common/billing';
import { apiFetch } from '../../../lib/api';

export const ADMIN_PLANS_PATH = '/api/admin/plans';
/** Every query of tiers management starts with it: one invalidation refreshes plans and assignments. */
export const tiersKey = ['admin', 'tiers'] as const;

/** Every plan, with every field and how many users hold its tier, by sort order. */
export async function getAdminPlans(signal?: AbortSignal): Promise<AdminPlan[]> {
  const { plans } = await apiFetch(ADMIN_PLANS_PATH, { schema: adminPlansResponseSchema, signal });
  return plans;
}

export const adminPlansQueryOptions = queryOptions({
  queryKey: [...tiersKey, 'plans'] as const,
  queryFn: ({ signal }) => getAdminPlans(signal),
});

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions);
}
