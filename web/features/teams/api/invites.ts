import { useMutation } from '@tanstack/react-query';
import { teamsRoutes } from '../../../../common/api/routes';
import { api } from '../../../lib/api-checked';

/**
 * The invitation page (issue #22): joining (signed in, the invited e-mail). What a link offers is
 * read by `useInvite` (web/api/invites.ts), which the login page shares (issue #38).
 */

/** Joining makes the team my current workspace: the page goes to the Lists screen, and every query reads again but the spent link's. */
export function useAcceptInvite() {
  return useMutation({ mutationFn: (token: string) => api(teamsRoutes.acceptInvite, { body: { token } }) });
}
