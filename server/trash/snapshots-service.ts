import { workspacePlan } from '../access/workspace-plan';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LISTS_ERROR_CODES } from '../../common/lists';
import { SNAPSHOTS_KEPT, TRASH_ERROR_CODES, TRASH_TEXTS, type SnapshotRestoreResult, type SnapshotsResponse } from '../../common/trash';
import { liveListsOf } from '../access/list-access';
import {  } from '../billing/entitlements';
import type { Db, Tx } from '../db/open';
import { lists, listSnapshots } from '../db/schema';
import { AppError } from '../http/errors';
import { putListsBack, removeLists } from './removal';

/**
 * Import snapshots (issue #21): a replace import first keeps the lists it replaces, members and
 * all, as a snapshot; 'Restore' puts them back exactly (same ids, names, colours, members in the
 * same order) in one transaction, and keeps what it replaced as a snapshot of its own, so a
 * restore is undone by restoring that one. The newest SNAPSHOTS_KEPT per user are kept.
 */

const snapshotNotFound = () => new AppError(404, TRASH_ERROR_CODES.snapshotNotFound, TRASH_TEXTS.snapshotNotFound);

/**
 * Takes every one of the owner's lists out into a new snapshot; null when there is none. The
 * caller holds the owner's row (FOR UPDATE) in `tx`, so no list is created meanwhile.
 */
export async function snapshotOwnedLists(tx: Tx, workspaceId: number, kind: 'import' | 'restore'): Promise<{ id: number; lists: number; members: number } | null> {
  const owned = await tx.select({ id: lists.id, members: lists.memberCount }).from(lists).where(liveListsOf(workspaceId)).for('update');
  if (owned.length === 0) return null;
  const memberTotal = owned.reduce((sum, list) => sum + list.members, 0);
  const [snapshot] = await tx
    .insert(listSnapshots)
    .values({ workspaceId, kind, listCount: owned.length, memberCount: memberTotal })
    .returning({ id: listSnapshots.id });
  const moved = await removeLists(
    tx,
    owned.map((list) => list.id),
    snapshot!.id,
  );
  return { id: snapshot!.id, lists: owned.length, members: moved };
}

/** Deletes the owner's snapshots beyond the newest SNAPSHOTS_KEPT (their lists and members cascade). */
export async function pruneSnapshots(tx: Tx | Db, workspaceId: number): Promise<void> {
  await tx.execute(sql`
    delete from ${listSnapshots} where ${listSnapshots.workspaceId} = ${workspaceId} and ${listSnapshots.id} not in (
      select id from ${listSnapshots} where ${listSnapshots.workspaceId} = ${workspaceId} order by id desc limit ${SNAPSHOTS_KEPT})`);
}

export async function listSnapshotsOf(db: Db, workspaceId: number): Promise<SnapshotsResponse> {
  const rows = await db
    .select({ id: listSnapshots.id, kind: listSnapshots.kind, createdAt: listSnapshots.createdAt, lists: listSnapshots.listCount, members: listSnapshots.memberCount })
    .from(listSnapshots)
    .where(eq(listSnapshots.workspaceId, workspaceId))
    .orderBy(desc(listSnapshots.id))
    .limit(SNAPSHOTS_KEPT);
  return { snapshots: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * 'Restore': my lists become the snapshot's, all at once or not at all. Refused, and nothing
 * changes, when the snapshot holds more lists than my plan allows now.
 */
export async function restoreSnapshot(db: Db, workspaceId: number, snapshotId: number): Promise<SnapshotRestoreResult> {
  return db.transaction(async (tx) => {
    const plan = await workspacePlan(tx, workspaceId, { lock: true });
    const [snapshot] = await tx
      .select({ id: listSnapshots.id, lists: listSnapshots.listCount })
      .from(listSnapshots)
      .where(and(eq(listSnapshots.id, snapshotId), eq(listSnapshots.workspaceId, workspaceId)))
      .for('update');
    if (!snapshot) throw snapshotNotFound();
    // The restore replaces this workspace's lists; those billed to the same person elsewhere stay.
    const { maxlist } = plan.entitlements;
    if (maxlist !== null && snapshot.lists + plan.used - plan.here > maxlist) {
      throw new AppError(403, LISTS_ERROR_CODES.listLimit, TRASH_TEXTS.snapshotOverLimit(snapshot.lists, maxlist));
    }
    const undo = await snapshotOwnedLists(tx, workspaceId, 'restore');
    const ids = (await tx.select({ id: lists.id }).from(lists).where(eq(lists.snapshotId, snapshot.id))).map((row) => row.id);
    const members = await putListsBack(tx, workspaceId, ids);
    // Its lists are live again; the snapshot itself is spent.
    await tx.delete(listSnapshots).where(eq(listSnapshots.id, snapshot.id));
    await pruneSnapshots(tx, workspaceId);
    return { lists: ids.length, members, undoSnapshotId: undo?.id ?? null };
  });
}
