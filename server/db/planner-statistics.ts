import { sql } from 'drizzle-orm';
import type { Db } from './open';

/** How often the embedded database's tables are looked at: a catalog read, nothing more when no table grew. */
export const PLANNER_STATISTICS_EVERY_MS = 60_000;

/**
 * Keeps the embedded database's planner statistics current (issue #40). PGlite runs no autovacuum,
 * so a table's statistics were those of its last ANALYZE, which nothing ran: after 100,000 members
 * were added, the Members screen's first page took 75–135 ms on plans made for empty tables, and
 * 17–37 ms once analysed. PGlite keeps no count of the rows changed either (pg_stat_user_tables
 * stays at zero), so a table is analysed when its size on disk has moved from what its last ANALYZE
 * saw (pg_class.relpages) by more than a tenth and 8 pages: autovacuum's own rule of thumb, in pages.
 * PostgreSQL's autovacuum does this itself; the job runs on PGlite only (background-passes.ts).
 * Gives the tables analysed.
 */
export async function refreshPlannerStatistics(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0)) > 8 + greatest(c.relpages, 0) / 10
    order by c.relname`);
  for (const { name } of rows) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return rows.map((row) => row.name);
}
