import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { databaseJobLedger, processTable } from './job-ledger';
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
    const [a, b, c] = ['a:1', 'b:2', 'c:3'].map((name) => databaseJobLedger(database, { instance: name }));
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
    const ledgers = Array.from({ length: 6 }, (_, i) => databaseJobLedger(database, { instance: `instance-${String(i)}:1` }));
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
    await database.db.execute(sql`update background_jobs set next_run_at = now(), locked_by = ${`${os.hostname()}:${String(ended)}:dead01:${processTable()}`}, locked_until = now() + interval '1 minute' where name = 'mail'`);
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

  it('never judges a holder it cannot see: another process table under the same host name, or this very pid under another start', async () => {
    const job = { name: 'backup', everyMs: HOUR, firstRunNow: true };
    await databaseJobLedger(database).attempt(job, async () => undefined, false);
    const ended = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    // A container on the host's network: same host name, its own pids.
    for (const holder of [`${os.hostname()}:${String(ended)}:other1:0123456789ab`, `${os.hostname()}:${String(process.pid)}:other2:${processTable()}`]) {
      await database.db.execute(sql`update background_jobs set next_run_at = now(), locked_by = ${holder}, locked_until = now() + interval '1 minute' where name = 'backup'`);
      expect(await databaseJobLedger(database).attempt(job, async () => undefined, false)).toBe(false);
    }
  });

  it('keeps its lease while a run outlasts it: another instance cannot take the job under it', async () => {
    const leaseMs = 300;
    const job = { name: 'slow purge', everyMs: HOUR, firstRunNow: true };
    const slow = held();
    const first = databaseJobLedger(database, { instance: 'slow:1:a', leaseMs }).attempt(job, slow.run, false);
    await slow.running;
    const leaseEnd = async () => (await database.db.execute<{ until: string; passed: boolean }>(sql`select locked_until::text as until, locked_until < now() as passed from background_jobs where name = 'slow purge'`)).rows[0]!;
    const firstLease = (await leaseEnd()).until;
    // The time the first lease would have ended comes and goes: the lease has been renewed past it.
    await expect.poll(async () => (await database.db.execute<{ passed: boolean }>(sql`select ${firstLease}::timestamptz < now() as passed`)).rows[0]!.passed, { interval: 50 }).toBe(true);
    expect((await leaseEnd()).passed).toBe(false);
    expect(await databaseJobLedger(database, { instance: 'other:2:b', leaseMs }).attempt(job, async () => undefined, true)).toBe(false);
    slow.end();
    expect(await first).toBe(true);
  });

  it('holds no connection while a job runs: many jobs on one server connection each still end', async () => {
    // A pooler with few server connections: every job running at once must leave room for its own queries.
    const ledger = databaseJobLedger(database);
    const jobs = Array.from({ length: 12 }, (_, i) => ({ name: `job ${String(i)}`, everyMs: HOUR, firstRunNow: true }));
    const runs = await Promise.all(jobs.map((job) => ledger.attempt(job, async () => database.db.execute(sql`select pg_sleep(0.05)`), false)));
    expect(runs.every(Boolean)).toBe(true);
  });
});
