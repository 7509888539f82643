import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Extension } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../auth/use-session';

export const EXTENSIONS_PATH = '/api/extensions';

/**
 * What this visitor may see: the server leaves out premium and private ones for anyone without a
 * plan. The home page reads it before it paints: trusted as typed, the server checked it against
 * extensionsResponseSchema (decision 014).
 */
export async function getExtensions(signal?: AbortSignal): Promise<Extension[]> {
  const { extensions } = await apiFetch<{ extensions: Extension[] }>(EXTENSIONS_PATH, { signal });
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
