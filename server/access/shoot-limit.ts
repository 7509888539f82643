import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { extraRateLimit, SHOOT_LIMIT_PER_USER, SHOOT_LIMIT_PER_WORKSPACE } from '../http/rate-limits';
import { currentActor } from './actor';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shoot's limits, counted once for the app's route and the public API's (one counter each). */
    shootLimit: preHandlerAsyncHookHandler;
  }
}

/** The preHandler of every shoot route (keyed by the actor, so it lives in access/, above http/): the person's count, then the workspace's (decorated once in buildApp). */
export function shootRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const perUser = extraRateLimit(app, { ...SHOOT_LIMIT_PER_USER, keyGenerator: (request) => `shoot-user:${String(currentActor(request).userId)}` });
  const perWorkspace = extraRateLimit(app, { ...SHOOT_LIMIT_PER_WORKSPACE, keyGenerator: (request) => `shoot-workspace:${String(currentActor(request).workspaceId)}` });
  return async function shootLimit(request, reply) {
    await perUser(request, reply);
    await perWorkspace(request, reply);
  };
}
