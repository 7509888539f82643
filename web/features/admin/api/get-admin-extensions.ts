import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Extension } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { adminRoutes } from '../../../../common/api/routes';

export const adminExtensionsKey = ['admin', 'extensions'] as const;

/** Every extension, public or not, free or not, with its store links. */
export async function getAdminExtensions(signal?: AbortSignal): Promise<Extension[]> {
  const { extensions } = await api(adminRoutes.getAdminExtensions, {}, { signal });
  return extensions;
}

export const adminExtensionsQueryOptions = queryOptions({
  queryKey: adminExtensionsKey,
  queryFn: ({ signal }) => getAdminExtensions(signal),
});

export function useAdminExtensions() {
  return useQuery(adminExtensionsQueryOptions);
}
