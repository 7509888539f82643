import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { JobLedger, JobRun } from '../jobs/scheduler';
import type { Database } from './open';
import { backgroundJobs } from './schema';

/** The first retry of a failed job waits this long, each next one twice as long, never longer than the job's interval. */
export const FIRST_RETRY_MS = 10_000;
/** How long a job's lease lasts unless renewed; the instance running it renews it every third of that. */
export const LEASE_MS = 60_000;
/** What a failure's message keeps for the admin's dashboard. */
const ERROR_CHARS = 300;

/**
 * This instance, as the dashboard names it and as its leases say: the host, the process and a
 * random part of this start (a container restarted keeps its host name and often its pid).
 */
export const instanceName = (): string => `${os.hostname()}:${String(process.pid)}:${randomBytes(3).toString('hex')}`;

/** How long a job waits after its `failures`-th failure in a row. */
export function retryDelayMs(failures: number, everyMs: number): number {
  return Math.min(everyMs, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/**
 * Whether the instance holding a lease is known to be gone: an earlier start on this host whose
 * process has ended, or this very process's pid under another start (a restarted container).
 * An instance on another host is never judged: its lease ends by itself.
 */
export function leaseHolderGone(holder: string, self: string): boolean {
  const [host, pid, start] = holder.split(':');
  const [selfHost, selfPid, selfStart] = self.split(':');
  if (host !== selfHost || pid === undefined || !/^\d+$/.test(pid)) return false;
  if (pid === selfPid) return start !== selfStart;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The jobs' turns in the database (issue #39, decision 039). An instance takes a job that is due
 * with one statement that leases its row (`locked_by`, `locked_until`); another instance's
 * statement, waiting on the same row, finds the lease and takes nothing. No transaction or
 * connection is held while the job runs (a pooler in transaction mode with few server connections
 * would otherwise deadlock: each running job holding one while its own queries wait for another);
 * the lease is renewed every third of LEASE_MS while it runs. An instance that dies mid-run frees
 * its jobs when its lease runs out, or at once when the next start on the same host sees that its
 * process is gone. The run's end is recorded with the next time it is due, by the database's
 * clock. The embedded database has one process (its directory is locked: lock.ts), so there a
 * lease left by a killed process never counts.
 */
export function databaseJobLedger(database: Pick<Database, 'db' | 'kind'>, instance = instanceName()): JobLedger {
  const { db } = database;
  const known = new Set<string>();
  const oneProcess = database.kind === 'pglite';

  const take = async (name: string, now: boolean) => {
    const { rows } = await db.execute<{ failures: number; started_at: string }>(sql`
      update ${backgroundJobs} set locked_by = ${instance}, locked_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      where name = ${name} and (${now} or next_run_at <= now())
        and (${oneProcess} or locked_until is null or locked_until < now())
      returning failures, clock_timestamp()::text as started_at`);
    return rows[0];
  };

  return {
    async attempt({ name, everyMs, firstRunNow }, run: JobRun, now) {
      if (!known.has(name)) {
        // Once per instance and job: its row, due at once or after an interval when it has none yet.
        await db
          .insert(backgroundJobs)
          .values({ name, everyMs, nextRunAt: sql`now() + make_interval(secs => ${firstRunNow ? 0 : everyMs / 1000})` })
          .onConflictDoNothing();
        known.add(name);
      }
      let taken = await take(name, now);
      if (!taken) {
        // Held by an earlier start of this host that is gone: its lease is freed at once.
        const { rows } = await db.execute<{ locked_by: string | null }>(sql`select locked_by from ${backgroundJobs} where name = ${name} and locked_until >= now()`);
        const holder = rows[0]?.locked_by;
        if (!holder || holder === instance || !leaseHolderGone(holder, instance)) return false;
        await db.execute(sql`update ${backgroundJobs} set locked_by = null, locked_until = null where name = ${name} and locked_by = ${holder}`);
        taken = await take(name, now);
        if (!taken) return false;
      }
      const renew = setInterval(() => {
        void db.execute(sql`update ${backgroundJobs} set locked_until = now() + make_interval(secs => ${LEASE_MS / 1000}) where name = ${name} and locked_by = ${instance}`).catch(() => {});
      }, LEASE_MS / 3);
      renew.unref();
      let failure: { error: unknown } | null = null;
      try {
        await run();
      } catch (error) {
        failure = { error };
      } finally {
        clearInterval(renew);
      }
      const failures = failure ? taken.failures + 1 : 0;
      const waitMs = failure ? retryDelayMs(failures, everyMs) : everyMs;
      // Fixed rate from the start of the run (an hourly job stays hourly); a retry from its failure.
      const from = failure ? sql`clock_timestamp()` : sql`${taken.started_at}::timestamptz`;
      await db.execute(sql`
        update ${backgroundJobs} set
          locked_by = null,
          locked_until = null,
          every_ms = ${everyMs},
          last_started_at = ${taken.started_at}::timestamptz,
          last_finished_at = clock_timestamp(),
          last_instance = ${instance.split(':').slice(0, 2).join(':')},
          runs = runs + 1,
          failures = ${failures},
          last_failed_at = ${failure ? sql`clock_timestamp()` : sql`last_failed_at`},
          last_error = ${failure ? errorLine(failure.error) : sql`last_error`},
          next_run_at = greatest(${from} + make_interval(secs => ${waitMs / 1000}), clock_timestamp())
        where name = ${name} and locked_by = ${instance}`);
      if (failure) throw failure.error;
      return true;
    },
  };
}

function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > ERROR_CHARS ? `${message.slice(0, ERROR_CHARS - 1)}…` : message;
}
