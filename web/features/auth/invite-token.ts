import { paths } from '../../../common/paths.plain';
import { inviteTokenSchema } from '../../../common/teams';
import { safeNextPath } from './next-path';

/**
 * The invitation's token when `next` (already checked by safeNextPath) is an invitation's page,
 * `/invite?token=…` or `/invite#token=…` (issue #38): the login page then shows the invitation,
 * prefills its address and registers with it. Null for any other path.
 */
export function inviteTokenOf(next: string | null): string | null {
  const safe = safeNextPath(next);
  if (!safe) return null;
  const url = new URL(safe, 'https://rollcall.invalid');
  if (url.pathname !== paths.invite) return null;
  const token = url.searchParams.get('token') ?? new URLSearchParams(url.hash.slice(1)).get('token');
  // The contract's rule of an invitation token: anything else is no invitation.
  return token !== null && inviteTokenSchema.shape.token.safeParse(token).success ? token : null;
}
