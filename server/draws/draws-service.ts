import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { DRAW_ALGORITHM, DRAW_SEED_BYTES, currentWinners, drawWinners, entrantsOf, fromHex, redrawEntrants, seedCommitment, toHex } from '../../common/draw';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS, type DrawCertificate, type DrawMode, type DrawSettings } from '../../common/draws';
import type { WorkspaceRole } from '../../common/teams';
import { requireRole } from '../access/actor';
import type { Db, Tx } from '../db/open';
import { drawEntrantLists, drawRedraws, draws, shootHistory, workspaceMembers } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { isForeignKeyViolation } from '../db/sql';
import { nodeDrawCrypto } from './draw-crypto';
import { decodePositions, encodePositions } from './positions';
import { drawsAround } from './related';
import { fingerprintOf, purgeUnusedEntrants, requireStorageRoom } from './storage';

/**
 * Draws and their certificates (issue #20, docs/draws.md): each shoot records its seed, its
 * entrants (by fingerprint, shared between draws of the same members) and its winners; anyone
 * reads a certificate by its unguessable id; only its owner changes what it shows or redraws one.
 */

const drawNotFound = () => notFound(DRAWS_TEXTS.notFound);
export const newDrawId = () => randomBytes(16).toString('base64url');
export const newSeed = () => toHex(randomBytes(DRAW_SEED_BYTES));
/** The SHA-256 of an entrant list's text (docs/draws.md). */
export const entrantsFingerprint = fingerprintOf;

/** The entrant lists this process knows are stored, per database: a repeated shoot does not send them again. */
const storedLists = new WeakMap<object, Set<string>>();
const STORED_LISTS_MAX = 1000;

/**
 * The selection key of some lists: the SHA-256 of their ids sorted and joined by commas (a
 * thousand ids would not fit a btree index entry; the hash always does).
 */
export const selectionOf = (listIds: readonly number[]) => fingerprintOf([...new Set(listIds)].sort((a, b) => a - b).join(','));

export type NewDraw = {
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
  /** One handle per line (docs/draws.md). */
  text: string;
  fingerprint: string;
  /** membersKeyOf(text). */
  membersKey: string;
  count: number;
  /** The places of who was left out, in order; empty when nobody was. */
  leftOut: readonly number[];
};

/**
 * Records a shoot in one statement (one round trip, atomic): the selection's member list unless
 * this process knows it is stored, the shoot history's row (what 'skip recent' reads) and the
 * draw's certificate with who was left out. A rotation or skip draw stores a few handles, not its
 * eligible list again (issue #33). The foreign key from the draw to the list is checked at the
 * statement's end, when the list is in.
 */
export async function recordShoot(
  db: Db,
  draw: NewDraw & { selection: SelectionList; historyListIds: number[] },
  /** How many new bytes of entrant lists the drawer and the workspace may store a day (DRAW_STORAGE_MB_PER_DAY). */
  bytesPerDay: number,
): Promise<string> {
  let stored = storedLists.get(db);
  if (!stored) storedLists.set(db, (stored = new Set()));
  const id = newDrawId();
  const { selection } = draw;
  const keys = { selection: selectionOf(draw.listIds), fingerprint: draw.fingerprint, membersKey: selection.membersKey };
  const record = async (store: boolean) => {
    if (store) await requireStorageRoom(db, { fingerprint: selection.fingerprint, bytes: Buffer.byteLength(selection.text) }, { userId: draw.userId, workspaceId: draw.workspaceId, bytesPerDay });
    const entrants = store
      ? sql`insert into ${drawEntrantLists} (fingerprint, entrant_count, entrants, user_id, workspace_id) values (${selection.fingerprint}, ${selection.count}, ${selection.text}, ${draw.userId}, ${draw.workspaceId}) on conflict do nothing`
      : sql`select 1`;
    return db.execute(sql`
      with entrants as (${entrants}),
      history as (insert into ${shootHistory} (user_id, workspace_id, list_ids, usernames) values (${draw.userId}, ${draw.workspaceId}, ${sql.param(draw.historyListIds)}::int[], ${sql.param(draw.winners)}::text[]))
      insert into ${draws} (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, entrant_count, selection_fingerprint, members_key, left_out_positions, mode, skip_recent, left_out, round_started, winners, drawn_at, publish_entrants)
      values (${id}, ${draw.userId}, ${draw.workspaceId}, ${keys.selection}, ${sql.param(draw.listIds)}::int[], ${sql.param(draw.listNames)}::text[], ${DRAW_ALGORITHM}, 'drawn', ${draw.seed},
        ${draw.count}, ${draw.fingerprint}, ${draw.entrantCount}, ${selection.fingerprint}, ${selection.membersKey}, ${selection.leftOut.length === 0 ? null : encodePositions(selection.leftOut, selection.count)}::bytea, ${draw.mode}, ${draw.skipRecent}, ${draw.leftOut}, ${draw.roundStarted}, ${sql.param(draw.winners)}::text[], now(),
        ${publishedLikeBefore({ ...keys, workspaceId: draw.workspaceId, userId: draw.userId })})`);
  };
  const known = stored.has(selection.fingerprint);
  try {
    await record(!known);
  } catch (error) {
    // Known here, but gone (no draw kept it: purgeUnusedEntrants): store it again.
    if (!known || !isForeignKeyViolation(error)) throw error;
    stored.delete(selection.fingerprint);
    await record(true);
  }
  if (stored.size >= STORED_LISTS_MAX) stored.clear();
  stored.add(selection.fingerprint);
  return id;
}

