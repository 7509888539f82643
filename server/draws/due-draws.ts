import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DRAW_ALGORITHM, DRAW_ALGORITHM_V2 } from '../../common/draw.plain';
import type { DrandBeacon } from '../../common/drand.plain';
import { inBatches } from '../db/batches';
import type { Db } from '../db/open';
import { draws } from '../db/schema';
import { dueColumns, isV2, otherChainProblem, recordWait, reveal } from './announced-draws';
import type { DrandRelays, RelayProblem } from './drand-relays';

/** How many due draws one pass takes at most (the next pass takes the rest). */
const DUE_BATCH = 20;

/** How many distinct rounds one pass asks the relays for at most (the next pass asks for the rest). */
const ROUNDS_PER_PASS = 20;

/** A draw drawn by the pass: what its giveaway's host is told (server/giveaways/drawn-mail.ts). */
export type DrawnDraw = { id: string; userId: number; winners: string[] };

const announcedAndDue = and(
  eq(draws.status, 'announced'),
  lte(draws.drawAt, sql`now()`),
  // A v2 draw is asked for once its round is out, then again after each failure's delay.
  or(isNull(draws.drandNextAttemptAt), lte(draws.drandNextAttemptAt, sql`now()`)),
);

/**
 * Draws every announced draw whose time has come, once, whichever instance gets there first:
 * `FOR UPDATE SKIP LOCKED` hands each due row to one transaction, and the status it changes keeps
 * the next pass from taking it again (decision 020). A v2 draw needs its drand round: the rounds
 * due are asked for first, outside any transaction (a relay may take seconds), each once; a draw
 * whose round no relay gave keeps waiting, with the relays' problems and its next attempt
 * recorded (fail closed: never drawn another way). Returns the draws drawn.
 */
export async function drawDueDraws(db: Db, relays: DrandRelays): Promise<DrawnDraw[]> {
  const waiting = await db
    .selectDistinct({ round: draws.drandRound, chain: sql<string>`${draws.drandChain}->>'hash'` })
    .from(draws)
    .where(and(announcedAndDue, eq(draws.algorithm, DRAW_ALGORITHM_V2)))
    .orderBy(asc(draws.drandRound))
    .limit(ROUNDS_PER_PASS);
  const beacons = new Map<number, DrandBeacon>();
  const problems = new Map<number, RelayProblem[]>();
  // Oldest round first; once no relay gives one, the later ones are not asked for in this pass
  // (the same relays, down or early, would fail them too, a timeout each): they wait with its answer.
  let failed: RelayProblem[] | null = null;
  for (const round of [...new Set(waiting.filter((row) => row.chain === relays.chain.hash).map((row) => row.round!))].sort((a, b) => a - b)) {
    if (failed) {
      problems.set(round, failed);
      continue;
    }
    const answer = await relays.fetchRound(round);
    if (answer.beacon) beacons.set(round, answer.beacon);
    else problems.set(round, (failed = answer.problems));
  }
  const otherChain = waiting.some(({ chain }) => chain !== relays.chain.hash);
  const asked = [...beacons.keys(), ...problems.keys()];
  const drawn: DrawnDraw[] = [];
  let batch: DrawnDraw[] = [];
  await inBatches(
    db,
    DUE_BATCH,
    async (tx, size) => {
    batch = [];
    const due = await tx
      .select(dueColumns)
      .from(draws)
      .where(
        and(
          announcedAndDue,
          // The v1 draws, and the v2 draws this pass has an answer for (the others: the next pass).
          or(
            eq(draws.algorithm, DRAW_ALGORITHM),
            asked.length > 0 ? inArray(draws.drandRound, asked) : undefined,
            otherChain ? sql`${draws.drandChain}->>'hash' <> ${relays.chain.hash}` : undefined,
          ),
        ),
      )
      .orderBy(asc(draws.drawAt))
      .limit(size)
      .for('update', { skipLocked: true });
    for (const draw of due) {
      if (!isV2(draw)) {
        batch.push({ id: draw.id, userId: draw.userId, winners: await reveal(tx, draw) });
        continue;
      }
      // A draw of another chain than this instance reads waits, saying so (DRAND_CHAIN changed under it).
      const beacon = draw.drandChain?.hash === relays.chain.hash ? beacons.get(draw.drandRound!) : undefined;
      if (beacon) batch.push({ id: draw.id, userId: draw.userId, winners: await reveal(tx, draw, beacon) });
      else await recordWait(tx, draw, draw.drandChain?.hash === relays.chain.hash ? (problems.get(draw.drandRound!) ?? []) : otherChainProblem(relays));
    }
    return due.length;
    },
    // Told only once its batch is committed.
    () => drawn.push(...batch),
  );
  return drawn;
}

/**
 * The due-draws pass (server/background-passes.ts runs it every DUE_DRAWS_SECONDS and at start, for
 * the draws that came due while no instance ran): the due draws (`drawn` hears of each, once committed).
 */
export function dueDrawsPass(db: Db, relays: DrandRelays, drawn?: (draws: DrawnDraw[]) => Promise<void>): () => Promise<void> {
  return async () => {
    const done = await drawDueDraws(db, relays);
    if (done.length > 0) await drawn?.(done);
  };
}
