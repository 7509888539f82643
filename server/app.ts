import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../common/error-codes.plain';
import { matchPath, pagePatterns } from '../common/paths.plain';
import { authenticate } from './auth/guard';
import { apiV1Routes } from './api-v1/routes';
import { openApiRoutes, registerOpenApi } from './api-v1/openapi';
import { API_V1_PREFIX } from '../common/api-v1';
import { HeavyWork } from './http/heavy-work';
import { authRoutes } from './auth/routes';
import { accountRoutes } from './account/routes';
import { profileRoutes } from './profile/routes';
import { listsRoutes } from './lists/routes';
import { membersAtAPlaceLimit, membersRoutes } from './members/routes';
import { composeRoutes } from './compose/routes';
import { teamsRoutes } from './teams/routes';
import { tokensRoutes } from './tokens/routes';
import { trashRoutes } from './trash/routes';
import { drawsRoutes } from './draws/routes';
import { giveawaysRoutes } from './giveaways/routes';
import { csvRoutes } from './csv/routes';
import { billingRoutes } from './billing/routes';
import { adminRoutes } from './admin/routes';
import { extensionsRoutes } from './extensions/routes';
import { blogRoutes } from './blog/routes';
import { mediaRoutes } from './media/routes';
import { postHead, withHead } from './blog/seo';
import { drawHead } from './draws/seo';
import { giveawayHead } from './giveaways/seo';
import { refuseCrossSiteRequests } from './http/csrf';
import { tooManyRequestsMessage } from './http/rate-limits';
import { shootRateLimit } from './access/shoot-limit';
import { redisWithLocalFallback } from './http/rate-limit-store';
import { withSafeErrors } from './http/log';
import { createMailer, type Mailer, type Terminal } from './mail/mailer';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import { healthRoutes } from './health/routes';
import { registerBackgroundPasses } from './background-passes';
import { drandRelays, type DrandRelays } from './draws/drand-relays';
import { createSetupGate, type SetupGate } from './admin/setup-gate';
import { errorBody, errorHandler, frameworkErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerSpa, wantsSpaFallback, withLegalLanguage } from './http/spa';
import { serializerCompiler } from './http/serialization';
import { validatorCompiler } from './http/validation';
import { logOneLinePerRequest } from './http/request-log';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** The first admin's one-time setup link of this run (issue #38; server/admin/setup-gate.ts). */
    setupGate: SetupGate;
    /** The drand relays v2 draws read their rounds from (DRAND_URLS, DRAND_CHAIN: issue #37). */
    drand: DrandRelays;
    /** Every route registered (HEAD twins left out): the authorization matrix checks each has an entry. */
    routeTable: { method: string; url: string }[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The built SPA (dist/client); null serves the API only (most tests). */
  clientDir?: string | null;
  /** The browser extension's zip of this version (dist/rollcall-extension-<version>.zip, issue #38); null: none is served. */
  extensionZip?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP or the DATA_DIR outbox per the configuration; tests pass one that records. */
  mailer?: Mailer;
  /** The terminal the server was started from, if any: the outbox's links go there (mail/mailer.ts). */
  terminal?: Terminal;
}

/**
 * The zod compilers as Fastify's factories of compilers. Fastify types these for ajv and
 * fast-json-stringify (a JSON schema); every schema here is zod's, which these compile.
 */