/** What ties draws together (issue #33): the same lists, the same eligible entrants, or the same members as a set. */
export type DrawKeys = { selection: string; fingerprint: string; membersKey: string };

/** The draws that share a draw's lists or members. */
export const sharesMembers = (keys: DrawKeys) =>
  sql`(${draws.selection} = ${keys.selection} or ${draws.fingerprint} = ${keys.fingerprint} or ${draws.membersKey} = ${keys.membersKey})`;

/**
 * Whose choices a draw follows: its workspace's draws, or, once its team is gone, its drawer's
 * draws that lost their team too.
 */
const sameOwnerOf = (owner: { workspaceId: number | null; userId: number }) =>
  owner.workspaceId === null ? sql`(${draws.workspaceId} is null and ${draws.userId} = ${owner.userId})` : sql`${draws.workspaceId} = ${owner.workspaceId}`;

/**
 * Whether a new draw publishes its entrants: as the latest draw of the same lists or members does,
 * in its workspace or by its drawer anywhere (an unpublished list stays unpublished, after a member
 * is added or in another workspace: issue #33); published when it is the first. One index probe
 * per key and scope, the latest of them deciding.
 */
const publishedLikeBefore = (draw: DrawKeys & { workspaceId: number; userId: number }) => {
  const latest = (scope: SQL, key: SQL) => sql`(select ${draws.publishEntrants} as publish, ${draws.createdAt} as at from ${draws} where ${scope} and ${key} order by ${draws.createdAt} desc limit 1)`;
  const scopes = [sql`${draws.workspaceId} = ${draw.workspaceId}`, sql`${draws.userId} = ${draw.userId}`];
  const keys = [sql`${draws.selection} = ${draw.selection}`, sql`${draws.fingerprint} = ${draw.fingerprint}`, sql`${draws.membersKey} = ${draw.membersKey}`];
  const probes = sql.join(scopes.flatMap((scope) => keys.map((key) => latest(scope, key))), sql` union all `);
  return sql`coalesce((select publish from (${probes}) probes order by at desc limit 1), true)`;
};

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

/** A draw's eligible entrants and who was left out, each at its place: the selection's list without the left-out places. */
export function splitSelection(selectionText: string, leftOutPositions: Uint8Array | null): { entrants: string[]; leftOut: { at: number; handle: string }[] } {
  const selection = entrantsOf(selectionText);
  if (!leftOutPositions) return { entrants: selection, leftOut: [] };
  const out = new Set(decodePositions(leftOutPositions, selection.length));
  const entrants: string[] = [];
  const leftOut: { at: number; handle: string }[] = [];
  selection.forEach((handle, at) => {
    if (out.has(at)) leftOut.push({ at, handle });
    else entrants.push(handle);
  });
  return { entrants, leftOut };
}

/** The eligible entrants of a draw, read from its selection's list. */
async function eligibleEntrants(db: Db, draw: { selectionFingerprint: string; leftOutPositions: Uint8Array | null }): Promise<string[]> {
  const [list] = await db.select({ entrants: drawEntrantLists.entrants }).from(drawEntrantLists).where(eq(drawEntrantLists.fingerprint, draw.selectionFingerprint));
  return splitSelection(list?.entrants ?? '', draw.leftOutPositions).entrants;
}

