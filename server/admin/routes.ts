import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  blockUserSchema,
  createUserSchema,
  deleteUserQuerySchema,
  registrationToggleSchema,
  updateUserSchema,
  usersPageSchema,
} from '../../common/admin';
import { currentUser } from '../auth/guard';
import { idParams } from '../http/params';
import { isRegistrationOpen, setRegistrationOpen } from '../auth/registration-settings';
import { auditPage, recordAudit } from './audit';
import { adminStats } from './stats';
import { createUserByAdmin, deleteUserByAdmin, searchUsers, setUserBlocked, updateUserByAdmin } from './users-service';

/** The admin area (spec §2, §6, §7): role admin on every route, checked by the guard. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true };

  app.get('/api/admin/stats', { config: admin, schema: { response: { 200: adminStatsSchema } } }, async () => adminStats(app.db));

  app.put('/api/admin/registration', { config: admin, schema: { body: registrationToggleSchema, response: { 200: registrationToggleSchema } } }, async (request) => {
    await app.db.transaction(async (tx) => {
      await setRegistrationOpen(tx, request.body.open);
      await recordAudit(tx, currentUser(request).id, 'registration.toggle', 'registration', { open: request.body.open });
    });
    return { open: await isRegistrationOpen(app.db) };
  });

  app.get('/api/admin/users', { config: admin, schema: { querystring: adminUsersQuerySchema, response: { 200: usersPageSchema } } }, async (request) =>
    searchUsers(app.db, request.query.search || undefined, request.query.page),
  );
  app.post('/api/admin/users', { config: admin, schema: { body: createUserSchema, response: { 201: adminUserSchema } } }, async (request, reply) =>
    reply.status(201).send(await createUserByAdmin(app.db, currentUser(request).id, request.body)),
  );
  app.put('/api/admin/users/:id', { config: admin, schema: { params: idParams, body: updateUserSchema, response: { 200: adminUserSchema } } }, async (request) =>
    updateUserByAdmin(app.db, currentUser(request).id, request.params.id, { ...request.body, password: request.body.password || undefined }),
  );
  app.post('/api/admin/users/:id/block', { config: admin, schema: { params: idParams, body: blockUserSchema, response: { 200: adminUserSchema } } }, async (request) =>
    setUserBlocked(app.db, currentUser(request).id, request.params.id, request.body.blocked),
  );
  app.delete('/api/admin/users/:id', { config: admin, schema: { params: idParams, querystring: deleteUserQuerySchema } }, async (request, reply) => {
    await deleteUserByAdmin(app.db, currentUser(request).id, request.params.id, request.query.withLists === 'true');
    return reply.status(204).send();
  });

  app.get('/api/admin/audit', { config: admin, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) =>
    auditPage(app.db, request.query.page),
  );
}
