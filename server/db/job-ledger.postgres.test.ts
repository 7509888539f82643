import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { databaseJobLedger } from './job-ledger';
import type { Database } from './open';

/**
 * A job's turn across instances (issue #39): one runs it, the others skip it rather than wait, and
 * an instance that dies mid-run lets go of it. Needs connections at once, so PostgreSQL
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

  it('is free again when the instance running it is gone: at once for an earlier start on this host, when its lease ends for another host', async () => {
    const job = { name: 'mail', everyMs: HOUR, firstRunNow: true };
    // A process of this host that has ended held it (its start left the lease, as a kill would).
    const ended = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    await databaseJobLedger(database).attempt(job, async () => undefined, false);
    await database.db.execute(sql`update background_jobs set next_run_at = now(), locked_by = ${`${os.hostname()}:${String(ended)}:dead01`}, locked_until = now() + interval '1 minute' where name = 'mail'`);
    let ran = 0;
    const next = databaseJobLedger(database);
    expect(await next.attempt(job, async () => void (ran += 1), false)).toBe(true);
    // Another host's lease is never judged: it is waited out.
    await database.db.execute(sql`update background_jobs set next_run_at = now(), locked_by = 'elsewhere:1:abcdef', locked_until = now() + interval '1 minute' where name = 'mail'`);
    expect(await next.attempt(job, async () => void (ran += 1), false)).toBe(false);
    await database.db.execute(sql`update background_jobs set locked_until = now() - interval '1 second' where name = 'mail'`);
    expect(await next.attempt(job, async () => void (ran += 1), false)).toBe(true);
    expect(ran).toBe(2);
  });

  it('holds no connection while a job runs: many jobs on one server connection each still end', async () => {
    // A pooler with few server connections: every job running at once must leave room for its own queries.
    const ledger = databaseJobLedger(database);
    const jobs = Array.from({ length: 12 }, (_, i) => ({ name: `job ${String(i)}`, everyMs: HOUR, firstRunNow: true }));
    const runs = await Promise.all(jobs.map((job) => ledger.attempt(job, async () => database.db.execute(sql`select pg_sleep(0.05)`), false)));
    expect(runs.every(Boolean)).toBe(true);
  });
});