/** A certificate as anyone (or its owner, `viewerId`) may read it. */
export async function getCertificate(db: Db, id: string, viewerId: number | null): Promise<DrawCertificate> {
  const [draw] = await db.select().from(draws).where(eq(draws.id, id));
  if (!draw) throw drawNotFound();
  const mine = viewerId !== null && viewerId === draw.userId;
  const drawn = draw.status === 'drawn';
  const shown = draw.publishEntrants || mine;
  const [entrantList, redraws, around] = await Promise.all([
    shown ? db.select({ entrants: drawEntrantLists.entrants }).from(drawEntrantLists).where(eq(drawEntrantLists.fingerprint, draw.selectionFingerprint)) : Promise.resolve([]),
    db.select().from(drawRedraws).where(eq(drawRedraws.drawId, id)).orderBy(asc(drawRedraws.id)),
    drawsAround(db, draw),
  ]);
  const split = shown ? splitSelection(entrantList[0]?.entrants ?? '', draw.leftOutPositions) : null;
  // Before issue #33 a draw that left some out stored its eligible list only: the count is all there is.
  const leftOutListed = draw.leftOut === 0 || draw.leftOutPositions !== null;
  return {
    id: draw.id,
    algorithm: draw.algorithm,
    status: draw.status as DrawCertificate['status'],
    createdAt: draw.createdAt.toISOString(),
    drawAt: draw.drawAt?.toISOString() ?? null,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    count: draw.count,
    entrantCount: draw.entrantCount,
    fingerprint: draw.fingerprint,
    selectionFingerprint: draw.selectionFingerprint,
    seed: drawn ? draw.seed : null,
    commitment: draw.commitment,
    winners: drawn ? (draw.winners ?? []) : null,
    redraws: redraws.map((redraw) => ({ replaced: redraw.replaced, winner: redraw.winner, seed: redraw.seed, createdAt: redraw.createdAt.toISOString() })),
    entrants: split ? split.entrants : null,
    leftOutEntrants: split && leftOutListed ? split.leftOut : null,
    listNames: draw.showListNames || mine ? draw.listNames : null,
    mode: draw.mode as DrawMode,
    skipRecent: draw.skipRecent,
    leftOut: draw.leftOut,
    roundStarted: draw.roundStarted,
    others: around.linked.map((other) => ({ id: other.id, createdAt: other.createdAt.toISOString(), status: other.status as 'drawn' | 'announced' })),
    othersCount: around.related,
    otherSelections: around.others,
    othersByOthers: around.byOthers,
    countsCapped: around.capped,
    mine,
    settings: mine ? { showListNames: draw.showListNames, publishEntrants: draw.publishEntrants } : null,
  };
}

/**
 * The drawer acts on their certificate only while they still belong to the draw's workspace
 * (issue #22): a member removed from a team keeps no hold on its draws. Their role there now, or
 * null when they left it.
 */
const roleInDrawWorkspace = (userId: number) =>
  // Spelled out with its table: in a select list Drizzle writes a column without it, and the
  // subquery would read its own workspace_id. Once the team is deleted (issue #33), nobody's.
  sql<WorkspaceRole | null>`(select m.role from ${workspaceMembers} m where m.workspace_id = "draws"."workspace_id" and m.user_id = ${userId})`;

/** A draw whose team was deleted (issue #33): nobody may publish it or redraw it any more. */
const teamGone = () => new AppError(403, DRAWS_ERROR_CODES.teamGone, DRAWS_TEXTS.teamGoneHideOnly);

/**
 * The owner's choice of what the certificate shows (the draw itself never changes). Once its team
 * is deleted, its drawer may only hide more of it: they answer to no team for it any more, and a
 * member removed before could otherwise publish what the team hid (issue #33).
 */
