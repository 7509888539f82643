import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_JOBS } from '../../common/background-jobs';
import { useTestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { refreshPlannerStatistics } from './planner-statistics';

/**
 * Issue #40: PGlite runs no autovacuum, so its planner planned every query for the tables as they
 * were at their last ANALYZE (never, for tables filled since): the Members screen's first page of
 * 100,000 members took 75–135 ms instead of 17–37 ms. The job analyses a table that grew or shrank.
 */
describe('the embedded database’s planner statistics', () => {
  const t = useTestApp();
  const estimate = async (table: string) => Number((await t.db.execute<{ rows: number }>(sql`select reltuples::bigint as rows from pg_class where relname = ${table}`)).rows[0]!.rows);

  it('analyses a table once it has grown, and nothing while no table changes', async () => {
    await refreshPlannerStatistics(t.db);
    const user = await createUser(t.db);
    await t.db.execute(sql`insert into lists (name, icon, color, workspace_id) select 'List ' || g, '📝', '#4f46e5', ${user.id} from generate_series(1, 20) g`);
    await t.db.execute(sql`insert into list_members (list_id, username) select l.id, 'u' || l.id || '_' || g from lists l, generate_series(1, 1000) g where l.workspace_id = ${user.id}`);
    const members = Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from list_members`)).rows[0]!.n);

    expect(await refreshPlannerStatistics(t.db)).toContain('list_members');
    // The planner now knows how many members there are (ANALYZE reads every page of a table this small).
    expect(await estimate('list_members')).toBe(members);
    // Nothing changed since: nothing analysed again.
    expect(await refreshPlannerStatistics(t.db)).not.toContain('list_members');
    // A tenth more is a change worth a new look.
    await t.db.execute(sql`insert into list_members (list_id, username) select l.id, 'v' || l.id || '_' || g from lists l, generate_series(1, 200) g where l.workspace_id = ${user.id}`);
    expect(await refreshPlannerStatistics(t.db)).toContain('list_members');
    expect(await estimate('list_members')).toBe(members + 20 * 200);
  });

  it('runs as a background job on the embedded database, from the start (PostgreSQL’s autovacuum does it there)', async () => {
    const ran = async () => (await t.db.execute(sql`select runs from background_jobs where name = ${BACKGROUND_JOBS.plannerStatistics.name} and runs > 0`)).rows.length;
    if (t.database.kind === 'pglite') await vi.waitFor(async () => expect(await ran()).toBe(1), { timeout: 15_000, interval: 50 });
    else expect(await ran()).toBe(0);
  });
});
