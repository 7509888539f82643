import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_JOBS } from '../../common/background-jobs';
import { useTestApp } from './app';

/**
 * The test app runs the app's background passes as a server does, each once when it gets ready.
 * A file's tests must begin after those runs: one ran beside a recorded registration in CI (its
 * statements in the recording), and the entrant lists' purge could delete a row a test had just
 * made for a draw it was about to make (test/security/authorization-matrix.test.ts).
 */
describe('useTestApp', () => {
  const t = useTestApp();

  it("begins a file's tests once the app's start-up passes have ended", async () => {
    const startUp = [BACKGROUND_JOBS.mail, BACKGROUND_JOBS.trashPurge, BACKGROUND_JOBS.entrantListsPurge, ...(t.database.kind === 'pglite' ? [BACKGROUND_JOBS.plannerStatistics] : [])];
    const { rows } = await t.db.execute<{ name: string; runs: number; locked_by: string | null; finished: boolean }>(
      sql`select name, runs, locked_by, last_finished_at is not null as finished from background_jobs order by name`,
    );
    expect(rows.filter((row) => startUp.some((job) => job.name === row.name))).toEqual(
      startUp.map((job) => ({ name: job.name, runs: 1, locked_by: null, finished: true })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
