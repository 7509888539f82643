import { and, asc, eq, sql } from 'drizzle-orm';
import { isQuicknet, roundTime } from '../../common/drand.plain';
import { entrantsOf } from '../../common/draw.plain';
import type { DrawCertificate, DrawMode, DrawSettings } from '../../common/draws';
import { requireRole } from '../access/actor';
import type { Db } from '../db/open';
import { drawRedraws, draws, giveaways } from '../db/schema';
import { sameOwnerOf, sharesMembers } from './draw-keys';
import { drawNotFound, roleInDrawWorkspace, teamGone } from './drawer';
import { decodePositions } from './positions';
import { drawsAround } from './related';
import { readEntrantList } from './storage';

/**
 * Draw certificates (issue #20, docs/draws.md): anyone reads one by its unguessable id; only its
 * owner changes what it shows.
 */

/** A draw's eligible entrants and who was left out, each at its place: the selection's list without the left-out places. */
function splitSelection(selectionText: string, leftOutPositions: Uint8Array | null): { entrants: string[]; leftOut: { at: number; handle: string }[] } {
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
export async function eligibleEntrants(db: Db, draw: { selectionFingerprint: string; leftOutPositions: Uint8Array | null }): Promise<string[]> {
  return splitSelection((await readEntrantList(db, draw.selectionFingerprint)) ?? '', draw.leftOutPositions).entrants;
}

/** A v2 draw's round, as its certificate shows it (issue #37). */
function beaconOf(draw: typeof draws.$inferSelect): DrawCertificate['beacon'] {
  if (draw.drandRound === null || !draw.drandChain) return null;
  const chain = draw.drandChain;
  const waiting = draw.status === 'announced';
  return {
    round: draw.drandRound,
    roundAt: new Date(roundTime(chain, draw.drandRound) * 1000).toISOString(),
    chain,
    league: isQuicknet(chain),
    signature: draw.drandSignature,
    randomness: draw.drandRandomness,
    attempts: draw.drandAttempts,
    waiting: waiting
      ? { attempts: draw.drandAttempts, lastAttemptAt: draw.drandLastAttemptAt?.toISOString() ?? null, nextAttemptAt: draw.drandNextAttemptAt?.toISOString() ?? null, problems: draw.drandProblems ?? [] }
      : null,
  };
}

/** A certificate as anyone (or its owner, `viewerId`) may read it. */
export async function getCertificate(db: Db, id: string, viewerId: number | null): Promise<DrawCertificate> {
  const [draw] = await db.select().from(draws).where(eq(draws.id, id));
  if (!draw) throw drawNotFound();
  const mine = viewerId !== null && viewerId === draw.userId;
  const drawn = draw.status === 'drawn';
  const shown = draw.publishEntrants || mine;
  const [entrantList, redraws, around, [giveaway]] = await Promise.all([
    shown ? readEntrantList(db, draw.selectionFingerprint) : Promise.resolve(null),
    db.select().from(drawRedraws).where(eq(drawRedraws.drawId, id)).orderBy(asc(drawRedraws.id)),
    drawsAround(db, draw),
    // The giveaway this draw closed (issue #36): what it was, and where its entrants came from.
    db
      .select({ title: giveaways.title, prize: giveaways.prize, rules: giveaways.rules, organiser: giveaways.organiser, fromLists: giveaways.entrantsFromLists, fromPage: giveaways.entrantsFromPage })
      .from(giveaways)
      .where(eq(giveaways.drawId, id)),
  ]);
  const split = shown ? splitSelection(entrantList ?? '', draw.leftOutPositions) : null;
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
    giveaway: giveaway ? { ...giveaway, fromLists: giveaway.fromLists ?? 0, fromPage: giveaway.fromPage ?? 0 } : null,
    leftOutFingerprint: draw.leftOutFingerprint,
    chain: draw.chainSeq === null || draw.contentHash === null ? null : { seq: draw.chainSeq, previousId: draw.previousId, previousHash: draw.previousHash, contentHash: draw.contentHash },
    beacon: beaconOf(draw),
  };
}

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
