import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../common/session';
import { callApi } from '../lib/api-client';
import { sessionRoutes } from '../../common/api/routes';

/** The session is the only source of identity in the SPA: never browser storage. */
export const sessionQueryKey = ['session'] as const;

/** Every page reads it before it paints: trusted as typed, the server checked it against sessionResponseSchema (decision 014). */
export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return callApi(sessionRoutes.getSession, {}, { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  // Login and logout write the cache directly, so the session need not be refetched often.
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

export type Session = {
  /** The signed-in user, or null for a visitor (also when the session could not be read). */
  user: SessionUser | null;
  /** True until the first answer of GET /api/session: guards must not decide yet. */
  isPending: boolean;
  /** The session could not be read (the server or the network failed), and nothing is known yet. */
  error: Error | null;
  /** Asks again (the guards' 'Try again'). */
  retry: () => void;
};

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    // A failure after a known answer keeps that answer; only a first failure is an unknown.
    error: query.data === undefined ? query.error : null,
    retry: () => void query.refetch(),
  };
}
