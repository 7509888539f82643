import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMemberSchema,
  bulkAddMembersSchema,
  bulkAddResultSchema,
  bulkIconSchema,
  createListSchema,
  listMembersQuerySchema,
  listMembersResponseSchema,
  listsQuerySchema,
  listsResponseSchema,
  listSummarySchema,
  memberSchema,
  shootHistorySchema,
  shootRequestSchema,
  shootResponseSchema,
  updateListSchema,
} from '../../common/lists';
import { currentUser } from '../auth/guard';
import { idParams } from '../http/params';
import { addMember, addMembersFromText, membersOfList } from '../members/members-service';
import { getEntitlements } from '../billing/entitlements';
import { createList, deleteList, getQuota, listMyLists, quotaOf, setIconOfLists, updateList } from './lists-service';
import { shoot, shootHistoryOf } from './shoot-service';

/** Lists and the shoot; signed-in only (the default), every call scoped to the caller's lists. */
export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/lists', { schema: { querystring: listsQuerySchema, response: { 200: listsResponseSchema } } }, async (request) => {
    const user = currentUser(request);
    const member = request.query.member || undefined;
    if (member) {
      const [lists, quota] = await Promise.all([listMyLists(app.db, user.id, member), getQuota(app.db, user.id)]);
      return { lists, quota };
    }
    // Unfiltered, the lists themselves say how many I own: no count, and the plan is read beside them.
    const [lists, entitlements] = await Promise.all([listMyLists(app.db, user.id), getEntitlements(app.db, user.id)]);
    return { lists, quota: quotaOf(entitlements, lists.length) };
  });

  app.post('/api/lists', { schema: { body: createListSchema, response: { 201: listSummarySchema } } }, async (request, reply) => {
    const list = await createList(app.db, currentUser(request).id, { name: request.body.name });
    return reply.status(201).send(list);
  });

  app.patch('/api/lists/:id', { schema: { params: idParams, body: updateListSchema, response: { 200: listSummarySchema } } }, async (request) =>
    updateList(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.post('/api/lists/icon', { schema: { body: bulkIconSchema, response: { 200: z.object({ updated: z.number().int() }) } } }, async (request) => ({
    updated: await setIconOfLists(app.db, currentUser(request).id, request.body.listIds, request.body.icon),
  }));

  app.delete('/api/lists/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteList(app.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/lists/:id/members',
    { schema: { params: idParams, querystring: listMembersQuerySchema, response: { 200: listMembersResponseSchema } } },
    async (request) => membersOfList(app.db, currentUser(request).id, request.params.id, request.query.search || undefined, request.query.limit),
  );

  app.post(
    '/api/lists/:id/members',
    { schema: { params: idParams, body: addMemberSchema, response: { 201: memberSchema } } },
    async (request, reply) => reply.status(201).send(await addMember(app.db, currentUser(request).id, request.params.id, request.body.username)),
  );

  app.post(
    '/api/lists/:id/members/bulk',
    { bodyLimit: 256 * 1024, schema: { params: idParams, body: bulkAddMembersSchema, response: { 200: bulkAddResultSchema } } },
    async (request) => addMembersFromText(app.db, currentUser(request).id, request.params.id, request.body.text),
  );

  app.post('/api/shoot', { schema: { body: shootRequestSchema, response: { 200: shootResponseSchema } } }, async (request) =>
    shoot(app.db, currentUser(request).id, request.body.listIds, request.body.count, request.body.skipRecent),
  );

  app.get('/api/shoot/history', { schema: { response: { 200: shootHistorySchema } } }, async (request) => ({
    shoots: await shootHistoryOf(app.db, currentUser(request).id),
  }));
};
