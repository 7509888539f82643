import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSetup } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { adminRoutes } from '../../../../common/api/routes';

export const adminSetupKey = ['admin', 'setup'] as const;

/** What the 'Get started' checklist reads: plans on sale, the free limit, mail, payments, registration. */
export function getAdminSetup(signal?: AbortSignal): Promise<AdminSetup> {
  return api(adminRoutes.getAdminSetup, {}, { signal });
}

export const adminSetupQueryOptions = queryOptions({
  queryKey: adminSetupKey,
  queryFn: ({ signal }) => getAdminSetup(signal),
  staleTime: 0,
});

export function useAdminSetup() {
  return useQuery(adminSetupQueryOptions);
}
