import { currentUser } from '../auth/guard';
import { getEntitlements } from '../billing/entitlements';
import { endpoints, type ZodApp } from '../http/endpoint';
import { addMember, addMembersFromText, membersOfList } from '../members/members-service';
import { trashList } from '../trash/trash-service';
import { createList, getQuota, listMyLists, quotaOf, setIconOfLists, updateList } from './lists-service';
import { shoot, shootHistoryOf } from './shoot-service';

/** Lists and the shoot; signed-in only (the default), every call scoped to the caller's lists. */
export async function listsRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getLists', async (request) => {
    const user = currentUser(request);
    const member = request.query.member || undefined;
    if (member) {
      const [lists, quota] = await Promise.all([listMyLists(app.db, user.id, member), getQuota(app.db, user.id)]);
      return { lists, quota };
    }
    // Unfiltered, the lists themselves say how many I own: no count, and the plan is read beside them.
    const [lists, entitlements] = await Promise.all([listMyLists(app.db, user.id), getEntitlements(app.db, user.id)]);
    return { lists, quota: quotaOf(entitlements, lists.length) };
  });
  route('createList', async (request) => createList(app.db, currentUser(request).id, { name: request.body.name }));
  route('updateList', async (request) => updateList(app.db, currentUser(request).id, request.params.id, request.body));
  route('setListsIcon', async (request) => ({ updated: await setIconOfLists(app.db, currentUser(request).id, request.body.listIds, request.body.icon) }));
  // 'Delete List' puts the list, members and all, in the Trash (issue #21): restorable until purged.
  route('deleteList', async (request) => trashList(app.db, currentUser(request).id, request.params.id));

  route('getListMembers', async (request) =>
    membersOfList(app.db, currentUser(request).id, request.params.id, request.query.search || undefined, request.query.limit),
  );
  route('addMember', async (request) => addMember(app.db, currentUser(request).id, request.params.id, request.body.username));
  route('addMembersBulk', { bodyLimit: 256 * 1024 }, async (request) => addMembersFromText(app.db, currentUser(request).id, request.params.id, request.body.text));

  route('shoot', async (request) => shoot(app.db, currentUser(request).id, request.body.listIds, request.body.count, request.body.skipRecent, request.body.rotation));
  route('getShootHistory', async (request) => ({ shoots: await shootHistoryOf(app.db, currentUser(request).id) }));
}
