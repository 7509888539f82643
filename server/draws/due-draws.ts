import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { inBatches } from '../db/batches';
import type { Db } from '../db/open';
import { draws } from '../db/schema';
import { dueColumns, reveal } from './announced-draws';
import { purgeUnusedEntrants } from './storage';

/** How many due draws one pass takes at most (the next pass takes the rest). */
const DUE_BATCH = 20;

/** Unused entrant lists are looked for this often. */
const PURGE_EVERY_MS = 3600_000;

/**
 * Draws every announced draw whose time has come, once, whichever instance gets there first:
 * `FOR UPDATE SKIP LOCKED` hands each due row to one transaction, and the status it changes keeps
 * the next pass from taking it again (decision 020). Returns how many were drawn.
 */
export function drawDueDraws(db: Db): Promise<number> {
  return inBatches(db, DUE_BATCH, async (tx, size) => {
    const due = await tx
      .select(dueColumns)
      .from(draws)
      .where(and(eq(draws.status, 'announced'), lte(draws.drawAt, sql`now()`)))
      .orderBy(asc(draws.drawAt))
      .limit(size)
      .for('update', { skipLocked: true });
    for (const draw of due) await reveal(tx, draw);
    return due.length;
  });
}

/**
 * The due-draws pass (server/background-passes.ts runs it every DUE_DRAWS_SECONDS and once at start, for
 * the draws that came due while the instance was stopped): the due draws, then, at most once an
 * hour, the entrant lists no draw names any more.
 */
export function dueDrawsPass(db: Db): () => Promise<void> {
  let purgedAt = 0;
  return async () => {
    await drawDueDraws(db);
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    await purgeUnusedEntrants(db);
  };
}
