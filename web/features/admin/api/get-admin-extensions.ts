import { queryOptions, useQuery } from '@tanstack/react-query';
import { extensionsResponseSchema } from '../../../../common/admin';
import type { Extension } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';

export const ADMIN_EXTENSIONS_PATH = '/api/admin/extensions';
export const adminExtensionsKey = ['admin', 'extensions'] as const;

/** Every extension, public or not, free or not, with its store links. */
export async function getAdminExtensions(signal?: AbortSignal): Promise<Extension[]> {
  const { extensions } = await apiFetch(ADMIN_EXTENSIONS_PATH, { schema: extensionsResponseSchema, signal });
  return extensions;
}

export const adminExtensionsQueryOptions = queryOptions({
  queryKey: adminExtensionsKey,
  queryFn: ({ signal }) => getAdminExtensions(signal),
});

export function useAdminExtensions() {
  return useQuery(adminExtensionsQueryOptions);
}
