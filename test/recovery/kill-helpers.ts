import type pg from 'pg';
import { CSV_NEWLINE } from '../../server/csv/csv-format';

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
