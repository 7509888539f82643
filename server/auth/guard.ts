import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../http/errors';
import { authenticateToken, refuseTokenElsewhere } from '../tokens/token-auth';
import { requireWorkspaceAccess } from '../access/actor';
import { findSession, sessionCookieName } from './session-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to visitors. Every other /api route requires a signed-in user. */
    public?: boolean;
    /** Requires role admin (implies signed in). */
    admin?: boolean;
  }
}

/**
 * Signed-in by default: every /api route needs a session unless it says `config: { public: true }`,
 * and `config: { admin: true }` routes need role admin. Identity always comes from the session,
 * never from a request body.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  request.sessionToken = null;
  request.sessionUser = null;
  request.actor = null;
  request.apiToken = null;
  // Static files, health checks and the SPA fallback need no identity (and no database query).
  if (!request.routeOptions.url?.startsWith('/api/')) return;
  const cookie = request.cookies[sessionCookieName(request.server.config)];
  const config = request.routeOptions.config;
  // The public API (issue #23): a personal token, never the cookie; and a token nowhere else.
  if (config.token) {
    const caller = await authenticateToken(request, cookie).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="rollcall"');
      throw error;
    });
    request.apiToken = caller;
    request.sessionUser = caller.user;
    request.actor = caller.actor;
    await requireWorkspaceAccess(request, request.actor);
    return;
  }
  refuseTokenElsewhere(request);
  const token = cookie ?? null;
  request.sessionToken = token;
  const session = token ? await findSession(request.server.db, token) : null;
  request.sessionUser = session?.user ?? null;
  request.actor = session?.actor ?? null;
  if (config.public) return;
  if (!request.sessionUser || !request.actor) throw unauthorized('User not logged in');
  if (config.admin && request.sessionUser.role !== 'admin') throw forbidden('Admins only');
  // A route on the workspace's data: the role there must grant what the contract names (issue #22),
  // and a team over its payer's plan is read only (issue #33).
  await requireWorkspaceAccess(request, request.actor);
}
