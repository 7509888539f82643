import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyMemberSchema, memberRowSchema, membersPageSchema, membersQuerySchema } from '../../common/lists';
import { currentUser } from '../auth/guard';
import { idParams } from '../http/params';
import { copyMember, listMyMembers, removeMember } from './members-service';

/** The members screen: my members only (the old product read everyone's). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/members', { schema: { querystring: membersQuerySchema, response: { 200: membersPageSchema } } }, async (request) =>
    listMyMembers(app.db, currentUser(request).id, {
      search: request.query.search || undefined,
      list: request.query.list || undefined,
      after: request.query.after,
      limit: request.query.limit,
    }),
  );

  app.delete('/api/members/:id', { schema: { params: idParams } }, async (request, reply) => {
    await removeMember(app.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  for (const [action, move] of [
    ['copy', false],
    ['move', true],
  ] as const) {
    app.post(
      `/api/members/:id/${action}`,
      { schema: { params: idParams, body: copyMemberSchema, response: { 200: z.object({ member: memberRowSchema }) } } },
      async (request) => ({ member: await copyMember(app.db, currentUser(request).id, request.params.id, request.body, { move }) }),
    );
  }
};
