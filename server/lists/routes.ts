import type { FastifyRequest } from 'fastify';
import { currentActor, type Actor } from '../access/actor';
import { endpoints, type SharedHandler, type ZodApp } from '../http/endpoint';
import { DRAW_ANNOUNCE_LIMIT } from '../http/rate-limits';
import { addMember, addMembersFromText, membersOfList } from '../members/members-service';
import { activitySubjectOf, logActivity } from '../teams/activity';
import { trashList } from '../trash/trash-service';
import { createList } from '../access/new-list';
import { getQuota, listMyLists, listsWithQuota, setIconOfLists, updateList } from './lists-service';
import { announceDraw, shoot, shootActorOf, shootHistoryOf } from './shoot-service';

/**
 * The handlers the public API registers too (server/api-v1/routes.ts): the same service, rules and
 * activity line for a person in the app and for their token.
 */
export const createListHandler: SharedHandler<'createList'> = async (request) => {
  const actor = currentActor(request);
  const list = await createList(request.server.db, actor.workspaceId, { name: request.body.name });
  await logActivity(request, actor, 'list.create', list.name);
  return list;
};
// 'Delete List' puts the list, members and all, in the Trash (issue #21): restorable until purged.
export const deleteListHandler: SharedHandler<'deleteList'> = async (request) => {
  const actor = currentActor(request);
  const { name } = await trashList(request.server.db, actor.workspaceId, request.params.id);
  await logActivity(request, actor, 'list.delete', name);
};
export const listMembersHandler: SharedHandler<'getListMembers'> = async (request) =>
  membersOfList(request.server.db, currentActor(request).workspaceId, request.params.id, request.query.search || undefined, request.query.limit);
export const shootHandler: SharedHandler<'shoot'> = async (request) => {
  const actor = shootActorOf(request);
  const result = await shoot(request.server.db, actor, request.body, request.server.drand);
  await logActivity(request, actor, 'shoot', activitySubjectOf(result.usernames), result.drawId);
  return result;
};
/** Handles added to a list, one line in the activity log ('Paste many', the public API's add many). */
export async function logAdded(request: FastifyRequest, actor: Actor, added: readonly string[]): Promise<void> {
  if (added.length > 0) await logActivity(request, actor, 'member.add', added.map((name) => `@${name}`).join(' '));
}

/**
 * Lists and the shoot; signed-in only (the default), every call scoped to the lists of the
 * caller's current workspace, with what their role there grants (the contract's `workspace`).
 */
export async function listsRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getLists', async (request) => {
    const actor = currentActor(request);
    const member = request.query.member || undefined;
    if (member) {
      const [lists, quota] = await Promise.all([listMyLists(app.db, actor.workspaceId, member), getQuota(app.db, actor.workspaceId)]);
      return { lists, quota };
    }
    return listsWithQuota(app.db, actor);
  });
  route('createList', createListHandler);
  route('updateList', async (request) => {
    const actor = currentActor(request);
    const list = await updateList(app.db, actor.workspaceId, request.params.id, request.body);
    await logActivity(request, actor, 'name' in request.body ? 'list.rename' : 'list.update', list.name);
    return list;
  });
  route('setListsIcon', async (request) => {
    const actor = currentActor(request);
    const updated = await setIconOfLists(app.db, actor.workspaceId, request.body.listIds, request.body.icon);
    await logActivity(request, actor, 'list.update', `the icon of ${String(updated)} ${updated === 1 ? 'list' : 'lists'}`);
    return { updated };
  });
  route('deleteList', deleteListHandler);

  route('getListMembers', listMembersHandler);
  route('addMember', async (request) => {
    const actor = currentActor(request);
    const member = await addMember(app.db, actor.workspaceId, request.params.id, request.body.username);
    await logActivity(request, actor, 'member.add', `@${member.username}`);
    return member;
  });
  route('addMembersBulk', { bodyLimit: 256 * 1024 }, async (request) => {
    const actor = currentActor(request);
    const result = await addMembersFromText(app.db, actor.workspaceId, request.params.id, request.body.text);
    await logAdded(request, actor, result.added);
    return result;
  });

  route('shoot', { preHandler: app.shootLimit }, shootHandler);
  route('getShootHistory', async (request) => ({ shoots: await shootHistoryOf(app.db, currentActor(request).workspaceId) }));
  // Announcing a draw is a shoot whose winners come later: it reads the selection like the shoot
  // and stores a certificate for good, so it has the shoot's limits too (issue #33).
  route('announceDraw', { config: { rateLimit: DRAW_ANNOUNCE_LIMIT }, preHandler: app.shootLimit }, async (request) => announceDraw(app.db, app.drand.chain, shootActorOf(request), request.body));
}
