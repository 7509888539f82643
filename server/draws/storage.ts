import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS } from '../../common/draws';
import type { Db, Tx } from '../db/open';
import { drawEntrantLists, draws } from '../db/schema';
import { AppError } from '../http/errors';
import { isForeignKeyViolation } from '../db/sql';
import { applyEntrantsChanges, isHighSurrogate, type EntrantsChange } from './entrant-changes';

/**
 * What draws store (issues #20 and #33): each distinct entrant list once, by fingerprint, with who
 * stored it, where and when, so that a person's and a workspace's draws store at most so many new
 * bytes a day (DRAW_STORAGE_MB_PER_DAY); lists no draw names any more are purged.
 */

/**
 * SHA-256 of the text's UTF-8, in hexadecimal. Hashed 64 Ki characters at a time: node:crypto
 * encodes a string it is given into new memory first, and at a million members (9 MB) the pages of
 * that copy cost as much as the hash (issue #40); a piece never ends between the two halves of a
 * character outside the BMP. Given parts (none ending between those halves), the hash of their text
 * joined.
 */
export function fingerprintOf(text: string | Iterable<string>): string {
  const hash = createHash('sha256');
  // Parts (a selection's lists, never joined: issue #40) are hashed in turn, as their text joined would be.
  for (const part of typeof text === 'string' ? [text] : text) {
    for (let start = 0; start < part.length; ) {
      let end = Math.min(part.length, start + HASHED_AT_ONCE);
      if (end < part.length && isHighSurrogate(part.charCodeAt(end - 1))) end -= 1;
      hash.update(start === 0 && end === part.length ? part : part.slice(start, end), 'utf8');
      start = end;
    }
  }
  return hash.digest('hex');
}

const HASHED_AT_ONCE = 1 << 16;

/** Who stores a list, and how much new the server lets them store in 24 hours. */
export type StoredBy = { userId: number; workspaceId: number; bytesPerDay: number };

const DAY = sql`interval '1 day'`;

/** What a change's step takes in the allowance: an integer of `change_steps`. */
const STEP_BYTES = 4;

/** What a stored list takes: its text, and a change's steps. */
const storedBytes = sql`octet_length(entrants) + ${STEP_BYTES}::int * coalesce(cardinality(change_steps), 0)`;

/** What a change takes: as storedBytes counts it. */
const changeBytes = (change: EntrantsChange) => Buffer.byteLength(change.text) + STEP_BYTES * change.steps.length;

type StorageState = { stored: boolean; by_user: string | number; by_workspace: string | number; oldest: Date | string | null; base_depth: number | null };

/**
 * In one statement: whether the list is stored, what the person and the workspace stored in the last
 * 24 hours, and (given the list it would be kept as a change to) how many changes that one is from
 * a whole list.
 */
async function storageState(db: Db | Tx, fingerprint: string, by: StoredBy, baseFingerprint?: string): Promise<StorageState> {
  const { rows } = await db.execute<StorageState>(sql`
    select exists (select 1 from ${drawEntrantLists} where fingerprint = ${fingerprint}) as stored,
      (select coalesce(sum(${storedBytes}), 0) from ${drawEntrantLists} where user_id = ${by.userId} and stored_at > now() - ${DAY})::bigint as by_user,
      (select coalesce(sum(${storedBytes}), 0) from ${drawEntrantLists} where workspace_id = ${by.workspaceId} and stored_at > now() - ${DAY})::bigint as by_workspace,
      (select min(stored_at) from ${drawEntrantLists} where (user_id = ${by.userId} or workspace_id = ${by.workspaceId}) and stored_at > now() - ${DAY}) as oldest,
      (select depth from ${drawEntrantLists} where fingerprint = ${baseFingerprint ?? null}::text) as base_depth`);
  return rows[0]!;
}

/**
 * Refuses (429 DRAW_STORAGE_FULL, with Retry-After) a new entrant list of `bytes` that would take
 * the person's or the workspace's new lists past their allowance of the last 24 hours. A list
 * already stored costs nothing. Counted before the insert, so racing shoots may pass it by a list each.
 */
function checkRoom(state: StorageState, bytes: number, by: StoredBy): void {
  if (state.stored) return;
  if (Math.max(Number(state.by_user), Number(state.by_workspace)) + bytes <= by.bytesPerDay) return;
  const oldest = state.oldest === null ? Date.now() : new Date(state.oldest).getTime();
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
  await storeSelectionList(tx, { text, fingerprint, count }, by);
  return fingerprint;
}

/**
 * How many changes a list may be from a whole one (issue #40): reading a certificate walks that many
 * rows at most; the next change stores the list whole again.
 */
export const ENTRANT_LIST_MAX_DEPTH = 32;

/** A list to store, and the stored list it may be kept as a change to. */
export type ListToStore = {
  /** The list, or how to write it out (a selection's lists are joined only when the list is stored whole: issue #40). */
  text: string | (() => string);
  /** Its length in UTF-16 code units, when `text` is to be written out. */
  length?: number | undefined;
  fingerprint: string;
  count: number;
  base?: { fingerprint: string; change: EntrantsChange } | undefined;
};

/**
 * Stores a selection's list (issue #40): as a change to its base when it has one, that base is
 * still stored and fewer than ENTRANT_LIST_MAX_DEPTH changes from a whole list; whole otherwise.
 * The allowance of the day counts what is written. A base purged between the two statements makes
 * the insert fail on its foreign key: the caller stores the list whole then.
 */
