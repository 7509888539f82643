import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/open';

/**
 * `GET /healthz`: the process is up (for a liveness probe: never touches the database).
 * `GET /readyz`: the database answers and has reported no damaged data (for a load balancer: take
 * the instance out while it does not).
 */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A statement met damaged data since start: answering is not being ready (issue #16).
    if (database.damage !== null) return reply.status(503).send({ status: 'damaged', database: database.kind });
    try {
      await withTimeout(database.ping(), 2_000);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