const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** A JSON body over this answers 413; routes that take files (CSV import) set their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application without listening: main.ts listens, tests use app.inject. */
export async function buildApp({ config, database, clientDir = null, logger = false, mailer, terminal, extensionZip = null }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without the values they carry (query parameters, row values), capped.
    logger: withSafeErrors(logger),
    // One line per request, by route, written by logOneLinePerRequest (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies in front of us (X-Forwarded-For read from the right).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? ((hops: number) => (_address: string, index: number) => index < hops)(config.trustProxy)
        : config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // On close, idle keep-alive sockets are closed at once; in-flight requests are finished.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A URL the router cannot read answers like every other error, not in Fastify's own shape.
    frameworkErrors: frameworkErrorHandler,
    // Every route's input and answer are checked by its zod schema (http/validation.ts,
    // http/serialization.ts). Given here, not set after: Fastify would otherwise load its own
    // compilers (ajv, fast-json-stringify) at construction only to have them replaced (271 ms of
    // the start's main thread in a profile, decision 050).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  logOneLinePerRequest(app);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('mailer', mailer ?? createMailer(config, app.log, terminal));
  app.decorate('csvWork', new HeavyWork());
  app.decorate('drand', drandRelays({ urls: config.drandUrls, chain: config.drandChain }));
  app.decorate('setupGate', createSetupGate());
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.addHook('onClose', async () => app.mailer.close());
  app.setErrorHandler(errorHandler);
  // A statement that met damaged data: /readyz says so from now on, and the log says what to do.
  app.addHook('onError', async (request, _reply, error) => {
    const line = database.noteError(error);
    if (line) request.log.error(line);
  });

  // Graceful shutdown: close() closes idle keep-alive sockets at once, but a socket whose request
  // is still in flight would otherwise stay open until its keep-alive timeout once answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    // What a signed-in person is answered is theirs: no browser cache or proxy keeps it (issue #16).
    if (request.sessionUser) reply.header('cache-control', 'no-store');
  });

  // External plugins.
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  // Routes opt in with `config: { rateLimit: … }` (login, mail-sending routes). With REDIS_URL the
  // counts are shared by every instance; while Redis is unreachable they are counted in this
  // process (logged), never switched off. Commands fail at once rather than queue while it is down.
  // ioredis is loaded only with REDIS_URL (decision 040).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.debug({ err: error }, 'redis error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    // The first requests count in Redis when it is there: wait (at most a second) for it.
    await new Promise<void>((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 1_000).unref();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithLocalFallback(redis, 'rollcall-rate-limit:', app.log) } : {}),
    // Thrown, then shaped like every other error by errorHandler.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ERROR_CODES.tooManyRequests,
      message: tooManyRequestsMessage(context.ttl),
    }),
  });

  app.decorate('shootLimit', shootRateLimit(app));
  app.decorate('membersAtAPlaceLimit', membersAtAPlaceLimit(app));

  // Every /api call: refuse cross-site writes, then learn who is signed in and refuse visitors
  // (or non-admins) where the route requires it.
  app.addHook('onRequest', refuseCrossSiteRequests(config.appUrl.origin));
  app.addHook('preValidation', authenticate);

  // The public API's OpenAPI document collects the routes as they are added (issue #23).
  await registerOpenApi(app);

  // Routes.
  await app.register(healthRoutes, { database });
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(listsRoutes);
  await app.register(membersRoutes);
  await app.register(composeRoutes);
  await app.register(drawsRoutes);
  await app.register(giveawaysRoutes);
  await app.register(csvRoutes);
  await app.register(trashRoutes);
  await app.register(teamsRoutes);
  await app.register(tokensRoutes);
  await app.register(apiV1Routes, { prefix: API_V1_PREFIX });
  await app.register(openApiRoutes);
  await app.register(billingRoutes);
  await app.register(adminRoutes);
  await app.register(extensionsRoutes, { extensionZip });
  await app.register(blogRoutes);
  await app.register(mediaRoutes);

  // The due-draws pass and the Trash purge, from ready to close.
  registerBackgroundPasses(app, database);

  const indexHtml = clientDir ? await registerSpa(app, clientDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (indexHtml !== null && wantsSpaFallback(request.method, request.url, request.headers.accept)) {
      // A public post's page, a draw's certificate and a giveaway's entry page carry their own
      // title, description, canonical URL and Open Graph tags; a page not found, the plain head.
      const pathname = request.url.split('?')[0]!;
      const head = await Promise.resolve()
        .then(() => pageHead(app.db, config.appUrl, pathname))
        .catch(() => null);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(head ? withHead(indexHtml, head) : withLegalLanguage(indexHtml, request.url));
    }
    return reply
      .status(404)
      .send(errorBody(ERROR_CODES.notFound, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}

/** The head of a page that has its own, found by its pattern (`common/paths.plain.ts`), or null. */
function pageHead(db: Db, appUrl: URL, pathname: string) {
  const post = matchPath(pagePatterns.blogPost, pathname);
  if (post) return postHead(db, appUrl, decodeURIComponent(post.slug!));
  const draw = matchPath(pagePatterns.draw, pathname);
  if (draw) return drawHead(db, appUrl, decodeURIComponent(draw.id!));
  const enter = matchPath(pagePatterns.enter, pathname);
  if (enter) return giveawayHead(db, appUrl, decodeURIComponent(enter.id!));
  return null;
}
