import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../common/api-error';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import { healthRoutes } from './health/routes';
import { errorBody, errorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerSpa, wantsSpaFallback } from './http/spa';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The built SPA (dist/client); null serves the API only (most tests). */
  clientDir?: string | null;
  logger?: FastifyServerOptions['logger'];
}

/** A JSON body over this answers 413; routes that take files (CSV import) set their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application without listening: main.ts listens, tests use app.inject. */
export async function buildApp({ config, database, clientDir = null, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // On close, idle keep-alive sockets are closed at once; in-flight requests are finished.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);

  // Graceful shutdown: close() closes idle keep-alive sockets at once, but a socket whose request
  // is still in flight would otherwise stay open until its keep-alive timeout once answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // External plugins.
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  // Routes opt in with `config: { rateLimit: … }` (login, mail-sending routes).
  await app.register(rateLimit, {
    global: false,
    // Thrown, then shaped like every other error by errorHandler.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ERROR_CODES.tooManyRequests,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });

  // Routes.
  await app.register(healthRoutes, { database });
  await app.register(authRoutes);

  const indexHtml = clientDir ? await registerSpa(app, clientDir) : null;
  app.setNotFoundHandler((request, reply) => {
    if (indexHtml !== null && wantsSpaFallback(request.method, request.url, request.headers.accept)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply
      .status(404)
      .send(errorBody(ERROR_CODES.notFound, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
