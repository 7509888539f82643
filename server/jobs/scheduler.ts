/**
 * The background passes of an instance (issue #35): each one a named job run every so often. The
 * scheduler is the one place that
 *   - never starts a job's run while its last one is still going (that tick is skipped),
 *   - catches a failed run and logs it with the job's name (the next run tries again),
 *   - unrefs its timers (a pass never keeps the process alive),
 *   - stops every job at shutdown and waits for the runs under way (before the database closes).
 * Given a ledger (issue #39, decision 039: server/db/job-ledger.ts, the jobs' rows in the database),
 * a tick only asks the ledger to run the job: the ledger runs it when it is due and no other
 * instance is running it, records how it ended, and schedules the next run (sooner after a
 * failure, the retry), so a job runs once across every instance sharing the database. Ticks then
 * come at most LEDGER_TICK_MS apart, so a retry or a job another instance let fall due is not
 * left waiting a whole interval.
 */

import { AsyncResource } from 'node:async_hooks';

export type JobRun = () => Promise<unknown>;

/** Where the jobs' turns are kept when several instances share them (server/db/job-ledger.ts). */
export interface JobLedger {
  /**
   * Runs `run` when the job is due (or at once with `now`), unless another instance is running it;
   * records its end and the next time it is due. Answers whether it ran; a failed run is recorded,
   * then its error thrown.
   */
  attempt(job: { name: string; everyMs: number; firstRunNow: boolean }, run: JobRun, now: boolean): Promise<boolean>;
}

/** How often a job's turn is asked for when a ledger decides (or its interval, when shorter). */
export const LEDGER_TICK_MS = 15_000;

export interface JobOptions {
  /** Runs once at once too (what came due while no instance ran); otherwise first after `everyMs`. */
  runAtStart?: boolean;
  /** Tells a failed run instead of the scheduler's error line (a pass with its own wording). */
  onFailure?: (error: unknown) => void;
}

export interface Job {
  readonly name: string;
  readonly everyMs: number;
  /** Whether stop() was called (a run under way may still end). */
  readonly stopped: boolean;
  /** No more runs; a run under way goes on (`idle()` waits for it). */
  stop(): void;
  /** Resolves when no run is under way. */
  idle(): Promise<void>;
  /** Runs it now, if it is not running here (with a ledger: nor on another instance), whether due or not. */
  runSoon(): void;
}

export interface Scheduler {
  /** Runs `run` every `everyMs` as the job `name` (one name, one job). */
  every(name: string, everyMs: number, run: JobRun, options?: JobOptions): Job;
  /** Stops every job, then waits for the runs under way. */
  stop(): Promise<void>;
  /** Resolves when no job has a run under way (the jobs go on). */
  idle(): Promise<void>;
}

/** Where a failure is logged (pino's shape: app.log fits). */
export interface SchedulerLog {
  error(object: object, message: string): void;
}

export function createScheduler(log: SchedulerLog, ledger?: JobLedger): Scheduler {
  const jobs = new Map<string, Job>();
  let stopped = false;
  const idle = async () => {
    await Promise.all([...jobs.values()].map((job) => job.idle()));
  };
  return {
    every(name, everyMs, run, options = {}) {
      if (stopped) throw new Error(`The scheduler is stopped: job "${name}" not started`);
      if (jobs.has(name)) throw new Error(`A job named "${name}" is already scheduled`);
      const onFailure = options.onFailure ?? ((error: unknown) => log.error({ err: error, job: name }, `${name}: pass failed`));
      const firstRunNow = options.runAtStart ?? false;
      const job = ledger
        ? startJob(name, everyMs, Math.min(everyMs, LEDGER_TICK_MS), (soon) => ledger.attempt({ name, everyMs, firstRunNow }, run, soon), onFailure)
        : startJob(name, everyMs, everyMs, run, onFailure);
      jobs.set(name, job);
      // With a ledger, the first tick is at once: the ledger knows whether the job is due.
      if (firstRunNow || ledger) job.tick();
      return job;
    },
    async stop() {
      stopped = true;
      for (const job of jobs.values()) job.stop();
      await idle();
    },
    idle,
  };
}

function startJob(name: string, everyMs: number, tickMs: number, run: (soon: boolean) => Promise<unknown>, onFailure: (error: unknown) => void): Job & { tick(): void } {
  let running: Promise<void> | null = null;
  let stopped = false;
  // runSoon() during a run: once more right after it (what it was asked for may have come too late for this one).
  let again = false;
  // Runs in the scheduler's context, never in that of a request that asked for one (runSoon): what
  // a request's context carries (a test's statement recording, say) is not the job's.
  const start = AsyncResource.bind((soon: boolean) => {
    if (stopped) return;
    if (running) {
      again ||= soon;
      return;
    }
    running = (async () => run(soon))()
      .then(
        () => undefined,
        (error: unknown) => onFailure(error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          start(true);
        }
      });
  });
  const tick = () => start(false);
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    name,
    everyMs,
    get stopped() {
      return stopped;
    },
    tick,
    runSoon: () => start(true),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    async idle() {
      // A run asked for during the last one starts as it ends: wait for that one too.
      while (running) await running;
    },
  };
}
