import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { JobLedger, JobRun } from '../jobs/scheduler';
import { errorLine } from './error-line';
import type { Database } from './open';
import { backgroundJobs } from './schema';

/** The first retry of a failed job waits this long, each next one twice as long, never longer than the job's interval. */
export const FIRST_RETRY_MS = 10_000;
/** How long a job's lease lasts unless renewed; the instance running it renews it every third of that. */
export const LEASE_MS = 60_000;

/**
 * The process table this process sees: the machine's boot and the pid namespace, hashed. Two
 * instances with the same host name (containers on the host's network, a pod, cloned machines)
 * judge each other's pids only when it is the same. Empty where /proc does not tell: never judged.
 */
export function processTable(): string {
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const namespace = fs.readlinkSync('/proc/self/ns/pid');
    return createHash('sha256').update(`${boot} ${namespace}`).digest('hex').slice(0, 12);
  } catch {
    return '';
  }
}

/**
 * This instance, as its leases say: the host, the process, a random part of this start and its
 * process table (`processTable`). The dashboard shows `host:pid`.
 */
export const instanceName = (): string => `${os.hostname()}:${String(process.pid)}:${randomBytes(3).toString('hex')}:${processTable()}`;

/** How long a job waits after its `failures`-th failure in a row. */
export function retryDelayMs(failures: number, everyMs: number): number {
  return Math.min(everyMs, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/**
 * Whether the instance holding a lease is known to be gone: a process of this same process table
 * (same host, boot and pid namespace) that has ended, as after a kill and a restart on one
 * machine. Anything else, another host's instance or one this process cannot see, is never judged:
 * its lease ends by itself.
 */
export function leaseHolderGone(holder: string, self: string): boolean {
  const [host, pid, , table] = holder.split(':');
  const [selfHost, selfPid, , selfTable] = self.split(':');
  if (!table || host !== selfHost || table !== selfTable || pid === selfPid || pid === undefined || !/^\d+$/.test(pid)) return false;
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
 * its jobs when its lease runs out, or at once when the next start on the same machine sees that
 * its process is gone. A job is taken when it is due within a tenth of its interval (at most a
 * second): a tick that comes a hair before its time does not wait a whole interval more. The
 * run's end is recorded with the next time it is due, by the database's clock. The embedded database has one process (its directory is locked: lock.ts), so there a
 * lease left by a killed process never counts.
 */
export function databaseJobLedger(database: Pick<Database, 'db' | 'kind'>, options: { instance?: string; leaseMs?: number } = {}): JobLedger {
  const { db } = database;
  const instance = options.instance ?? instanceName();
  const leaseSeconds = (options.leaseMs ?? LEASE_MS) / 1000;
  const known = new Set<string>();
  const oneProcess = database.kind === 'pglite';

  const take = async (name: string, everyMs: number, now: boolean) => {
    const slackSeconds = Math.min(everyMs / 10, 1000) / 1000;
    const { rows } = await db.execute<{ failures: number; started_at: string }>(sql`
      update ${backgroundJobs} set locked_by = ${instance}, locked_until = now() + make_interval(secs => ${leaseSeconds})
      where name = ${name} and (${now} or next_run_at <= now() + make_interval(secs => ${slackSeconds}))
        and (${oneProcess} or locked_until is null or locked_until < now())
      returning failures, clock_timestamp()::text as started_at`);
    return rows[0];
  };

  return {
    async attempt({ name, everyMs, firstRunNow }, run: JobRun, now) {
      if (!known.has(name)) {
        // Once per instance and job: its row, due at once or after an interval when it has none yet.
        // A row from before keeps its time, unless this instance's interval brings the next run nearer.
        const first = sql`now() + make_interval(secs => ${firstRunNow ? 0 : everyMs / 1000})`;
        await db
          .insert(backgroundJobs)
          .values({ name, everyMs, nextRunAt: first })
          .onConflictDoUpdate({
            target: backgroundJobs.name,
            set: { everyMs, nextRunAt: sql`least(${backgroundJobs.nextRunAt}, coalesce(${backgroundJobs.lastStartedAt}, now()) + make_interval(secs => ${everyMs / 1000}))` },
          });
        known.add(name);
      }
      let taken = await take(name, everyMs, now);
      if (!taken) {
        // Not taken: not due, or held. One read says which (most ticks: neither held nor due).
        const { rows } = await db.execute<{ holder: string | null }>(sql`select case when locked_until >= now() then locked_by end as holder from ${backgroundJobs} where name = ${name}`);
        // Its row deleted by hand: made again at the next tick.
        if (rows.length === 0) known.delete(name);
        // Held by an earlier start on this machine that is gone: its lease is freed at once.
        const holder = rows[0]?.holder;
        if (!holder || holder === instance || !leaseHolderGone(holder, instance)) return false;
        await db.execute(sql`update ${backgroundJobs} set locked_by = null, locked_until = null where name = ${name} and locked_by = ${holder}`);
        taken = await take(name, everyMs, now);
        if (!taken) return false;
      }
      const renew = setInterval(() => {
        void db.execute(sql`update ${backgroundJobs} set locked_until = now() + make_interval(secs => ${leaseSeconds}) where name = ${name} and locked_by = ${instance}`).catch(() => {});
      }, (leaseSeconds * 1000) / 3);
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
      const recorded = db.execute(sql`
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
      try {
        await recorded;
      } catch (error) {
        // Not recorded (the database went away): the lease ends by itself; the run's own failure is told too.
        throw failure ? new AggregateError([failure.error, error], `${name}: failed, and its end could not be recorded`) : error;
      }
      if (failure) throw failure.error;
      return true;
    },
  };
}
