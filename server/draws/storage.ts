import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS } from '../../common/draws';
import type { Db, Tx } from '../db/open';
import { drawEntrantLists, draws } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * What draws store (issues #20 and #33): each distinct entrant list once, by fingerprint, with who
 * stored it, where and when, so that a person's and a workspace's draws store at most so many new
 * bytes a day (DRAW_STORAGE_MB_PER_DAY); lists no draw names any more are purged.
 */

/** SHA-256 of the text's UTF-8, in hexadecimal (node:crypto hashes the string as is: no 1 MB copy into bytes first). */
export const fingerprintOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A selection's members as a set (docs/draws.md "Other draws"): the SHA-256 of their handles in
 * lower case, sorted by their bytes (code units: handles are ASCII), one per line. The same people
 * in another order, spelling or set of lists give the same key.
 */
export function membersKeyOf(selectionText: string): string {
  const handles = selectionText === '' ? [] : [...new Set(selectionText.toLowerCase().split('\n'))];
  handles.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return fingerprintOf(handles.join('\n'));
}

/** Who stores a list, and how much new the server lets them store in 24 hours. */
export type StoredBy = { userId: number; workspaceId: number; bytesPerDay: number };

const DAY = sql`interval '1 day'`;

/**
 * Refuses (429 DRAW_STORAGE_FULL, with Retry-After) a new entrant list that would take the
 * person's or the workspace's new lists past their allowance of the last 24 hours. A list already
 * stored costs nothing. Counted before the insert, so racing shoots may pass it by a list each.
 */
export async function requireStorageRoom(db: Db | Tx, list: { fingerprint: string; bytes: number }, by: StoredBy): Promise<void> {
  const { rows } = await db.execute<{ stored: boolean; by_user: string | number; by_workspace: string | number; oldest: Date | string | null }>(sql`
    select exists (select 1 from ${drawEntrantLists} where fingerprint = ${list.fingerprint}) as stored,
      (select coalesce(sum(octet_length(entrants)), 0) from ${drawEntrantLists} where user_id = ${by.userId} and stored_at > now() - ${DAY})::bigint as by_user,
      (select coalesce(sum(octet_length(entrants)), 0) from ${drawEntrantLists} where workspace_id = ${by.workspaceId} and stored_at > now() - ${DAY})::bigint as by_workspace,
      (select min(stored_at) from ${drawEntrantLists} where (user_id = ${by.userId} or workspace_id = ${by.workspaceId}) and stored_at > now() - ${DAY}) as oldest`);
  const row = rows[0]!;
  if (row.stored) return;
  if (Math.max(Number(row.by_user), Number(row.by_workspace)) + list.bytes <= by.bytesPerDay) return;
  const oldest = row.oldest === null ? Date.now() : new Date(row.oldest).getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + 24 * 3600_000 - Date.now()) / 1000));
  throw new AppError(429, DRAWS_ERROR_CODES.storageFull, DRAWS_TEXTS.storageFull(Math.round(by.bytesPerDay / 1_000_000)), retryAfter);
}

/**
 * Stores an entrant list once (draws name it by fingerprint) and gives its fingerprint. Inserted
 * (or found) in the caller's transaction every time: a list this process stored may have been
 * purged since by any instance (issue #33: announcing then answered 500).
 */
export async function storeEntrants(tx: Tx, text: string, count: number, by: StoredBy): Promise<string> {
  const fingerprint = fingerprintOf(text);
  await requireStorageRoom(tx, { fingerprint, bytes: Buffer.byteLength(text) }, by);
  await tx.insert(drawEntrantLists).values({ fingerprint, entrantCount: count, entrants: text, userId: by.userId, workspaceId: by.workspaceId }).onConflictDoNothing();
  return fingerprint;
}

/**
 * Deletes the entrant lists no draw names any more (an account's deletion takes its draws): the
 * handles of other people are not kept for nothing. The hourly job "entrant lists purge" (server/background-passes.ts).
 */
export async function purgeUnusedEntrants(db: Db): Promise<number> {
  const deleted = await db
    .delete(drawEntrantLists)
    .where(sql`not exists (select 1 from ${draws} where ${draws.selectionFingerprint} = ${drawEntrantLists.fingerprint})`)
    .returning({ fingerprint: drawEntrantLists.fingerprint });
  return deleted.length;
}
