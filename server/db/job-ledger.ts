import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { JobLedger, JobRun } from '../jobs/scheduler';
import type { Database, Db } from './open';
import { backgroundJobs } from './schema';

/** The first retry of a failed job waits this long, each next one twice as long, never longer than the job's interval. */
export const FIRST_RETRY_MS = 10_000;
/** What a failure's message keeps for the admin's dashboard. */
const ERROR_CHARS = 300;

/** This instance, as the dashboard names it: the host and the process. */
export const instanceName = (): string => `${os.hostname()}:${String(process.pid)}`;

/** How long a job waits after its `failures`-th failure in a row. */
export function retryDelayMs(failures: number, everyMs: number): number {
  return Math.min(everyMs, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/**
 * The jobs' turns in the database (issue #39, decision 039): a job's row is locked FOR UPDATE SKIP
 * LOCKED by the instance that runs it, in a transaction held open for as long as the run lasts
 * (its own queries take other connections), so another instance skips it rather than waits, and
 * an instance that dies mid-run lets go of it with its connection: the job is due again at once.
 * The transaction is one statement's worth of session state to a pooler in transaction mode,
 * which keeps a transaction on one server connection (it does not need a session). When the run
 * ends, the same transaction records it and the next time it is due, by the database's clock.
 *
 * The embedded database has one process (its directory is locked: lock.ts) and one connection,
 * which a held transaction would keep from the run's own queries: there the row is read and
 * written without one.
 */
export function databaseJobLedger(database: Pick<Database, 'db' | 'kind'>, instance = instanceName()): JobLedger {
  const { db } = database;
  const known = new Set<string>();
  const holding = database.kind === 'postgres' ? <T>(work: (handle: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db)) : <T>(work: (handle: Db) => Promise<T>) => work(db);

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
      const outcome = await holding(async (handle) => {
        const { rows } = await handle.execute<{ failures: number }>(sql`
          select failures from ${backgroundJobs}
          where name = ${name} and (${now} or next_run_at <= now())
          for update skip locked`);
        const [claimed] = rows;
        if (!claimed) return null;
        const startedAt = await databaseNow(handle);
        let failure: { error: unknown } | null = null;
        try {
          await run();
        } catch (error) {
          failure = { error };
        }
        const failures = failure ? claimed.failures + 1 : 0;
        const waitMs = failure ? retryDelayMs(failures, everyMs) : everyMs;
        // Fixed rate from the start of the run (an hourly job stays hourly); a retry from its failure.
        const from = failure ? sql`clock_timestamp()` : sql`${startedAt}::timestamptz`;
        await handle.execute(sql`
          update ${backgroundJobs} set
            every_ms = ${everyMs},
            last_started_at = ${startedAt}::timestamptz,
            last_finished_at = clock_timestamp(),
            last_instance = ${instance},
            runs = runs + 1,
            failures = ${failures},
            last_failed_at = ${failure ? sql`clock_timestamp()` : sql`last_failed_at`},
            last_error = ${failure ? errorLine(failure.error) : sql`last_error`},
            next_run_at = greatest(${from} + make_interval(secs => ${waitMs / 1000}), clock_timestamp())
          where name = ${name}`);
        return { failure };
      });
      if (!outcome) return false;
      if (outcome.failure) throw outcome.failure.error;
      return true;
    },
  };
}

async function databaseNow(handle: Db): Promise<string> {
  const { rows } = await handle.execute<{ now: string }>(sql`select clock_timestamp()::text as now`);
  return rows[0]!.now;
}

function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > ERROR_CHARS ? `${message.slice(0, ERROR_CHARS - 1)}…` : message;
}
