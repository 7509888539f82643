/**
 * The background passes of an instance (issue #35): each one a named job run every so often. The
 * scheduler is the one place that
 *   - never starts a job's run while its last one is still going (that tick is skipped),
 *   - catches a failed run and logs it with the job's name (the next run tries again),
 *   - unrefs its timers (a pass never keeps the process alive),
 *   - stops every job at shutdown and waits for the runs under way (before the database closes).
 * In-process: every instance runs every pass, and each pass makes that safe itself (SKIP LOCKED,
 * a date in a file's name). Running a pass once across instances, with its state for all to see,
 * is a change behind this interface (decision note in issue #35).
 */

export type JobRun = () => Promise<unknown>;

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
}

export interface Scheduler {
  /** Runs `run` every `everyMs` as the job `name` (one name, one job). */
  every(name: string, everyMs: number, run: JobRun, options?: JobOptions): Job;
  /** Stops every job, then waits for the runs under way. */
  stop(): Promise<void>;
}

/** Where a failure is logged (pino's shape: app.log fits). */
export interface SchedulerLog {
  error(object: object, message: string): void;
}

export function createScheduler(log: SchedulerLog): Scheduler {
  const jobs = new Map<string, Job>();
  let stopped = false;
  return {
    every(name, everyMs, run, options = {}) {
      if (stopped) throw new Error(`The scheduler is stopped: job "${name}" not started`);
      if (jobs.has(name)) throw new Error(`A job named "${name}" is already scheduled`);
      const onFailure = options.onFailure ?? ((error: unknown) => log.error({ err: error, job: name }, `${name}: pass failed`));
      const job = startJob(name, everyMs, run, onFailure);
      jobs.set(name, job);
      if (options.runAtStart) job.runNow();
      return job;
    },
    async stop() {
      stopped = true;
      for (const job of jobs.values()) job.stop();
      await Promise.all([...jobs.values()].map((job) => job.idle()));
    },
  };
}

function startJob(name: string, everyMs: number, run: JobRun, onFailure: (error: unknown) => void): Job & { runNow(): void } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped || running) return;
    running = (async () => run())()
      .then(
        () => undefined,
        (error: unknown) => onFailure(error),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(runNow, everyMs);
  timer.unref();
  return {
    name,
    everyMs,
    get stopped() {
      return stopped;
    },
    runNow,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    async idle() {
      await running;
    },
  };
}
