import fastifyCors from '@fastify/cors';
import { currentActor } from '../access/actor';
import { sendListsCsv } from '../csv/routes';
import { giveawayEntryCount, giveawaysOf } from '../giveaways/giveaways-service';
import { createGiveawayHandler, createGiveawayOptions } from '../giveaways/routes';
import { endpoints, type ZodApp } from '../http/endpoint';
import { extraRateLimit } from '../http/rate-limits';
import { listsWithQuota, updateList } from '../lists/lists-service';
import { createListHandler, deleteListHandler, listMembersHandler, logAdded, shootHandler } from '../lists/routes';
import { addHandles, listsHolding, removeHandle } from '../members/members-service';
import { membersPageHandler } from '../members/routes';
import { logActivity } from '../teams/activity';
import type { TokenCaller } from '../tokens/token-auth';
import type { FastifyRequest } from 'fastify';

/**
 * Calls a token may make a minute (issue #23). Counted per token (never per raw header: a made-up
 * token is refused before it is counted), in the rate limits' shared store; 429 with Retry-After.
 * The extension makes one or two calls a page of X; a script paging through members, a few a second.
 */
export const API_V1_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
/** All of a user's tokens together (up to 20 of them): a new token is no way around the limit. */
export const API_V1_USER_LIMIT = { max: 1200, timeWindow: '1 minute' } as const;

const callerOf = (request: FastifyRequest): TokenCaller => {
  if (!request.apiToken) throw new Error('a public API route without a token: the auth hook must run first');
  return request.apiToken;
};

/**
 * The public API (issue #23, decision 023), registered under the prefix `/api/v1` so that its
 * CORS (the extension's origin only, EXTENSION_ORIGINS) and its rate limit stay inside it. The
 * auth hook has checked the token, its scope and the role before any handler runs; each handler
 * is the app's service, on the token user's current workspace, with the same rules and errors.
 */
export async function apiV1Routes(app: ZodApp) {
  await app.register(fastifyCors, {
    origin: app.config.extensionOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    exposedHeaders: ['retry-after', 'content-disposition'],
    credentials: false,
    maxAge: 600,
  });
  // Counted once the token is known (the auth hook runs first) and before the body is validated,
  // so a call refused for its input counts too: per token, and per user across their tokens.
  const perToken = extraRateLimit(app, { ...API_V1_LIMIT, keyGenerator: (request) => `api-v1-token:${String(request.apiToken?.tokenId)}` });
  const perUser = extraRateLimit(app, { ...API_V1_USER_LIMIT, keyGenerator: (request) => `api-v1-user:${String(request.apiToken?.user.id)}` });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.apiToken) return; // the CORS preflight and nothing else: it carries no token
    await perToken(request, reply);
    await perUser(request, reply);
  });
  const route = endpoints(app);

  route('v1Me', async (request) => {
    const { user, actor, name, scope } = callerOf(request);
    return {
      user: { id: user.id, username: user.username },
      workspace: { id: actor.workspaceId, name: actor.workspaceName, role: actor.role, personal: actor.personal },
      token: { name, scope },
    };
  });

  route('v1GetLists', async (request) => listsWithQuota(app.db, currentActor(request)));
  // The app's own handlers, where the schemas are the same: one place for the rule and the activity line.
  route('v1CreateList', createListHandler);
  // Its body is a name only (the app's also takes an icon, a colour or a community).
  route('v1RenameList', async (request) => {
    const actor = currentActor(request);
    const list = await updateList(app.db, actor.workspaceId, request.params.id, { name: request.body.name });
    await logActivity(request, actor, 'list.rename', list.name);
    return list;
  });
  route('v1DeleteList', deleteListHandler);
  route('v1GetListMembers', listMembersHandler);
  route('v1AddMembers', async (request) => {
    const actor = currentActor(request);
    // The app's 'Paste many', one entry a handle: the same rule, duplicates and invalid ones reported.
    const result = await addHandles(app.db, actor.workspaceId, request.params.id, request.body.usernames);
    await logAdded(request, actor, result.added);
    return result;
  });
  route('v1RemoveMember', async (request) => {
    const actor = currentActor(request);
    const { username } = await removeHandle(app.db, actor.workspaceId, request.params.id, request.params.username);
    await logActivity(request, actor, 'member.remove', `@${username}`);
  });
  route('v1GetMembers', { preHandler: app.membersAtAPlaceLimit }, membersPageHandler);
  route('v1HandleLists', async (request) => ({
    lists: await listsHolding(app.db, currentActor(request).workspaceId, request.params.username),
  }));
  // The app's shoot limits too: a token is no way around them (issue #33).
  route('v1Shoot', { preHandler: app.shootLimit }, shootHandler);

  route('v1ExportLists', async (request, reply) => sendListsCsv(request, reply, null));
  route('v1ExportList', async (request, reply) => sendListsCsv(request, reply, request.params.id));

  // Giveaways (issue #36): the app's services, roles and errors (the contract's `workspace`).
  route('v1GetGiveaways', async (request) => ({ giveaways: await giveawaysOf(app.db, currentActor(request).workspaceId) }));
  route('v1CreateGiveaway', createGiveawayOptions(app), createGiveawayHandler);
  route('v1GetGiveawayEntries', async (request) => giveawayEntryCount(app.db, currentActor(request).workspaceId, request.params.id));
}
