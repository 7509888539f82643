import { queryOptions, useQuery } from '@tanstack/react-query';
import { extensionsResponseSchema } from '../../../../common/admin';
import type { Extension } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../auth/use-session';

export const EXTENSIONS_PATH = '/api/extensions';

/** What this visitor may see: the server leaves out premium and private ones for anyone without a plan. */
export async function getExtensions(signal?: AbortSignal): Promise<Extension[]> {
  const { extensions } = await apiFetch(EXTENSIONS_PATH, { schema: extensionsResponseSchema, signal });
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
