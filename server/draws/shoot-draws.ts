import { sql } from 'drizzle-orm';
import { DRAW_ALGORITHM, DRAW_ALGORITHM_V2 } from '../../common/draw.plain';
import type { DrandBeacon, DrandChainInfo } from '../../common/drand.plain';
import type { DrawMode } from '../../common/draws';
import type { Db } from '../db/open';
import { drawRedraws, draws, shootHistory } from '../db/schema';
import { isForeignKeyViolation } from '../db/sql';
import { newDrawId, publishedLikeBefore, selectionOf } from './draw-keys';
import { encodePositions } from './positions';
import { storeSelectionList, type ListToStore } from './storage';
import { storedListsOf } from './stored-lists-cache';
import { chainLink } from './chain';

/**
 * The draw a shoot records (issue #20, docs/draws.md): its seed, its entrants (by fingerprint,
 * shared between draws of the same members) and its winners, with the shoot history (the team's
 * activity line is written by the route once the draw has committed); and who a rotation has drawn so far.
 */

/** A 'Provably fair' shoot (issue #37, rollcall-draw-v2): when its entrants were frozen, the round that seeded it and its chain, who was left out (hashed). */
export type FairDraw = { frozenAt: Date; chain: DrandChainInfo; beacon: DrandBeacon; leftOutFingerprint: string | null };

export type NewDraw = {
  /** Its id, chosen before (a v2 seed is derived from it). */
  id?: string;
  v2?: FairDraw;
  /** Who draws. */
  userId: number;
  /** Whose lists (issue #22): rotation and publishing choices are the workspace's. */
  workspaceId: number;
  listIds: number[];
  listNames: string[];
  count: number;
  mode: DrawMode;
  skipRecent: number;
  leftOut: number;
  roundStarted: boolean;
  /** Of the eligible entrants. */
  fingerprint: string;
  entrantCount: number;
  seed: string;
  winners: string[];
};

/** The selection's members as stored for a draw (issue #33): the eligible are these without the left-out. */
export type SelectionList = {
  /** One handle per line (docs/draws.md), or how to write it out (only when it is stored whole: issue #40). */
  text: string | (() => string);
  /** Its length, when `text` is to be written out. */
  length?: number | undefined;
  fingerprint: string;
  /** membersKeyOf(text). */
  membersKey: string;
  count: number;
  /** The places of who was left out, in order; empty when nobody was. */
  leftOut: readonly number[];
  /** The same selection's list before its last change, stored, as what this one changes (issue #40). */
  base?: ListToStore['base'];
};

/**
 * Records a shoot in one statement (one round trip, atomic): the shoot history's row (what 'skip
 * recent' reads) and the draw's certificate with who was left out; before it, in the same
 * transaction, the selection's member list unless this process knows it is stored (as a change to
 * its list before when it has one: issue #40). A rotation or skip draw stores a few handles, not its
 * eligible list again (issue #33). The foreign key from the draw to the list is checked at the
 * statement's end, when the list is in.
 */
