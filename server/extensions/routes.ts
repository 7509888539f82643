import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extensionInputSchema, extensionSchema, extensionsResponseSchema } from '../../common/admin';
import { currentUser } from '../auth/guard';
import { idParams } from '../http/params';
import { getEntitlements } from '../billing/entitlements';
import { allExtensions, createExtension, deleteExtension, updateExtension, visibleExtensions } from './extensions-service';

/** The extensions catalogue: public reading (filtered by plan), admin management. */
export async function extensionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/extensions', { config: { public: true }, schema: { response: { 200: extensionsResponseSchema } } }, async (request) => {
    const user = request.sessionUser;
    const subscriber = user !== null && (await getEntitlements(app.db, user.id)).planType !== 'none';
    return { extensions: await visibleExtensions(app.db, subscriber) };
  });

  const admin = { admin: true };
  app.get('/api/admin/extensions', { config: admin, schema: { response: { 200: extensionsResponseSchema } } }, async () => ({
    extensions: await allExtensions(app.db),
  }));
  app.post('/api/admin/extensions', { config: admin, schema: { body: extensionInputSchema, response: { 201: extensionSchema } } }, async (request, reply) =>
    reply.status(201).send(await createExtension(app.db, currentUser(request).id, request.body)),
  );
  app.put('/api/admin/extensions/:id', { config: admin, schema: { params: idParams, body: extensionInputSchema, response: { 200: extensionSchema } } }, async (request) =>
    updateExtension(app.db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/api/admin/extensions/:id', { config: admin, schema: { params: idParams } }, async (request, reply) => {
    await deleteExtension(app.db, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
