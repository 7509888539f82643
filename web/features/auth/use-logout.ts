import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '../../../common/paths.plain';
import type { SessionResponse } from '../../../common/session';
import { callApi } from '../../lib/api-client';
import { sessionQueryKey } from '../../api/session';
import { sessionRoutes } from '../../../common/api/routes';

/**
 * Ends the session on the server, then forgets the user in the SPA and goes home. The SPA forgets
 * the user even when the call fails: a user who asks to log out must not stay signed in on screen.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    // zod-free: the header logs out from every page, the home page included (decision 014).
    mutationFn: () => callApi(sessionRoutes.logout),
    onSettled: async () => {
      // Leave any protected page first, and render home at once (flushSync): otherwise the page's
      // guard would see the user gone while the navigation is still pending, and go to /login.
      flushSync(() => void navigate(paths.home));
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      // Nothing the previous user loaded may stay in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
  return {
    logout: () => {
      mutation.mutate();
    },
    isPending: mutation.isPending,
  };
}
