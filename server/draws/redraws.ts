import { and, asc, eq } from 'drizzle-orm';
import { currentWinners, drawWinners, fromHex, redrawEntrants } from '../../common/draw.plain';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS, type DrawCertificate } from '../../common/draws';
import type { Db } from '../db/open';
import { drawRedraws, draws } from '../db/schema';
import { AppError } from '../http/errors';
import { eligibleEntrants, getCertificate } from './certificates';
import { nodeDrawCrypto } from './draw-crypto';
import { newSeed } from './draw-keys';
import { drawNotFound, roleInDrawWorkspace, teamGone } from './drawer';

/** Redraws a certificate may record: enough to replace every winner twice, never so many that checking it freezes a browser. */
export const redrawsAllowed = (winners: number) => Math.max(10, winners * 2);

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
