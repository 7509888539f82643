import { useMutation, useQuery } from '@tanstack/react-query';
import { teamsRoutes } from '../../../../common/api/routes';
import { api } from '../../../lib/api-checked';

/**
 * The invitation page (issue #22): what a link offers (public), and joining (signed in, the invited
 * e-mail). The token travels in the body, never in a path an access log keeps.
 */
export const inviteKey = ['invite'] as const;

export function useInvite(token: string | null) {
  return useQuery({
    queryKey: [...inviteKey, token] as const,
    queryFn: ({ signal }) => api(teamsRoutes.getInvite, { body: { token: token ?? '' } }, { signal }),
    enabled: token !== null,
  });
}

/** Joining makes the team my current workspace: the page goes to the Lists screen, and every query reads again but the spent link's. */
export function useAcceptInvite() {
  return useMutation({ mutationFn: (token: string) => api(teamsRoutes.acceptInvite, { body: { token } }) });
}
