import { currentActor } from '../access/actor';
import { endpoints, type ZodApp } from '../http/endpoint';
import { addMember, addMembersFromText, membersOfList } from '../members/members-service';
import { logActivity } from '../teams/activity';
import { trashList } from '../trash/trash-service';
import { createList, getQuota, listMyLists, listsWithQuota, setIconOfLists, updateList } from './lists-service';
import { shoot, shootHistoryOf } from './shoot-service';

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
  route('createList', async (request) => {
    const actor = currentActor(request);
    const list = await createList(app.db, actor.workspaceId, { name: request.body.name });
    await logActivity(request, actor, 'list.create', list.name);
    return list;
  });
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
  // 'Delete List' puts the list, members and all, in the Trash (issue #21): restorable until purged.
  route('deleteList', async (request) => {
    const actor = currentActor(request);
    const { name } = await trashList(app.db, actor.workspaceId, request.params.id);
    await logActivity(request, actor, 'list.delete', name);
  });

  route('getListMembers', async (request) =>
    membersOfList(app.db, currentActor(request).workspaceId, request.params.id, request.query.search || undefined, request.query.limit),
  );
  route('addMember', async (request) => {
    const actor = currentActor(request);
    const member = await addMember(app.db, actor.workspaceId, request.params.id, request.body.username);
    await logActivity(request, actor, 'member.add', `@${member.username}`);
    return member;
  });
  route('addMembersBulk', { bodyLimit: 256 * 1024 }, async (request) => {
    const actor = currentActor(request);
    const result = await addMembersFromText(app.db, actor.workspaceId, request.params.id, request.body.text);
    if (result.added.length > 0) await logActivity(request, actor, 'member.add', result.added.map((name) => `@${name}`).join(' '));
    return result;
  });

  route('shoot', async (request) => {
    const actor = currentActor(request);
    // The activity log's line is written with the draw, in the same statement.
    return shoot(app.db, actor, request.body.listIds, request.body.count, request.body.skipRecent, request.body.rotation);
  });
  route('getShootHistory', async (request) => ({ shoots: await shootHistoryOf(app.db, currentActor(request).workspaceId) }));
}
