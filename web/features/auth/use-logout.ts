import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '../../../common/paths';
import type { SessionResponse } from '../../../common/session';
import { apiFetch } from '../../lib/api';
import { sessionQueryKey } from './use-session';

export const LOGOUT_PATH = '/api/auth/logout';

/**
 * Ends the session on the server, then forgets the user in the SPA and goes home. The SPA forgets
 * the user even when the call fails: a user who asks to log out must not stay signed in on screen.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => apiFetch(LOGOUT_PATH, { method: 'POST' }),
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
