import type { FastifyInstance } from 'fastify';

/**
 * One line per request (issue #18, item 10): `GET /api/lists/:id 200 12 ms`, instead of
 * Fastify's two ('incoming request', 'request completed'). The line names the route the router
 * matched, never the raw URL: a query string can carry a secret (the SPA's
 * `/verify-email?token=…`, `/reset-password?token=…`), and ids in paths say nothing an operator
 * needs. A request no route matched is logged by its path without the query.
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const line = `${request.method} ${route} ${String(status)} ${String(ms)} ms`;
    const fields = { method: request.method, route, status, ms };
    if (status >= 500) request.log.error(fields, line);
    else request.log.info(fields, line);
    done();
  });
}
