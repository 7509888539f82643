import { and, eq, sql } from 'drizzle-orm';
import { DRAW_ALGORITHM, drawWinners, fromHex, seedCommitment } from '../../common/draw.plain';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS, type DrawCertificate } from '../../common/draws';
import type { Db, Tx } from '../db/open';
import { draws, shootHistory } from '../db/schema';
import { AppError } from '../http/errors';
import { eligibleEntrants, getCertificate } from './certificates';
import { nodeDrawCrypto } from './draw-crypto';
import { newDrawId, newSeed, publishedLikeBefore, selectionOf } from './draw-keys';
import { drawNotFound, roleInDrawWorkspace } from './drawer';

/**
 * Announced draws (issue #20, commit–reveal): the entrants frozen and the seed's SHA-256 published
 * when announced; the seed and the winners revealed when due, by the due-draws pass (due-draws.ts)
 * or by the owner's 'Draw now'.
 */

/** Records an announced draw: entrants frozen (by fingerprint), seed kept secret, its commitment published. */
export async function recordAnnouncedDraw(
  tx: Tx,
  draw: { userId: number; workspaceId: number; listIds: number[]; listNames: string[]; count: number; fingerprint: string; membersKey: string; entrantCount: number; drawAt: Date; seed?: string },
): Promise<string> {
  const id = newDrawId();
  // A giveaway's seed was chosen, and its commitment published, when the giveaway was made.
  const seed = draw.seed ?? newSeed();
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

/** What revealing an announced draw reads of it. */
export const dueColumns = {
  id: draws.id,
  userId: draws.userId,
  workspaceId: draws.workspaceId,
  listIds: draws.listIds,
  seed: draws.seed,
  count: draws.count,
  selectionFingerprint: draws.selectionFingerprint,
  leftOutPositions: draws.leftOutPositions,
};
type DueDraw = { id: string; userId: number; workspaceId: number | null; listIds: number[]; seed: string; count: number; selectionFingerprint: string; leftOutPositions: Uint8Array | null };

/** Reveals an announced draw: its winners from its frozen entrants and committed seed, recorded like a shoot. */
export async function reveal(tx: Tx, draw: DueDraw): Promise<void> {
  const winners = drawWinners(await eligibleEntrants(tx, draw), draw.count, fromHex(draw.seed), nodeDrawCrypto.hmac);
  await tx.update(draws).set({ status: 'drawn', winners, drawnAt: sql`now()` }).where(eq(draws.id, draw.id));
  // 'Skip recent' reads the workspace's history; a draw whose team is gone has none to write to.
  if (draw.workspaceId !== null) await tx.insert(shootHistory).values({ userId: draw.userId, workspaceId: draw.workspaceId, listIds: draw.listIds, usernames: winners });
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
