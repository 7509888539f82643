import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { lists } from '../db/schema';

/** Lists deleted for good per statement: each batch is one transaction, its members with it. */
const PURGE_BATCH = 50;
/** How often the purge pass runs. */
export const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes for good the lists that have been in a Trash longer than `retentionDays` (their
 * members cascade), a batch at a time; answers how many. Rows another instance is purging are
 * skipped (SKIP LOCKED), so instances never wait on each other or purge a list twice. A process
 * killed in the middle leaves each list either whole in the Trash or gone (faults suite).
 */
export async function purgeTrash(db: Db, retentionDays: number): Promise<number> {
  let purged = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number }>(sql`
      delete from ${lists} where ${lists.id} in (
        select id from ${lists}
        where removed_at < now() - make_interval(days => ${retentionDays}) and snapshot_id is null
        order by removed_at limit ${PURGE_BATCH}
        for update skip locked)
      returning ${lists.id}`);
    purged += rows.length;
    if (rows.length < PURGE_BATCH) return purged;
  }
}

/**
 * The Trash purge pass (server/background-passes.ts runs it at start, for what came due while stopped,
 * then every TRASH_PURGE_EVERY_MS): logs how many lists went for good, if any.
 */
export function trashPurgePass(db: Db, log: { info: (object: object, message: string) => void }, retentionDays: number): () => Promise<void> {
  return async () => {
    const purged = await purgeTrash(db, retentionDays);
    if (purged > 0) log.info({ purged, retentionDays }, 'trash: lists deleted for good');
  };
}
