import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Extension } from '../../common/admin';
import { callApi } from '../lib/api-client';
import { useSession } from './session';
import { homeRoutes } from '../../common/api/routes';

/**
 * What this visitor may see: the server leaves out premium and private ones for anyone without a
 * plan. The home page reads it before it paints: trusted as typed, the server checked it against
 * extensionsResponseSchema (decision 014).
 */
export async function getExtensions(signal?: AbortSignal): Promise<Extension[]> {
  const { extensions } = await callApi(homeRoutes.getExtensions, {}, { signal });
  return extensions;
}

/** Keyed by who is signed in: signing in or out changes what the server sends. */
export function extensionsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['extensions', userId] as const,
    queryFn: ({ signal }) => getExtensions(signal),
  });
}

export function useExtensions() {
  const { user } = useSession();
  return useQuery(extensionsQueryOptions(user?.id ?? null));
}
