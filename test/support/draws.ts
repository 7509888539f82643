import { sql } from 'drizzle-orm';
import { firstRoundAfter, roundTime } from '../../common/drand.plain';
import type { Db } from '../../server/db/open';
import { drawDueDraws } from '../../server/draws/due-draws';
import type { DrandRelays } from '../../server/draws/drand-relays';

/**
 * Announced draws in tests (issue #37): time moved on for one draw, and the due-draws pass run by
 * hand against the file's stand-in drand relay (test/support/app.ts).
 */

/**
 * Brings an announced draw's time: its announced time just passed and its drand round the latest
 * one out now, frozen (its `created_at`) before that round, as if the wait had gone by. The
 * stand-in relay then gives the round, as the League's relays would once it is out.
 */
export async function makeDue(db: Db, relays: DrandRelays, id: string): Promise<number> {
  const round = firstRoundAfter(relays.chain, Date.now() / 1000) - 1;
  const roundAt = new Date(roundTime(relays.chain, round) * 1000);
  await db.execute(sql`
    update draws set draw_at = least(draw_at, now() - interval '1 second'), drand_round = ${round}, drand_next_attempt_at = null,
      created_at = least(created_at, ${roundAt.toISOString()}::timestamptz - interval '1 second')
    where id = ${id}`);
  return round;
}

/** Runs the due-draws pass once; how many draws it drew. */
export const drawDue = async (db: Db, relays: DrandRelays) => (await drawDueDraws(db, relays)).length;
