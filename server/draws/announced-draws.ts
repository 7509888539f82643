import { and, eq, sql } from 'drizzle-orm';
import { DRAW_ALGORITHM, DRAW_ALGORITHM_V2, drawWinners, fromHex, seedV2, toHex } from '../../common/draw.plain';
import { firstRoundAfter, roundTime, type DrandBeacon, type DrandChainInfo } from '../../common/drand.plain';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS, type DrawCertificate } from '../../common/draws';
import type { Db, Tx } from '../db/open';
import { draws, shootHistory } from '../db/schema';
import { AppError } from '../http/errors';
import { eligibleEntrants, getCertificate } from './certificates';
import type { DrandRelays, RelayProblem } from './drand-relays';
import { chainLink } from './chain';
import { nodeDrawCrypto } from './draw-crypto';
import { newDrawId, publishedLikeBefore, selectionOf } from './draw-keys';
import { drawNotFound, roleInDrawWorkspace } from './drawer';

/**
 * Announced draws (issue #20; rollcall-draw-v2 since issue #37): the entrants are frozen and their
 * fingerprint published when the draw is announced (or its giveaway closes), and the drand round
 * whose randomness will seed it is fixed then: the first round out after both the freeze and the
 * announced time. Nobody knows that round's value before it is out, the server included. The
 * winners come when the round does, by the due-draws pass (due-draws.ts) or the owner's 'Draw now';
 * with no relay answering a valid round, the draw waits (fail closed), never drawn another way.
 * Draws announced before issue #37 (rollcall-draw-v1, a committed server seed) are revealed as they were.
 */

/** The round a draw frozen at `frozenAt` and announced for `drawAt` is seeded by. */
export const roundFor = (chain: DrandChainInfo, frozenAt: Date, drawAt: Date) => firstRoundAfter(chain, Math.max(frozenAt.getTime(), drawAt.getTime()) / 1000);

/** Records an announced draw: entrants frozen (by fingerprint) now, and the drand round that will seed it fixed now. */
export async function recordAnnouncedDraw(
  tx: Tx,
  draw: { userId: number; workspaceId: number; listIds: number[]; listNames: string[]; count: number; fingerprint: string; membersKey: string; entrantCount: number; drawAt: Date; chain: DrandChainInfo },
): Promise<{ id: string; round: number }> {
  const id = newDrawId();
  // The freeze: this row's time. The round must come out after it (Verify checks it).
  const frozenAt = new Date();
  const round = roundFor(draw.chain, frozenAt, draw.drawAt);
  const link = await chainLink(tx, draw.userId, {
    id,
    algorithm: DRAW_ALGORITHM_V2,
    createdAt: frozenAt.toISOString(),
    count: draw.count,
    entrantCount: draw.entrantCount,
    fingerprint: draw.fingerprint,
    selectionFingerprint: draw.fingerprint,
    commitment: null,
    seed: null,
    drawAt: draw.drawAt.toISOString(),
    leftOutFingerprint: null,
    beacon: { round, chain: draw.chain },
  });
  await tx.insert(draws).values({
    ...link,
    id,
    userId: draw.userId,
    workspaceId: draw.workspaceId,
    selection: selectionOf(draw.listIds),
    listIds: draw.listIds,
    listNames: draw.listNames,
    algorithm: DRAW_ALGORITHM_V2,
    status: 'announced',
    seed: null,
    commitment: null,
    createdAt: frozenAt,
    drawAt: draw.drawAt,
    count: draw.count,
    fingerprint: draw.fingerprint,
    selectionFingerprint: draw.fingerprint,
    membersKey: draw.membersKey,
    entrantCount: draw.entrantCount,
    drandRound: round,
    drandChain: draw.chain,
    // Asked for once the round is out, not before.
    drandNextAttemptAt: new Date(roundTime(draw.chain, round) * 1000),
    publishEntrants: publishedLikeBefore({ workspaceId: draw.workspaceId, userId: draw.userId, selection: selectionOf(draw.listIds), fingerprint: draw.fingerprint, membersKey: draw.membersKey }),
  });
  return { id, round };
}

/** What revealing an announced draw reads of it. */
export const dueColumns = {
  id: draws.id,
  userId: draws.userId,
  workspaceId: draws.workspaceId,
  listIds: draws.listIds,
  algorithm: draws.algorithm,
  seed: draws.seed,
  count: draws.count,
  fingerprint: draws.fingerprint,
  selectionFingerprint: draws.selectionFingerprint,
  leftOutPositions: draws.leftOutPositions,
  drandRound: draws.drandRound,
  drandChain: draws.drandChain,
  drandAttempts: draws.drandAttempts,
};
export type DueDraw = {
  id: string;
  userId: number;
  workspaceId: number | null;
  listIds: number[];
  algorithm: string;
  seed: string | null;
  count: number;
  fingerprint: string;
  selectionFingerprint: string;
  leftOutPositions: Uint8Array | null;
  drandRound: number | null;
  drandChain: DrandChainInfo | null;
  drandAttempts: number;
};

