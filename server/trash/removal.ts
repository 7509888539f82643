import { sql } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { listMembers, lists, removedListMembers } from '../db/schema';

/**
 * Taking lists out of a user's lists without destroying them, and putting them back (issue #21):
 * the Trash and import snapshots both do it. A removed list keeps its row in `lists` (its id,
 * name, colour, creation time) with `removed_at` set, so every query that goes through the access
 * rule stops seeing it; its members move, ids and creation times included, to
 * `removed_list_members`, so that every members query (on `list_members` by its own owner,
 * decision 015) stops seeing them without a join. Putting back is the same two statements the
 * other way: the export of a restored list is byte for byte the one before (members in id order).
 *
 * Callers hold the lists' rows (FOR UPDATE) or the owner's row in the same transaction.
 */

/** Moves the members of `listIds` out of `list_members`; answers how many moved. */
export async function moveMembersOut(tx: Tx, listIds: readonly number[]): Promise<number> {
  if (listIds.length === 0) return 0;
  const { rows } = await tx.execute<{ n: number }>(sql`
    with moved as (
      delete from ${listMembers} where ${listMembers.listId} = any(${sql.param([...listIds])}::int[])
      returning id, list_id, username, created_at
    ), kept as (
      insert into ${removedListMembers} (id, list_id, username, created_at) select id, list_id, username, created_at from moved
      returning 1
    ) select count(*)::int as n from kept`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Makes `listIds` the owner's lists again and moves their members back. The lists are live first:
 * the members trigger refuses members for a removed list (migration 0016).
 */
export async function putListsBack(tx: Tx, workspaceId: number, listIds: readonly number[]): Promise<number> {
  if (listIds.length === 0) return 0;
  const ids = sql.param([...listIds]);
  await tx.execute(sql`update ${lists} set removed_at = null, snapshot_id = null where ${lists.id} = any(${ids}::int[]) and ${lists.workspaceId} = ${workspaceId}`);
  const { rows } = await tx.execute<{ n: number }>(sql`
    with back as (
      delete from ${removedListMembers} where ${removedListMembers.listId} = any(${ids}::int[])
      returning id, list_id, username, created_at
    ), put as (
      insert into ${listMembers} (id, list_id, workspace_id, username, created_at)
      select id, list_id, ${workspaceId}::int, username, created_at from back
      returning 1
    ) select count(*)::int as n from put`);
  return Number(rows[0]?.n ?? 0);
}

/** Removes `listIds` (their members moved out) into the Trash (`snapshotId` null) or a snapshot. */
export async function removeLists(tx: Tx, listIds: readonly number[], snapshotId: number | null): Promise<number> {
  if (listIds.length === 0) return 0;
  const members = await moveMembersOut(tx, listIds);
  await tx.execute(sql`update ${lists} set removed_at = now(), snapshot_id = ${snapshotId} where ${lists.id} = any(${sql.param([...listIds])}::int[])`);
  return members;
}
