import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GIVEAWAY_TEXTS, type Giveaway } from '../../common/giveaways';
import { useTestApp } from '../../test/support/app';
import { giveawayBody } from '../../test/support/giveaways';
import { signedInPerson } from '../../test/support/http';
import { enterGiveaway } from './giveaways-service';

/**
 * An entry that arrives while the closing holds the giveaway (issue #36): it must wait, then be
 * refused as late, never be written after the entrants were frozen. Needs two connections at once,
 * so PostgreSQL (TEST_DATABASE_URL: the database suite of .ci/run), where PGlite has one; never skipped.
 */

if (!process.env.TEST_DATABASE_URL) throw new Error('entry-race.postgres.test.ts needs TEST_DATABASE_URL (a PostgreSQL server)');

describe('an entry racing the closing', () => {
  const t = useTestApp();

  it('waits for the closing that holds the giveaway, then is refused as late and written nowhere', async () => {
    const host = await signedInPerson(t);
    const made = await host.c.post('/api/giveaways', giveawayBody({ title: 'Race' }));
    const { id } = made.json() as Giveaway;
    let entry: Promise<unknown> | undefined;
    // What the closing does: the giveaway's row FOR UPDATE, the entrants frozen, the status changed.
    await t.db.transaction(async (closing) => {
      await closing.execute(sql`select 1 from giveaways where id = ${id} for update`);
      entry = enterGiveaway(t.db, id, 'just_too_late').then(
        () => 'entered',
        (error: unknown) => (error as Error).message,
      );
      // The entry is waiting on the closing's lock (asked of the server, not guessed by a timer).
      await expect
        .poll(async () => {
          const { rows } = await t.db.execute<{ waiting: number }>(sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%giveaway_entries%'`);
          return rows[0]!.waiting;
        })
        .toBe(1);
      await closing.execute(sql`update giveaways set status = 'closed' where id = ${id}`);
    });
    expect(await entry).toBe(GIVEAWAY_TEXTS.entriesClosed);
    const { rows } = await t.db.execute<{ entries: number }>(sql`select count(*)::int as entries from giveaway_entries where giveaway_id = ${id}`);
    expect(rows[0]!.entries).toBe(0);
  });
});