/** Whether a due draw waits for a drand round (v2) rather than revealing a committed seed (v1). */
export const isV2 = (draw: Pick<DueDraw, 'algorithm'>) => draw.algorithm === DRAW_ALGORITHM_V2;

/**
 * Reveals an announced draw, recorded like a shoot: its winners from its frozen entrants and its
 * seed: the committed one (v1), or the one its round gives (v2, `beacon` already checked against
 * the chain's key by the relays).
 */
export async function reveal(tx: Tx, draw: DueDraw, beacon?: DrandBeacon): Promise<string[]> {
  let seed: string;
  if (draw.algorithm === DRAW_ALGORITHM) {
    seed = draw.seed!;
  } else {
    if (!beacon || beacon.round !== draw.drandRound) throw new Error(`draw ${draw.id} is revealed only with its round ${String(draw.drandRound)}`);
    seed = toHex(seedV2({ randomness: beacon.randomness, fingerprint: draw.fingerprint, drawId: draw.id }, nodeDrawCrypto));
  }
  const winners = drawWinners(await eligibleEntrants(tx, draw), draw.count, fromHex(seed), nodeDrawCrypto.hmac);
  await tx
    .update(draws)
    .set({ status: 'drawn', winners, seed, drawnAt: sql`now()`, ...(beacon ? { drandSignature: beacon.signature, drandRandomness: beacon.randomness, drandNextAttemptAt: null } : {}) })
    .where(eq(draws.id, draw.id));
  // 'Skip recent' reads the workspace's history; a draw whose team is gone has none to write to.
  if (draw.workspaceId !== null) await tx.insert(shootHistory).values({ userId: draw.userId, workspaceId: draw.workspaceId, listIds: draw.listIds, usernames: winners });
  return winners;
}

/** The first retries come quickly (a relay a round late), then less and less often, at most every RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 3_000;
export const RETRY_MAX_MS = 5 * 60_000;
export const retryDelayMs = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(attempts, 20));

/** No relay gave the round: the draw keeps waiting, with what went wrong and when it is asked again (shown on its certificate). */
export async function recordWait(tx: Tx, draw: Pick<DueDraw, 'id' | 'drandAttempts'>, problems: RelayProblem[]): Promise<void> {
  await tx
    .update(draws)
    .set({
      drandAttempts: draw.drandAttempts + 1,
      drandLastAttemptAt: sql`now()`,
      drandNextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(draw.drandAttempts) / 1000})`,
      drandProblems: problems,
    })
    .where(eq(draws.id, draw.id));
}

/** What an instance that reads another chain than the draw's says instead of asking its relays. */
export const otherChainProblem = (relays: DrandRelays): RelayProblem[] => [{ relay: relays.chain.hash, problem: 'another chain' }];

/** 'Draw now': the owner draws an announced draw whose time has come (without waiting for the next pass). */
export async function drawNow(db: Db, relays: DrandRelays, userId: number, id: string): Promise<DrawCertificate> {
  const read = (tx: Db | Tx) =>
    tx
      .select({ ...dueColumns, status: draws.status, drawAt: draws.drawAt, due: sql<boolean>`${draws.drawAt} <= now()`, role: roleInDrawWorkspace(userId) })
      .from(draws)
      .where(and(eq(draws.id, id), eq(draws.userId, userId)));
  const check = (draw: Awaited<ReturnType<typeof read>>[number] | undefined) => {
    if (!draw?.role) throw drawNotFound();
    if (draw.status !== 'announced') throw new AppError(409, DRAWS_ERROR_CODES.notAnnounced, DRAWS_TEXTS.notAnnounced);
    // The database's clock decides, as for the due-draws pass.
    if (draw.drawAt && !draw.due) throw new AppError(409, DRAWS_ERROR_CODES.notYet, DRAWS_TEXTS.notYet(draw.drawAt.toISOString()));
    return draw;
  };
  const [before] = await read(db);
  const found = check(before);
  // A v2 draw needs its round: asked for outside the transaction (a relay may take seconds).
  let beacon: DrandBeacon | undefined;
  if (isV2(found)) {
    if (found.drandChain?.hash !== relays.chain.hash) throw new AppError(409, DRAWS_ERROR_CODES.roundNotOut, DRAWS_TEXTS.otherChain);
    const answer = await relays.fetchRound(found.drandRound!);
    if (!answer.beacon) {
      await db.transaction((tx) => recordWait(tx, found, answer.problems));
      throw new AppError(409, DRAWS_ERROR_CODES.roundNotOut, DRAWS_TEXTS.roundNotOut(found.drandRound!));
    }
    beacon = answer.beacon;
  }
  await db.transaction(async (tx) => {
    const [draw] = await read(tx).for('update');
    await reveal(tx, check(draw), beacon);
  });
  return getCertificate(db, id, userId);
}
