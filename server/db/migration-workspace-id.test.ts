import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationIndex, useMigrationTestDatabase } from '../../test/support/migrations';
import type { Database } from './open';
import { LIST_WORKSPACE_FOREIGN_KEY } from './schema';
import { isForeignKeyViolation } from './sql';

/**
 * The migration that renames lists', list members' and import snapshots' `owner_id` to
 * `workspace_id` (issue #35) on a database of the version before it: every row keeps its
 * workspace, and the trigger that gives a member its list's workspace, the (list, workspace)
 * foreign key and the indexes work under their new names. On PGlite in `npm test`, on PostgreSQL
 * in CI's database suite (TEST_DATABASE_URL).
 */

const TAG = 'workspace_id_columns';

/** Each renamed table's rows, the workspace column read by `column`, in id order. */
async function rowsOf(database: Database, column: string) {
  const read = async (query: string) => JSON.parse(JSON.stringify((await database.db.execute(sql.raw(query))).rows)) as unknown[];
  return {
    lists: await read(`select id, name, ${column} as workspace, removed_at, snapshot_id, member_count from lists order by id`),
    list_members: await read(`select id, list_id, ${column} as workspace, username, created_at from list_members order by id`),
    list_snapshots: await read(`select id, ${column} as workspace, kind from list_snapshots order by id`),
  };
}

describe(`migration ${TAG} on a database in use (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let before: Awaited<ReturnType<typeof rowsOf>>;

  useMigrationTestDatabase(migrationIndex(TAG) - 1, async (opened) => {
    database = opened;
    const hash = `$2b$10$${'x'.repeat(53)}`;
    // ada has a list in her personal workspace and one in the Trash; her team has a list and a replaced one in a snapshot.
    for (const statement of [
      sql`insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', ${hash}), (2, 'bob', 'bob@example.com', ${hash})`,
      sql`select setval(pg_get_serial_sequence('users', 'id'), 2)`,
      sql`insert into workspaces (id, name, billing_owner_id) values (100, 'Crew', 1)`,
      sql`insert into list_snapshots (owner_id, kind, list_count, member_count) values (100, 'import', 1, 0)`,
      sql`insert into lists (name, owner_id) values ('Ada giveaways', 1), ('Crew picks', 100), ('Bob crew', 2)`,
      sql`insert into lists (name, owner_id, removed_at) values ('Ada old', 1, now())`,
      sql`insert into lists (name, owner_id, removed_at, snapshot_id) values ('Crew replaced', 100, now(), 1)`,
      sql`insert into list_members (list_id, username) select 1 + g % 3, 'member_' || g from generate_series(1, 30) g`,
      sql`insert into list_members (list_id, owner_id, username) values (2, 100, 'given_by_hand')`,
    ]) {
      await database.db.execute(statement);
    }
    before = await rowsOf(database, 'owner_id');
  });


  it('keeps every list, member and snapshot in its workspace, under workspace_id', async () => {
    expect(before.list_members).toHaveLength(31);
    expect(await rowsOf(database, 'workspace_id')).toEqual(before);
    const { rows: left } = await database.db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'owner_id'`,
    );
    expect(left).toEqual([]);
  });

  it('renames the indexes, the keys and the trigger, which still do their work', async () => {
    const { rows: indexes } = await database.db.execute<{ name: string }>(
      sql`select indexname as name from pg_indexes where schemaname = 'public' and indexname like any (array['%owner%', '%workspace%']) and tablename in ('lists', 'list_members', 'list_snapshots') order by 1`,
    );
    expect(indexes.map((row) => row.name)).toEqual([
      'list_members_list_workspace_username_lower_key',
      'list_members_workspace_id_id_idx',
      'list_members_workspace_username_lower_idx',
      'list_snapshots_workspace_id_id_idx',
      'lists_id_workspace_id_key',
      'lists_workspace_id_idx',
    ]);
    const { rows: constraints } = await database.db.execute<{ name: string }>(
      sql`select conname as name from pg_constraint where conrelid in ('lists'::regclass, 'list_members'::regclass, 'list_snapshots'::regclass) and contype in ('f', 'u') and conname like any (array['%owner%', '%workspace%']) order by 1`,
    );
    expect(constraints.map((row) => row.name)).toEqual([
      'list_members_list_workspace_fk',
      'list_snapshots_workspace_id_workspaces_id_fk',
      'lists_id_workspace_id_key',
      'lists_workspace_id_workspaces_id_fk',
    ]);
    // A member added without its workspace gets its list's; one given another workspace is refused.
    const { rows: added } = await database.db.execute<{ workspace_id: number }>(sql`insert into list_members (list_id, username) values (2, 'new_one') returning workspace_id`);
    expect(added).toEqual([{ workspace_id: 100 }]);
    await expect(database.db.execute(sql`insert into list_members (list_id, workspace_id, username) values (2, 1, 'sneaky')`)).rejects.toThrow();
    // A list in the Trash (id 4) takes no member: refused by the members trigger under the key's new name.
    const late = await database.db.execute(sql`insert into list_members (list_id, username) values (4, 'late')`).catch((error: unknown) => error);
    expect(isForeignKeyViolation(late, LIST_WORKSPACE_FOREIGN_KEY)).toBe(true);
    const { rows: functions } = await database.db.execute(sql`select proname from pg_proc where proname like 'list_members_fill_%'`);
    expect(functions).toEqual([{ proname: 'list_members_fill_workspace' }]);
  });
});
