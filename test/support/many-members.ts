import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/open';

/**
 * `lists` lists of `perList` members each (`u<list id>_<n>`) for one workspace, as fast as the
 * database can write them: a million in about 25 s on PGlite, where inserting them as the app
 * does took over two minutes (each row checked against its list and written into five indexes).
 * For seeds only (issue #40's million-member screens):
 * - the rows are valid by construction (each list is the workspace's own, each name unique in it),
 *   so the foreign-key checks and row triggers are skipped for the one statement
 *   (`session_replication_role = replica`), and the kept counts the statement trigger would have
 *   written are set after;
 * - the member indexes other than the primary key and the pages' own (workspace_id, id) are built
 *   again after the insert, each in one pass.
 */
export async function seedManyMembers(db: Db, workspaceId: number, lists: number, perList: number): Promise<void> {
  await db.execute(sql`insert into lists (name, icon, color, workspace_id) select 'List ' || g, '📝', '#4f46e5', ${workspaceId} from generate_series(1, ${lists}) g`);
  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(
    sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'list_members' and indexname not like '%pkey' and indexdef not like '%(workspace_id, id)%'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await db.execute(sql`set session_replication_role = replica`);
  try {
    await db.execute(sql`insert into list_members (list_id, workspace_id, username)
      select l.id, l.workspace_id, 'u' || l.id || '_' || g from lists l, generate_series(1, ${perList}) g where l.workspace_id = ${workspaceId}`);
  } finally {
    await db.execute(sql`set session_replication_role = default`);
  }
  await db.execute(sql`update lists set member_count = ${perList}, members_version = members_version + 1 where workspace_id = ${workspaceId}`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(sql`analyze`);
}