export async function updateDrawSettings(db: Db, userId: number, id: string, change: DrawSettings): Promise<DrawCertificate> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ workspaceId: draws.workspaceId, role: roleInDrawWorkspace(userId) })
      .from(draws)
      .where(and(eq(draws.id, id), eq(draws.userId, userId)))
      .for('update');
    if (!found) throw drawNotFound();
    if (found.workspaceId === null) {
      if (change.publishEntrants === true || change.showListNames === true) throw teamGone();
    } else {
      if (!found.role) throw drawNotFound();
      // Publishing the entrants publishes them on every certificate of the workspace that shares
      // them (below): a change to the team's data, so not a viewer's.
      if (change.publishEntrants !== undefined) requireRole({ role: found.role }, 'write');
    }
    const [draw] = await tx
      .update(draws)
      .set(change)
      .where(and(eq(draws.id, id), eq(draws.userId, userId)))
      .returning({ workspaceId: draws.workspaceId, userId: draws.userId, selection: draws.selection, fingerprint: draws.fingerprint, membersKey: draws.membersKey });
    if (!draw) throw drawNotFound();
    // The entrants are one list whichever certificate shows them (issue #33): published again on
    // every draw of the workspace with the same lists or members; hidden on those and on every
    // draw of the same lists or members the drawer made anywhere, so no linked certificate (or
    // the next draw after a member was added) gives away what this one hides.
    if (change.publishEntrants === true) {
      await tx.update(draws).set({ publishEntrants: true }).where(and(sameOwnerOf(draw), sharesMembers(draw)));
    } else if (change.publishEntrants === false) {
      await tx
        .update(draws)
        .set({ publishEntrants: false })
        .where(and(sql`(${sameOwnerOf(draw)} or ${draws.userId} = ${draw.userId})`, sharesMembers(draw)));
    }
  });
  return getCertificate(db, id, userId);
}

/**
 * 'Redraw one': replaces one current winner by a member drawn, with a fresh seed, from the
 * entrants who never won or were replaced on this certificate (docs/draws.md "Redraw one").
 * The owner's row is locked, so two redraws at once follow each other.
 */
export async function redrawOne(db: Db, userId: number, id: string, replace: string): Promise<DrawCertificate> {
  await db.transaction(async (tx) => {
    const [draw] = await tx
      .select({ status: draws.status, winners: draws.winners, workspaceId: draws.workspaceId, selectionFingerprint: draws.selectionFingerprint, leftOutPositions: draws.leftOutPositions, role: roleInDrawWorkspace(userId) })
      .from(draws)
      .where(and(eq(draws.id, id), eq(draws.userId, userId)))
      .for('update');
    if (!draw) throw drawNotFound();
    if (draw.workspaceId === null) throw teamGone();
    if (!draw.role) throw drawNotFound();
    if (draw.status !== 'drawn') throw new AppError(409, DRAWS_ERROR_CODES.notAnnounced, DRAWS_TEXTS.stillAnnounced);
    const redraws = await tx.select({ replaced: drawRedraws.replaced, winner: drawRedraws.winner }).from(drawRedraws).where(eq(drawRedraws.drawId, id)).orderBy(asc(drawRedraws.id));
    const current = currentWinners(draw.winners ?? [], redraws);
    const replaced = current.find((winner) => winner.toLowerCase() === replace.toLowerCase());
    if (!replaced) throw new AppError(400, DRAWS_ERROR_CODES.notAWinner, DRAWS_TEXTS.notAWinner(replace));
    if (redraws.length >= redrawsAllowed(current.length)) throw new AppError(409, DRAWS_ERROR_CODES.redrawLimit, DRAWS_TEXTS.redrawLimit(redrawsAllowed(current.length)));
    const left = redrawEntrants(await eligibleEntrants(tx, draw), [...(draw.winners ?? []), ...redraws.map((redraw) => redraw.winner)]);
    if (left.length === 0) throw new AppError(409, DRAWS_ERROR_CODES.nobodyLeft, DRAWS_TEXTS.nobodyLeft);
    const seed = newSeed();
    const [winner] = drawWinners(left, 1, fromHex(seed), nodeDrawCrypto.hmac);
    await tx.insert(drawRedraws).values({ drawId: id, replaced, winner: winner!, seed });
  });
  return getCertificate(db, id, userId);
}

/** Redraws a certificate may record: enough to replace every winner twice, never so many that checking it freezes a browser. */
export const redrawsAllowed = (winners: number) => Math.max(10, winners * 2);


/** Unused entrant lists are looked for this often. */
const PURGE_EVERY_MS = 3600_000;

/** How many due draws one pass takes at most (the next pass takes the rest). */
const DUE_BATCH = 20;

type DueDraw = { id: string; userId: number; workspaceId: number | null; listIds: number[]; seed: string; count: number; selectionFingerprint: string; leftOutPositions: Uint8Array | null };
const dueColumns = {
  id: draws.id,
  userId: draws.userId,
  workspaceId: draws.workspaceId,
  listIds: draws.listIds,
  seed: draws.seed,
  count: draws.count,
  selectionFingerprint: draws.selectionFingerprint,
  leftOutPositions: draws.leftOutPositions,
};

