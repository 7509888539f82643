import type { Db, Tx } from './open';

/**
 * A background pass's work taken a batch at a time, each batch in its own transaction, until one
 * comes back smaller than `size` (the due draws, the closing giveaways). `take` locks its rows
 * `FOR UPDATE SKIP LOCKED` and changes what marks them due, so instances running the same pass
 * share the work and none takes a row twice (decision 020). `committed` runs after each batch's
 * commit. Returns how many rows were taken.
 */
export async function inBatches(db: Db, size: number, take: (tx: Tx, size: number) => Promise<number>, committed?: () => void): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction((tx) => take(tx, size));
    // What the batch did is now for good: the caller may tell of it (a mail after a commit, never before).
    committed?.();
    done += batch;
    if (batch < size) return done;
  }
}
