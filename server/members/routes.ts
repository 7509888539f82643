import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { currentActor } from '../access/actor';
import { endpoints, type SharedHandler, type ZodApp } from '../http/endpoint';
import { extraRateLimit, MEMBERS_AT_A_PLACE_LIMIT } from '../http/rate-limits';
import { logActivity } from '../teams/activity';
import { copyMember, listMyMembers, removeMember, suggestMyMembers } from './members-service';

/** Every member, a page at a time: the members screen's and the public API's (issue #23). */
export const membersPageHandler: SharedHandler<'getMembers'> = async (request) =>
  listMyMembers(request.server.db, currentActor(request).workspaceId, {
    search: request.query.search || undefined,
    list: request.query.list || undefined,
    after: request.query.after,
    offset: request.query.offset,
    limit: request.query.limit,
  });

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages of members at a place, counted once for the app's route and the public API's (one counter: decorated once in buildApp). */
    membersAtAPlaceLimit: preHandlerAsyncHookHandler;
  }
}

/**
 * A page at a place costs a walk to it: counted per person (MEMBERS_AT_A_PLACE_LIMIT), on the app's
 * route and the public API's alike; the first page and pages after a row are not.
 */
export function membersAtAPlaceLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = extraRateLimit(app, { ...MEMBERS_AT_A_PLACE_LIMIT, keyGenerator: (request) => `members-at-a-place:${String(currentActor(request).userId)}` });
  return async function membersAtAPlace(request, reply) {
    if ((request.query as { offset?: number }).offset) await check(request, reply);
  };
}

/** The members screen: the members of the current workspace's lists only (the old product read everyone's). */
export async function membersRoutes(app: ZodApp) {
  const route = endpoints(app);
  route('getMembers', { preHandler: app.membersAtAPlaceLimit }, membersPageHandler);
  route('suggestMembers', async (request) => ({ usernames: await suggestMyMembers(app.db, currentActor(request).workspaceId, request.query.q) }));
  route('deleteMember', async (request) => {
    const actor = currentActor(request);
    const { username } = await removeMember(app.db, actor.workspaceId, request.params.id);
    await logActivity(request, actor, 'member.remove', `@${username}`);
  });
  for (const [name, move] of [['copyMember', false], ['moveMember', true]] as const) {
    route(name, async (request) => {
      const actor = currentActor(request);
      const member = await copyMember(app.db, actor.workspaceId, request.params.id, request.body, { move });
      await logActivity(request, actor, move ? 'member.move' : 'member.copy', `@${member.username}`);
      return { member };
    });
  }
}
