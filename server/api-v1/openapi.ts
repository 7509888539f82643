import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DOCS_PREFIX } from '../../common/api-v1';
import { endpoints, type ZodApp } from '../http/endpoint';


const DESCRIPTION = [
  'The Rollcall API: your lists and members, which lists hold a handle, the shoot, CSV export, giveaways.',
  '',
  'Call it with a personal API token from your Profile page (API tokens): `Authorization: Bearer rc_…`.',
  'A token acts for its user, in the workspace they have chosen in the app, with their role there; a',
  'read-only token may only read. The session cookie is not accepted here, nor a token elsewhere.',
  '',
  'Errors answer `{ "error": { "code", "message" } }` with the app’s own words: 400 for bad input, 401',
  '(TOKEN_REQUIRED, TOKEN_INVALID, COOKIE_REFUSED), 403 (TOKEN_READ_ONLY, WORKSPACE_ROLE), 404 for',
  'anything out of reach, 409 when a plan’s list limit is reached (or a workspace’s giveaways open at',
  'once), 429 past 300 calls a minute per token (with Retry-After).',
].join('\n');

/**
 * The OpenAPI 3.1 document of the public API, generated from the route contract (issue #23): the
 * routes register their zod schemas and summaries (server/http/endpoint.ts), @fastify/swagger
 * collects them as they are added, fastify-type-provider-zod turns the schemas into JSON Schema
 * 2020-12, and every route outside /api/v1 is hidden. Registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Rollcall API', version: '1', description: DESCRIPTION },
      servers: [{ url: app.config.appUrl.origin }],
      components: { securitySchemes: { token: { type: 'http', scheme: 'bearer', description: 'A personal API token: rc_ and 43 characters.' } } },
      security: [{ token: [] }],
    },
    // Only the token routes of the contract (access 'token'): the app's own routes stay out of it.
    transform: (input) => ((input.route.config as { token?: boolean } | undefined)?.token ? jsonSchemaTransform(input) : { schema: { hide: true } as never, url: input.url }),
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * `/api/v1/openapi.json` (the document) and `/api/docs` (Swagger UI 6.1, whose page loads only its
 * own scripts: the site's CSP `script-src 'self'` holds). Both are public: the API's shape is no secret.
 */
export async function openApiRoutes(app: ZodApp) {
  endpoints(app)('v1OpenApi', async () => app.swagger() as never);
  await app.register(
    async (docs) => {
      // The documentation's own routes (its page, scripts, styles): open to anyone, like the document.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await docs.register(fastifySwaggerUi, {
        routePrefix: API_DOCS_PREFIX,
        uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
        staticCSP: false,
      });
    },
  );
}
