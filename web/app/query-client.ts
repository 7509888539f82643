import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api';
import { sessionQueryKey } from '../api/session';

/** A client error (4xx) will not change on a retry; a network or server failure might. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 on any query means the session ended (expired, or logged out elsewhere): read it
      // again so the header and the guards follow.
      onError: (error, query) => {
        if (error instanceof ApiRequestError && error.status === 401 && query.queryKey[0] !== sessionQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
