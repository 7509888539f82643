import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponseSchema } from '../../common/session';
import { deleteSession, findSessionUser, SESSION_COOKIE } from './session-service';

/** Who is signed in: the SPA asks here, never browser storage. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await findSessionUser(app.db, request.cookies[SESSION_COOKIE]);
    return { user };
  });

  app.post('/api/auth/logout', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });
};
