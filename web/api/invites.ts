import { useQuery } from '@tanstack/react-query';
import { teamsRoutes } from '../../common/api/routes';
import { api } from '../lib/api-checked';

/**
 * What an invitation's link offers, read by two features (issue #38): the invitation page, and the
 * login page that prefills its address. The token travels in the body, never in a path. The
 * invitations waiting for my address, the header's, are in my-invites.ts (no zod: first paint).
 */
export const inviteKey = ['invite'] as const;

export function useInvite(token: string | null) {
  return useQuery({
    queryKey: [...inviteKey, token] as const,
    queryFn: ({ signal }) => api(teamsRoutes.getInvite, { body: { token: token ?? '' } }, { signal }),
    enabled: token !== null,
  });
}
