import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { CSV_NEWLINE } from '../../server/csv/csv-format';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import type { RunningServer } from './server';

/** What the faults tests that kill the app mid-work share (import-kill, restore-kill). */

/** The backends on database `db`, other than the observer's own, and what they run. */
export async function backendsOf(observer: pg.Client, db: string) {
  const { rows } = await observer.query<{ pid: number; state: string | null; query: string }>(
    'select pid, state, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [db],
  );
  return rows;
}

/** What a lists CSV holds, in short (a failure shows this rather than a megabyte of text). */
export function summarize(csv: string) {
  const lines = csv.split(CSV_NEWLINE).slice(1);
  return { lists: lines.length, members: lines.reduce((sum, line) => sum + (line.match(/;/g)?.length ?? 0) + 1, 0), first: lines[0]?.slice(0, 40) };
}

/** Polls `probe` every `every` ms until it answers something, or throws after `ms`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000, every = 5): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/**
 * Kills `first` with SIGKILL once its transaction is inserting list members (what `request` asked
 * of it), checks the request got no answer, and starts a new process on the same database while
 * PostgreSQL ends what the dead one left behind (its statement runs to its end, then the backend
 * finds its client gone and rolls back). Returns the new process, once the dead one's backend is gone.
 */
export async function killWhileInsertingMembers(
  what: string,
  first: RunningServer,
  request: Promise<Response>,
  backends: () => ReturnType<typeof backendsOf>,
  start: () => Promise<RunningServer>,
): Promise<RunningServer> {
  const pending = request.then(
    (response) => `answered ${String(response.status)}`,
    () => 'no answer',
  );
  const inserting = await waitFor(what, async () => (await backends()).find((backend) => backend.state === 'active' && /insert into "list_members"/i.test(backend.query)));
  first.child.kill('SIGKILL');
  expect((await first.exited).code).toBeNull();
  expect(await pending).toBe('no answer');
  const [second] = await Promise.all([
    start(),
    waitFor('the dead process’s sessions to end', async () => !(await backends()).some((backend) => backend.pid === inserting.pid), 60_000, 50),
  ]);
  return second;
}

/**
 * The file's own PostgreSQL cluster (started before its tests), a connection that watches it, and
 * the app servers the file starts (push them to `servers`): all stopped after the file's tests.
 */
export function usePrivateCluster(): { readonly postgres: PrivatePostgres; readonly observer: pg.Client; readonly servers: RunningServer[] } {
  let postgres: PrivatePostgres | undefined;
  let observer: pg.Client | undefined;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    observer = new pg.Client({ connectionString: postgres.url });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end().catch(() => {});
    for (const server of servers) await server.stop();
    await postgres?.destroy();
  });
  return {
    get postgres() {
      if (!postgres) throw new Error('the private cluster is not started yet (use it inside a test or a later hook)');
      return postgres;
    },
    get observer() {
      if (!observer) throw new Error('the private cluster is not started yet (use it inside a test or a later hook)');
      return observer;
    },
    servers,
  };
}