export async function storeSelectionList(tx: Tx, list: ListToStore, by: StoredBy): Promise<void> {
  const { base } = list;
  let written = typeof list.text === 'string' ? list.text : undefined;
  const text = () => (written ??= (list.text as () => string)());
  // A change as big as half the list (lists that share little, or handles chosen to cut it into
  // a step each) is stored whole: as small, and read without a chain.
  // (A text has at least as many bytes as characters: its length settles it without reading 9 MB.)
  const asChange = base && (changeBytes(base.change) < (list.length ?? text().length) / 2 || changeBytes(base.change) < Buffer.byteLength(text()) / 2) ? base : undefined;
  // The allowance and the depth of the list before, read together.
  const state = await storageState(tx, list.fingerprint, by, asChange?.fingerprint);
  if (asChange) {
    const depth = state.base_depth === null ? undefined : Number(state.base_depth);
    if (depth !== undefined && depth < ENTRANT_LIST_MAX_DEPTH) {
      checkRoom(state, changeBytes(asChange.change), by);
      await tx.execute(sql`
        insert into ${drawEntrantLists} (fingerprint, entrant_count, entrants, user_id, workspace_id, base_fingerprint, change_steps, depth)
        values (${list.fingerprint}, ${list.count}, ${asChange.change.text}, ${by.userId}, ${by.workspaceId}, ${asChange.fingerprint}, ${sql.param(asChange.change.steps)}::int[], ${depth + 1})
        on conflict do nothing`);
      return;
    }
  }
  checkRoom(state, Buffer.byteLength(text()), by);
  await tx.insert(drawEntrantLists).values({ fingerprint: list.fingerprint, entrantCount: list.count, entrants: text(), userId: by.userId, workspaceId: by.workspaceId }).onConflictDoNothing();
}

/**
 * A stored list's text, rebuilt from its changes when it is kept as one (issue #40), or null when
 * it is not stored. One query walks down to the whole list; the text is checked against its
 * fingerprint, so a wrong change can never show as a certificate's entrants.
 */
export async function readEntrantList(db: Db | Tx, fingerprint: string): Promise<string | null> {
  const { rows } = await db.execute<{ entrants: string; change_steps: number[] | null }>(sql`
    with recursive chain as (
      select fingerprint, base_fingerprint, entrants, change_steps, 0 as level from ${drawEntrantLists} where fingerprint = ${fingerprint}
      union all
      select e.fingerprint, e.base_fingerprint, e.entrants, e.change_steps, chain.level + 1
      from ${drawEntrantLists} e join chain on e.fingerprint = chain.base_fingerprint
      where chain.level < ${ENTRANT_LIST_MAX_DEPTH}
    )
    select entrants, change_steps from chain order by level desc`);
  if (rows.length === 0) return null;
  if (rows[0]!.change_steps !== null) throw new Error(`the stored entrant list ${fingerprint} is made from a list that is gone`);
  const text = applyEntrantsChanges(rows[0]!.entrants, rows.slice(1).map((row) => ({ steps: row.change_steps!, text: row.entrants })));
  if (rows.length > 1 && fingerprintOf(text) !== fingerprint) throw new Error(`the stored entrant list ${fingerprint} does not rebuild to its fingerprint`);
  return text;
}

/**
 * Deletes the entrant lists no draw names any more (an account's deletion takes its draws): the
 * handles of other people are not kept for nothing. The hourly job "entrant lists purge" (server/background-passes.ts).
 */
export async function purgeUnusedEntrants(db: Db): Promise<number> {
  // A drawn list made from a list no draw names (its draws went with an account) is stored whole
  // first: the other list, with handles no certificate shows any more, then goes too (issue #40).
  const { rows: freed } = await db.execute<{ fingerprint: string }>(sql`
    with recursive up as (
      select e.fingerprint, e.base_fingerprint as ancestor from ${drawEntrantLists} e
      where e.base_fingerprint is not null and exists (select 1 from ${draws} where ${draws.selectionFingerprint} = e.fingerprint)
      union all
      select up.fingerprint, a.base_fingerprint from up join ${drawEntrantLists} a on a.fingerprint = up.ancestor where a.base_fingerprint is not null
    )
    select distinct up.fingerprint from up where not exists (select 1 from ${draws} where ${draws.selectionFingerprint} = up.ancestor)`);
  for (const { fingerprint } of freed) {
    const text = await readEntrantList(db, fingerprint);
    if (text !== null) {
      await db.execute(sql`update ${drawEntrantLists} set entrants = ${text}, base_fingerprint = null, change_steps = null, depth = 0 where fingerprint = ${fingerprint} and base_fingerprint is not null`);
    }
  }
  let purged = 0;
  // A list kept as a change keeps its base: a chain goes from its newest change down, one step a turn.
  for (let turn = 0; turn <= ENTRANT_LIST_MAX_DEPTH; turn += 1) {
    let deleted: unknown[];
    try {
      deleted = await db
        .delete(drawEntrantLists)
        .where(
          sql`not exists (select 1 from ${draws} where ${draws.selectionFingerprint} = ${drawEntrantLists.fingerprint})
            and not exists (select 1 from ${drawEntrantLists} as made where made.base_fingerprint = ${drawEntrantLists.fingerprint})`,
        )
        .returning({ fingerprint: drawEntrantLists.fingerprint });
    } catch (error) {
      // A shoot stored a list (or a change to one) this turn was deleting: the next run takes the rest.
      if (isForeignKeyViolation(error)) break;
      throw error;
    }
    purged += deleted.length;
    if (deleted.length === 0) break;
  }
  return purged;
}
