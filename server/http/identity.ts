import type { FastifyRequest } from 'fastify';
import type { SessionIdentity } from '../../common/session';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook (auth/guard.ts) for every /api route: who is signed in (no plan: billing/withPlan), or null. */
    sessionUser: SessionIdentity | null;
    /** The raw session token of the cookie (to end or rotate this session). */
    sessionToken: string | null;
  }
}

/** The signed-in user of a route that requires one (the auth hook has already refused visitors). */
export function currentUser(request: FastifyRequest): SessionIdentity {
  if (!request.sessionUser) throw unauthorized('User not logged in');
  return request.sessionUser;
}

/**
 * The identity of a user row: these four fields and nothing else (a row also holds the password
 * hash). The plan fields of the answers are added by billing/withPlan.
 */
export function toSessionIdentity(user: SessionIdentity): SessionIdentity {
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}