export async function recordShoot(
  db: Db,
  draw: NewDraw & { selection: SelectionList; historyListIds: number[] },
  /** How many new bytes of entrant lists the drawer and the workspace may store a day (DRAW_STORAGE_MB_PER_DAY). */
  bytesPerDay: number,
): Promise<string> {
  const stored = storedListsOf(db);
  const id = draw.id ?? newDrawId();
  const { selection, v2 } = draw;
  const keys = { selection: selectionOf(draw.listIds), fingerprint: draw.fingerprint, membersKey: selection.membersKey };
  const createdAt = v2?.frozenAt ?? new Date();
  const content = {
    id,
    algorithm: v2 ? DRAW_ALGORITHM_V2 : DRAW_ALGORITHM,
    createdAt: createdAt.toISOString(),
    count: draw.count,
    entrantCount: draw.entrantCount,
    fingerprint: draw.fingerprint,
    selectionFingerprint: selection.fingerprint,
    commitment: null,
    seed: v2 ? null : draw.seed,
    drawAt: null,
    leftOutFingerprint: v2?.leftOutFingerprint ?? null,
    beacon: v2 ? { round: v2.beacon.round, chain: v2.chain } : null,
  };
  // One transaction: the person's chain is locked from reading its last link to adding this one.
  const record = (store: false | { asChange: boolean }) =>
    db.transaction(async (tx) => {
      if (store) {
        const list = { text: selection.text, length: selection.length, fingerprint: selection.fingerprint, count: selection.count, base: store.asChange ? selection.base : undefined };
        await storeSelectionList(tx, list, { userId: draw.userId, workspaceId: draw.workspaceId, bytesPerDay });
      }
      const link = await chainLink(tx, draw.userId, content);
      return tx.execute(sql`
      with history as (insert into ${shootHistory} (user_id, workspace_id, list_ids, usernames) values (${draw.userId}, ${draw.workspaceId}, ${sql.param(draw.historyListIds)}::int[], ${sql.param(draw.winners)}::text[]))
      insert into ${draws} (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, entrant_count, selection_fingerprint, members_key, left_out_positions, mode, skip_recent, left_out, round_started, winners, drawn_at, publish_entrants,
        created_at, drand_round, drand_chain, drand_signature, drand_randomness, left_out_fingerprint, chain_seq, previous_id, previous_hash, content_hash)
      values (${id}, ${draw.userId}, ${draw.workspaceId}, ${keys.selection}, ${sql.param(draw.listIds)}::int[], ${sql.param(draw.listNames)}::text[], ${content.algorithm}, 'drawn', ${draw.seed},
        ${draw.count}, ${draw.fingerprint}, ${draw.entrantCount}, ${selection.fingerprint}, ${selection.membersKey}, ${selection.leftOut.length === 0 ? null : encodePositions(selection.leftOut, selection.count)}::bytea, ${draw.mode}, ${draw.skipRecent}, ${draw.leftOut}, ${draw.roundStarted}, ${sql.param(draw.winners)}::text[], now(),
        ${publishedLikeBefore({ ...keys, workspaceId: draw.workspaceId, userId: draw.userId })},
        ${content.createdAt}::timestamptz, ${v2?.beacon.round ?? null}::int, ${v2 ? JSON.stringify(v2.chain) : null}::jsonb, ${v2?.beacon.signature ?? null}, ${v2?.beacon.randomness ?? null}, ${content.leftOutFingerprint},
        ${link.chainSeq}, ${link.previousId}, ${link.previousHash}, ${link.contentHash})`);
    });
  const known = stored.has(selection.fingerprint);
  try {
    await record(known ? false : { asChange: true });
  } catch (error) {
    // Known here, but gone (no draw kept it: purgeUnusedEntrants), or its base gone while it was
    // stored as a change: store it again, whole.
    if ((!known && !selection.base) || !isForeignKeyViolation(error)) throw error;
    stored.forget(selection.fingerprint);
    await record({ asChange: false });
  }
  stored.remember(selection.fingerprint);
  return id;
}

/**
 * Who was drawn in the current rotation round of a selection: the winners (and redraw winners)
 * of my rotation draws from the one that began the round on.
 */
export async function rotationDrawn(db: Db, workspaceId: number, listIds: number[]): Promise<string[]> {
  const selection = selectionOf(listIds);
  const mine = sql`${draws.workspaceId} = ${workspaceId} and ${draws.selection} = ${selection} and ${draws.mode} = 'rotation' and ${draws.status} = 'drawn'`;
  const { rows } = await db.execute<{ handle: string }>(sql`
    with round as (
      select ${draws.id} as id, ${draws.winners} as winners from ${draws}
      where ${mine} and ${draws.createdAt} >= coalesce((select max(${draws.createdAt}) from ${draws} where ${mine} and ${draws.roundStarted}), '-infinity')
    )
    select unnest(winners) as handle from round
    union all
    select ${drawRedraws.winner} as handle from ${drawRedraws} join round on ${drawRedraws.drawId} = round.id`);
  return rows.map((row) => row.handle);
}
