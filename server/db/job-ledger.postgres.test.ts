import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { databaseJobLedger } from './job-ledger';
import type { Database } from './open';

/**
 * A job's turn across instances (issue #39): one runs it, the others skip it rather than wait, and
 * an instance that dies mid-run lets go at once. Needs connections at once, so PostgreSQL
 * (TEST_DATABASE_URL: the database suite of .ci/run), where PGlite has one; never skipped.
 */

if (!process.env.TEST_DATABASE_URL) throw new Error('job-ledger.postgres.test.ts needs TEST_DATABASE_URL (a PostgreSQL server)');

const HOUR = 3600_000;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A run that lasts until the test ends it. */
function held() {
  let end!: () => void;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { run: async () => (started(), ended), running, end };
}

describe('a job’s turn across instances', () => {
  it('is taken by one instance: the others skip it while it runs, and after it until it is due again', async () => {
    const [a, b, c] = ['a:1', 'b:2', 'c:3'].map((name) => databaseJobLedger(database, name));
    const job = { name: 'due draws', everyMs: HOUR, firstRunNow: true };
    const slow = held();
    const first = a!.attempt(job, slow.run, false);
    await slow.running;
    let others = 0;
    const count = async () => void (others += 1);
    // Even asked for at once, it is not run twice at the same time.
    expect(await Promise.all([b!.attempt(job, count, false), c!.attempt(job, count, true)])).toEqual([false, false]);
    slow.end();
    expect(await first).toBe(true);
    expect(await Promise.all([b!.attempt(job, count, false), c!.attempt(job, count, false)])).toEqual([false, false]);
    expect(others).toBe(0);
  });

  it('runs once per turn when many instances ask at the same moment', async () => {
    const ledgers = Array.from({ length: 6 }, (_, i) => databaseJobLedger(database, `instance-${String(i)}:1`));
    const job = { name: 'trash purge', everyMs: HOUR, firstRunNow: true };
    let runs = 0;
    const results = await Promise.all(ledgers.map((ledger) => ledger.attempt(job, async () => void (runs += 1), false)));
    expect({ runs, taken: results.filter(Boolean).length }).toEqual({ runs: 1, taken: 1 });
  });

  it('is free again at once when the instance running it dies (its connection ends)', async () => {
    const dying = databaseJobLedger(database, 'dying:1');
    const job = { name: 'mail', everyMs: HOUR, firstRunNow: true };
    const slow = held();
    const run = dying.attempt(job, slow.run, false).catch((error: unknown) => error);
    await slow.running;
    // The process dies: PostgreSQL ends the connection that holds the job's row.
    await database.db.execute(sql`
      select pg_terminate_backend(l.pid) from pg_locks l join pg_class c on c.oid = l.relation
      where c.relname = 'background_jobs' and l.pid <> pg_backend_pid()`);
    slow.end();
    expect(await run).toBeInstanceOf(Error);
    let ran = false;
    expect(await databaseJobLedger(database, 'next:2').attempt(job, async () => void (ran = true), false)).toBe(true);
    expect(ran).toBe(true);
  });
});
