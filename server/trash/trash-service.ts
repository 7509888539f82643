import { workspacePlan } from '../access/workspace-plan';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { LISTS_ERROR_CODES, type ListSummary } from '../../common/lists';
import { TRASH_ERROR_CODES, TRASH_MAX_LISTS, TRASH_TEXTS, type TrashResponse } from '../../common/trash';
import { removedListsOf, requireListAccess } from '../access/list-access';
import { mayCreateList } from '../billing/entitlements';
import type { Db } from '../db/open';
import { lists, removedListMembers } from '../db/schema';
import { AppError } from '../http/errors';
import { putListsBack, removeLists } from './removal';

/**
 * The Trash (issue #21): 'Delete List' moves a list and its members here; the owner restores it
 * (if the plan has room: trashed lists do not count toward maxlist, restored ones do again) or
 * deletes it for good; the purge (purge.ts) deletes what has been here longer than TRASH_DAYS.
 */

const notInTrash = () => new AppError(404, TRASH_ERROR_CODES.notInTrash, TRASH_TEXTS.notInTrash);

/** The lists in the user's Trash: removed, and in no import snapshot. */
const inTrashOf = (workspaceId: number) => and(removedListsOf(workspaceId), isNull(lists.snapshotId))!;

/**
 * 'Delete List': the list (one I may change) and its members go to the Trash, in one transaction.
 * The Trash keeps TRASH_MAX_LISTS: beyond, the oldest there go for good (trashed lists do not count
 * toward the plan, so without a bound create-fill-delete would store without end).
 */
export async function trashList(db: Db, workspaceId: number, listId: number): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const list = await requireListAccess(tx, workspaceId, 'write', listId, { lock: 'update' });
    await removeLists(tx, [listId], null);
    await tx.execute(sql`
      delete from ${lists} where ${lists.id} in (
        select ${lists.id} from ${lists} where ${inTrashOf(workspaceId)}
        order by ${lists.removedAt} desc, ${lists.id} desc offset ${TRASH_MAX_LISTS})`);
    return { name: list.name };
  });
}

export async function listTrash(db: Db, workspaceId: number, retentionDays: number): Promise<TrashResponse> {
  const { rows } = await db.execute<{ id: number; name: string; icon: string | null; color: string | null; memberCount: number; removedAt: Date | string }>(sql`
    select ${lists.id}, ${lists.name}, ${lists.icon}, ${lists.color}, ${lists.removedAt} as "removedAt",
           (select count(*) from ${removedListMembers} r where r.list_id = ${lists.id})::int as "memberCount"
    from ${lists}
    where ${inTrashOf(workspaceId)}
    order by ${lists.removedAt} desc, ${lists.id} desc`);
  const days = retentionDays * 24 * 60 * 60 * 1000;
  return {
    retentionDays,
    lists: rows.map((row) => {
      const removedAt = new Date(row.removedAt);
      return {
        id: Number(row.id),
        name: row.name,
        icon: row.icon,
        color: row.color,
        memberCount: Number(row.memberCount),
        removedAt: removedAt.toISOString(),
        purgeAt: new Date(removedAt.getTime() + days).toISOString(),
      };
    }),
  };
}

/**
 * 'Restore' (and the toast's 'Undo'): the list back among my lists with its members, unless my
 * plan has no room for one more list: then it says so and the list stays in the Trash. Counted
 * under a lock on my row, like creating a list.
 */
export async function restoreTrashedList(db: Db, workspaceId: number, listId: number): Promise<ListSummary> {
  return db.transaction(async (tx) => {
    const plan = await workspacePlan(tx, workspaceId, { lock: true });
    const [list] = await tx
      .select({ id: lists.id, name: lists.name, icon: lists.icon, color: lists.color, communityId: lists.communityId })
      .from(lists)
      .where(and(eq(lists.id, listId), inTrashOf(workspaceId)))
      .for('update');
    if (!list) throw notInTrash();
    const { entitlements } = plan;
    if (!mayCreateList(entitlements, plan.used)) {
      throw new AppError(403, LISTS_ERROR_CODES.listLimit, TRASH_TEXTS.overLimit(list.name, entitlements.maxlist ?? 0));
    }
    const memberCount = await putListsBack(tx, workspaceId, [list.id]);
    return { ...list, memberCount };
  });
}

/** 'Delete forever': the list and its members (cascade), from my Trash only. */
export async function deleteTrashedList(db: Db, workspaceId: number, listId: number): Promise<{ name: string }> {
  const deleted = await db.delete(lists).where(and(eq(lists.id, listId), inTrashOf(workspaceId))).returning({ id: lists.id, name: lists.name });
  if (deleted.length === 0) throw notInTrash();
  return { name: deleted[0]!.name };
}

/** 'Empty Trash': every list of my Trash, for good; with `through`, only those deleted until then (what the page showed). */
export async function emptyTrash(db: Db, workspaceId: number, through?: string): Promise<{ deleted: number }> {
  // The page's times are in milliseconds, the database's in microseconds: up to the end of that millisecond.
  const shown = through === undefined ? inTrashOf(workspaceId) : and(inTrashOf(workspaceId), lt(lists.removedAt, new Date(Date.parse(through) + 1)));
  const deleted = await db.delete(lists).where(shown).returning({ id: lists.id });
  return { deleted: deleted.length };
}
