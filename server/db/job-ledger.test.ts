import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { FIRST_RETRY_MS, databaseJobLedger, retryDelayMs } from './job-ledger';
import type { Database } from './open';

const HOUR = 3600_000;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function rowOf(name: string) {
  const { rows } = await database.db.execute<{ runs: number; failures: number; last_error: string | null; last_instance: string | null; next_in_s: number; every_ms: number; started: boolean }>(sql`
    select runs, failures, last_error, last_instance, every_ms, last_started_at is not null as started,
      round(extract(epoch from next_run_at - coalesce(last_started_at, now())))::int as next_in_s
    from background_jobs where name = ${name}`);
  return rows[0];
}

describe('the jobs’ ledger in the database (issue #39)', () => {
  it('runs a new job at once when asked to, records the run, and not again before its interval', async () => {
    const ledger = databaseJobLedger(database, { instance: 'host-a:1' });
    let runs = 0;
    const run = async () => void (runs += 1);
    expect(await ledger.attempt({ name: 'hourly', everyMs: HOUR, firstRunNow: true }, run, false)).toBe(true);
    expect(await rowOf('hourly')).toMatchObject({ runs: 1, failures: 0, last_error: null, last_instance: 'host-a:1', every_ms: HOUR, next_in_s: 3600 });
    // Another instance, a minute later: not due.
    expect(await databaseJobLedger(database, { instance: 'host-b:2' }).attempt({ name: 'hourly', everyMs: HOUR, firstRunNow: true }, run, false)).toBe(false);
    expect(runs).toBe(1);
    // Asked for at once (queued mail): it runs whatever the time.
    expect(await databaseJobLedger(database, { instance: 'host-b:2' }).attempt({ name: 'hourly', everyMs: HOUR, firstRunNow: true }, run, true)).toBe(true);
    expect(await rowOf('hourly')).toMatchObject({ runs: 2, last_instance: 'host-b:2' });
  });

  it('waits a whole interval for the first run of a job not run at start', async () => {
    let runs = 0;
    expect(await databaseJobLedger(database).attempt({ name: 'later', everyMs: HOUR, firstRunNow: false }, async () => void (runs += 1), false)).toBe(false);
    expect({ runs, row: await rowOf('later') }).toMatchObject({ runs: 0, row: { runs: 0, started: false } });
  });

  it('runs a job that came due while no instance ran', async () => {
    const ledger = databaseJobLedger(database);
    await ledger.attempt({ name: 'overdue', everyMs: HOUR, firstRunNow: true }, async () => undefined, false);
    await database.db.execute(sql`update background_jobs set next_run_at = now() - interval '1 minute' where name = 'overdue'`);
    let ran = false;
    expect(await databaseJobLedger(database).attempt({ name: 'overdue', everyMs: HOUR, firstRunNow: true }, async () => void (ran = true), false)).toBe(true);
    expect(ran).toBe(true);
  });

  it('records a failure with its message, retries sooner than the interval, and clears the count after a good run', async () => {
    const ledger = databaseJobLedger(database);
    const job = { name: 'flaky', everyMs: HOUR, firstRunNow: true };
    await expect(ledger.attempt(job, async () => Promise.reject(new Error('relay unreachable')), false)).rejects.toThrow('relay unreachable');
    const failed = await rowOf('flaky');
    expect(failed).toMatchObject({ runs: 1, failures: 1, last_error: 'relay unreachable' });
    expect(failed!.next_in_s).toBeLessThanOrEqual(FIRST_RETRY_MS / 1000 + 1);
    await database.db.execute(sql`update background_jobs set next_run_at = now() where name = 'flaky'`);
    await expect(ledger.attempt(job, async () => Promise.reject(new Error('still down')), false)).rejects.toThrow('still down');
    expect(await rowOf('flaky')).toMatchObject({ failures: 2, last_error: 'still down' });
    await database.db.execute(sql`update background_jobs set next_run_at = now() where name = 'flaky'`);
    expect(await ledger.attempt(job, async () => undefined, false)).toBe(true);
    // The failure count starts again; the last message stays for the admin to read.
    expect(await rowOf('flaky')).toMatchObject({ runs: 3, failures: 0, last_error: 'still down', next_in_s: 3600 });
  });

  it('on the embedded database (one process), never waits on a lease a killed process left; on PostgreSQL, waits out another host’s', async () => {
    const job = { name: 'left behind', everyMs: HOUR, firstRunNow: true };
    await databaseJobLedger(database).attempt(job, async () => undefined, false);
    await database.db.execute(sql`update background_jobs set next_run_at = now(), locked_by = 'elsewhere:1:abcdef', locked_until = now() + interval '1 minute' where name = 'left behind'`);
    expect(await databaseJobLedger(database).attempt(job, async () => undefined, false)).toBe(database.kind === 'pglite');
  });

  it('waits twice as long after each failure in a row, never longer than the interval', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, HOUR))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(20, HOUR)).toBe(HOUR);
    expect(retryDelayMs(1, 5000)).toBe(5000);
  });
});
