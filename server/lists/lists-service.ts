import { listsBilledElsewhere, workspacePlan } from '../access/workspace-plan';
import { listSummaryColumns } from '../access/new-list';
import type { Actor } from '../access/actor';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MEMBER_MATCHES_SHOWN, type ListQuota, type ListSummary, type UpdateList } from '../../common/lists';
import { findAccessibleList, listNotFound, liveListsOf, requireListAccess, type AccessibleList } from '../access/list-access';
import { getEntitlements, mayCreateList, type Entitlements } from '../billing/entitlements';
import type { Db } from '../db/open';
import { prepared, rowsOf, selectedAs } from '../db/prepared';
import { containsPattern } from '../db/sql';
import { listMembers, lists } from '../db/schema';

/** "New list defaults: name 'New List', icon 📝, random colour." */

/**
 * Lists (spec §5, §6): every query asks the access rule (access/list-access.ts) what the acting
 * user (`workspaceId`) may read or change; a list out of reach is "not found".
 */

export { listNotFound };
// The one way a list is made (under the plan's limit) lives in access/, where members-service reaches it too.

/** My lists with their member counts; with `member`, only lists holding a matching username. */
export async function listMyLists(db: Db, workspaceId: number, member?: string): Promise<ListSummary[]> {
  if (!member) {
    // The lists screen without a filter, asked for all the time: built once (db/prepared.ts).
    const query = prepared(db, 'my_lists', (handle, statementName) =>
      handle
        .select(selectedAs({ ...listSummaryColumns, memberCount: lists.memberCount }))
        .from(lists)
        .where(liveListsOf(sql.placeholder('workspaceId')))
        .orderBy(asc(lists.id))
        .prepare(statementName),
    );
    // A thousand lists answered as read, not mapped field by field (decision 050).
    return rowsOf(query, { workspaceId });
  }
  const pattern = containsPattern(member);
  const memberFilter = sql`exists (select 1 from ${listMembers} m where m.list_id = ${lists.id} and lower(m.username) like ${pattern})`;
  // The matching usernames themselves (issue #38: the screen never showed them), a few per list.
  // Spelled out with its table: in a select list Drizzle writes a column without it.
  const matches = sql<string[]>`array(select m.username from ${listMembers} m where m.list_id = "lists"."id" and lower(m.username) like ${pattern} order by lower(m.username), m.id limit ${MEMBER_MATCHES_SHOWN + 1})`;
  return db
    .select({ ...listSummaryColumns, memberCount: lists.memberCount, matches })
    .from(lists)
    .where(and(liveListsOf(workspaceId), memberFilter))
    .orderBy(asc(lists.id));
}

/**
 * The lists screen (and the public API's lists): the workspace's lists with the plan's quota. The
 * plan (its billing owner's, known from the session's or token's statement) and the count of the
 * lists billed to them in their other workspaces are read beside the lists.
 */
export async function listsWithQuota(db: Db, actor: Actor): Promise<{ lists: ListSummary[]; quota: ListQuota }> {
  const [lists, entitlements, billed] = await Promise.all([
    listMyLists(db, actor.workspaceId),
    getEntitlements(db, actor.billingOwnerId),
    actor.billsOthers ? listsBilledElsewhere(db, actor.billingOwnerId, actor.workspaceId) : 0,
  ]);
  return { lists, quota: quotaOf(entitlements, lists.length + billed) };
}

/** The tier counter and limit: what my plan allows beside how many lists I own. */
export function quotaOf(entitlements: Pick<Entitlements, 'tier' | 'maxlist'>, used: number): ListQuota {
  return { tier: entitlements.tier, maxlist: entitlements.maxlist, used, canCreate: mayCreateList(entitlements, used) };
}

/** The tier counter and limit: the lists billed to the workspace's billing owner, in all their workspaces. */
export async function getQuota(db: Db, workspaceId: number): Promise<ListQuota> {
  const plan = await workspacePlan(db, workspaceId);
  return quotaOf(plan.entitlements, plan.used);
}

/** "Update one field (name, icon, color, community_id) by list id" — of my own lists only. */
export async function updateList(db: Db, workspaceId: number, listId: number, change: UpdateList): Promise<ListSummary> {
  const [list] = await db
    .update(lists)
    .set(change)
    .where(and(eq(lists.id, listId), liveListsOf(workspaceId)))
    .returning({ ...listSummaryColumns, memberCount: lists.memberCount });
  if (!list) throw listNotFound();
  return list;
}

/** The toolbar's emoji picker: one icon for every selected list (mine; others are left alone). */
export async function setIconOfLists(db: Db, workspaceId: number, listIds: number[], icon: string | null): Promise<number> {
  const updated = await db
    .update(lists)
    .set({ icon })
    .where(and(inArray(lists.id, listIds), liveListsOf(workspaceId)))
    .returning({ id: lists.id });
  return updated.length;
}


/**
 * Throws "not found" unless the user may read the list (the per-list export asks). Kept for its
 * callers; new code names the permission it needs: `requireListAccess`.
 */
export async function assertOwnList(db: Db, workspaceId: number, listId: number): Promise<AccessibleList> {
  return requireListAccess(db, workspaceId, 'read', listId);
}

/** The list if the user may read it, else undefined (for a caller with its own "not found"). */
export async function findOwnList(db: Db, workspaceId: number, listId: number): Promise<AccessibleList | undefined> {
  return findAccessibleList(db, workspaceId, 'read', listId);
}