/** Reveals an announced draw: its winners from its frozen entrants and committed seed, recorded like a shoot. */
async function reveal(tx: Tx, draw: DueDraw): Promise<void> {
  const winners = drawWinners(await eligibleEntrants(tx, draw), draw.count, fromHex(draw.seed), nodeDrawCrypto.hmac);
  await tx.update(draws).set({ status: 'drawn', winners, drawnAt: sql`now()` }).where(eq(draws.id, draw.id));
  // 'Skip recent' reads the workspace's history; a draw whose team is gone has none to write to.
  if (draw.workspaceId !== null) await tx.insert(shootHistory).values({ userId: draw.userId, workspaceId: draw.workspaceId, listIds: draw.listIds, usernames: winners });
}

/**
 * Draws every announced draw whose time has come, once, whichever instance gets there first:
 * `FOR UPDATE SKIP LOCKED` hands each due row to one transaction, and the status it changes keeps
 * the next pass from taking it again (decision 020). Returns how many were drawn.
 */
export async function drawDueDraws(db: Db): Promise<number> {
  let drawn = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select(dueColumns)
        .from(draws)
        .where(and(eq(draws.status, 'announced'), lte(draws.drawAt, sql`now()`)))
        .orderBy(asc(draws.drawAt))
        .limit(DUE_BATCH)
        .for('update', { skipLocked: true });
      for (const draw of due) await reveal(tx, draw);
      return due.length;
    });
    drawn += batch;
    if (batch < DUE_BATCH) return drawn;
  }
}

/** 'Draw now': the owner draws an announced draw whose time has come (without waiting for the next pass). */
export async function drawNow(db: Db, userId: number, id: string): Promise<DrawCertificate> {
  await db.transaction(async (tx) => {
    const [draw] = await tx
      .select({ ...dueColumns, status: draws.status, drawAt: draws.drawAt, due: sql<boolean>`${draws.drawAt} <= now()`, role: roleInDrawWorkspace(userId) })
      .from(draws)
      .where(and(eq(draws.id, id), eq(draws.userId, userId)))
      .for('update');
    if (!draw?.role) throw drawNotFound();
    if (draw.status !== 'announced') throw new AppError(409, DRAWS_ERROR_CODES.notAnnounced, DRAWS_TEXTS.notAnnounced);
    // The database's clock decides, as for the due-draws pass.
    if (draw.drawAt && !draw.due) throw new AppError(409, DRAWS_ERROR_CODES.notYet, DRAWS_TEXTS.notYet(draw.drawAt.toISOString()));
    await reveal(tx, draw);
  });
  return getCertificate(db, id, userId);
}

/** Records an announced draw: entrants frozen (by fingerprint), seed kept secret, its commitment published. */
export async function recordAnnouncedDraw(
  tx: Tx,
  draw: { userId: number; workspaceId: number; listIds: number[]; listNames: string[]; count: number; fingerprint: string; membersKey: string; entrantCount: number; drawAt: Date },
): Promise<string> {
  const id = newDrawId();
  const seed = newSeed();
  await tx.insert(draws).values({
    id,
    userId: draw.userId,
    workspaceId: draw.workspaceId,
    selection: selectionOf(draw.listIds),
    listIds: draw.listIds,
    listNames: draw.listNames,
    algorithm: DRAW_ALGORITHM,
    status: 'announced',
    seed,
    commitment: seedCommitment(seed, nodeDrawCrypto),
    drawAt: draw.drawAt,
    count: draw.count,
    fingerprint: draw.fingerprint,
    selectionFingerprint: draw.fingerprint,
    membersKey: draw.membersKey,
    entrantCount: draw.entrantCount,
    publishEntrants: publishedLikeBefore({ workspaceId: draw.workspaceId, userId: draw.userId, selection: selectionOf(draw.listIds), fingerprint: draw.fingerprint, membersKey: draw.membersKey }),
  });
  return id;
}

/**
 * Every instance looks for due draws every `everyMs` (and once at start, for those that came due
 * while it was stopped); a failed pass is logged and tried again on the next.
 */
export function startDueDraws(db: Db, log: { error: (object: object, message: string) => void }, everyMs: number): () => Promise<void> {
  let current: Promise<void> | null = null;
  let purgedAt = 0;
  const pass = () => {
    current ??= drawDueDraws(db)
      .then(async () => {
        if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
        purgedAt = Date.now();
        await purgeUnusedEntrants(db);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'due draws: pass failed');
      })
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
