import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, LEDGER_TICK_MS, type JobLedger } from './scheduler';

const HOUR = 3600_000;

/** A run that ends when the test says so. */
function heldRuns() {
  const ends: (() => void)[] = [];
  let started = 0;
  const run = () => {
    started += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { run, started: () => started, endOne: () => ends.shift()?.(), endAll: () => ends.splice(0).forEach((end) => end()) };
}

function logs() {
  const errors: { object: object; message: string }[] = [];
  return { errors, log: { error: (object: object, message: string) => void errors.push({ object, message }) } };
}

describe('the background scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at start when asked, then every interval', async () => {
    const scheduler = createScheduler(logs().log);
    const run = vi.fn(async () => undefined);
    const job = scheduler.every('pass', HOUR, run, { runAtStart: true });
    await job.idle();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(run).toHaveBeenCalledTimes(4);
    await scheduler.stop();
  });

  it('waits one interval for the first run unless asked to run at start', async () => {
    const scheduler = createScheduler(logs().log);
    const run = vi.fn(async () => undefined);
    scheduler.every('pass', HOUR, run);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await scheduler.stop();
  });

  it('never starts a run while the last one is still going: those ticks are skipped', async () => {
    const scheduler = createScheduler(logs().log);
    const held = heldRuns();
    const job = scheduler.every('slow pass', 1000, held.run, { runAtStart: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.started()).toBe(1);
    held.endAll();
    await job.idle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.started()).toBe(2);
    held.endAll();
    await scheduler.stop();
  });

  it('tells when no job has a run under way, and keeps the jobs going', async () => {
    const scheduler = createScheduler(logs().log);
    const held = heldRuns();
    scheduler.every('one', HOUR, held.run, { runAtStart: true });
    scheduler.every('two', HOUR, held.run, { runAtStart: true });
    let idle = false;
    const waiting = scheduler.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    held.endOne();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    held.endOne();
    await waiting;
    expect(held.started()).toBe(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(held.started()).toBe(4);
    held.endAll();
    await scheduler.stop();
  });

  it('runs a job asked for by a request in its own context, not the request’s', async () => {
    const scheduler = createScheduler(logs().log);
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const job = scheduler.every('mail', HOUR, async () => void seen.push(request.getStore()));
    request.run('a request', () => job.runSoon());
    await job.idle();
    expect(seen).toEqual([undefined]);
    await scheduler.stop();
  });

  it('logs a failed run with the job’s name and tries again at the next tick', async () => {
    const { errors, log } = logs();
    const scheduler = createScheduler(log);
    const failure = new Error('database unreachable');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const job = scheduler.every('due draws', 1000, run, { runAtStart: true });
    await job.idle();
    expect(errors).toEqual([{ object: { err: failure, job: 'due draws' }, message: 'due draws: pass failed' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
    await scheduler.stop();
  });

  it('catches a run that throws before it returns a promise', async () => {
    const { errors, log } = logs();
    const scheduler = createScheduler(log);
    const job = scheduler.every('pass', 1000, () => {
      throw new Error('at once');
    }, { runAtStart: true });
    await job.idle();
    expect(errors.map((error) => error.message)).toEqual(['pass: pass failed']);
    await scheduler.stop();
  });

  it('lets a job word its own failure', async () => {
    const { errors, log } = logs();
    const scheduler = createScheduler(log);
    const told: unknown[] = [];
    const job = scheduler.every('pass', 1000, async () => Promise.reject(new Error('disk full')), { runAtStart: true, onFailure: (error) => told.push(error) });
    await job.idle();
    expect({ told: told.map((error) => (error as Error).message), errors }).toEqual({ told: ['disk full'], errors: [] });
    await scheduler.stop();
  });

  it('stops every job at shutdown, waiting for the runs under way, and runs none after', async () => {
    const scheduler = createScheduler(logs().log);
    const held = heldRuns();
    const other = vi.fn(async () => undefined);
    const job = scheduler.every('slow pass', 1000, held.run, { runAtStart: true });
    scheduler.every('other pass', 1000, other);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect({ stopped, jobStopped: job.stopped }).toEqual({ stopped: false, jobStopped: true });
    held.endAll();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect({ slow: held.started(), other: other.mock.calls.length }).toEqual({ slow: 1, other: 0 });
    expect(() => scheduler.every('late pass', 1000, other)).toThrow('The scheduler is stopped: job "late pass" not started');
  });

  it('stops one job without waiting: idle() says when its run has ended', async () => {
    const scheduler = createScheduler(logs().log);
    const held = heldRuns();
    const job = scheduler.every('backup', 1000, held.run, { runAtStart: true });
    job.stop();
    let idle = false;
    const waiting = job.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    held.endAll();
    await waiting;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held.started()).toBe(1);
    await scheduler.stop();
  });

  it('keeps no process alive: its timers are unref’d', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const scheduler = createScheduler(logs().log);
    scheduler.every('pass', 1000, async () => undefined);
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await scheduler.stop();
  });

  it('gives one job one name', async () => {
    const scheduler = createScheduler(logs().log);
    scheduler.every('pass', 1000, async () => undefined);
    expect(() => scheduler.every('pass', 2000, async () => undefined)).toThrow('A job named "pass" is already scheduled');
    await scheduler.stop();
  });

  describe('with a ledger (the jobs’ turns in the database, shared by instances)', () => {
    /** A ledger that runs the job when asked with `now`, or when `due` says so. */
    function ledger(due: () => boolean) {
      const asks: { name: string; now: boolean }[] = [];
      const value: JobLedger = {
        async attempt(job, run, now) {
          asks.push({ name: job.name, now });
          if (!now && !due()) return false;
          await run();
          return true;
        },
      };
      return { value, asks };
    }

    it('asks the ledger at once, then at least every LEDGER_TICK_MS however long the interval, and runs only when it says', async () => {
      let due = false;
      const { value, asks } = ledger(() => due);
      const run = vi.fn(async () => undefined);
      const scheduler = createScheduler(logs().log, value);
      const job = scheduler.every('trash purge', HOUR, run);
      await job.idle();
      expect({ asks: asks.length, runs: run.mock.calls.length }).toEqual({ asks: 1, runs: 0 });
      await vi.advanceTimersByTimeAsync(LEDGER_TICK_MS);
      expect({ asks: asks.length, runs: run.mock.calls.length }).toEqual({ asks: 2, runs: 0 });
      due = true;
      await vi.advanceTimersByTimeAsync(LEDGER_TICK_MS);
      expect({ asks: asks.length, runs: run.mock.calls.length }).toEqual({ asks: 3, runs: 1 });
      await scheduler.stop();
    });

    it('runs a job asked for now, and once more after a run under way when asked during it', async () => {
      const { value, asks } = ledger(() => false);
      const held = heldRuns();
      const scheduler = createScheduler(logs().log, value);
      const job = scheduler.every('mail', 60_000, held.run);
      await job.idle();
      job.runSoon();
      expect(held.started()).toBe(1);
      job.runSoon();
      job.runSoon();
      held.endAll();
      await vi.waitFor(() => expect(held.started()).toBe(2));
      held.endAll();
      await job.idle();
      expect(asks.map((ask) => ask.now)).toEqual([false, true, true]);
      await scheduler.stop();
    });
  });
});
