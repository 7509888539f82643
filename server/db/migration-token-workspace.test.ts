import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationIndex, useMigrationTestDatabase } from '../../test/support/migrations';
import type { Database } from './open';

/**
 * The migration that gives each API token its workspace (issue #33) on a database of the version
 * before it: a token made before acted in its user's current workspace, and keeps that one if the
 * user is still a member there, else their personal workspace. On PGlite in `npm test`, on
 * PostgreSQL in CI's database suite (TEST_DATABASE_URL).
 */

const TAG = 'token_workspace';

describe(`migration ${TAG} on a database in use (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;

  useMigrationTestDatabase(migrationIndex(TAG) - 1, async (opened) => {
    database = opened;
    const hash = `$2b$10$${'x'.repeat(53)}`;
    // ada works in her team, bob in his personal workspace, cy's current team is one she has left.
    for (const statement of [
      sql`insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', ${hash}), (2, 'bob', 'bob@example.com', ${hash}), (3, 'cy', 'cy@example.com', ${hash})`,
      sql`select setval(pg_get_serial_sequence('users', 'id'), 3)`,
      sql`insert into workspaces (id, name, billing_owner_id) values (100, 'Crew', 1)`,
      sql`insert into workspace_members (workspace_id, user_id, role) values (100, 1, 'owner')`,
      sql`update users set current_workspace_id = 100 where id in (1, 3)`,
      sql`insert into api_tokens (user_id, name, scope, token_hash, prefix) values (1, 'ada', 'write', 'h1', 'aaaaaa'), (2, 'bob', 'read', 'h2', 'bbbbbb'), (3, 'cy', 'write', 'h3', 'cccccc')`,
    ]) {
      await database.db.execute(statement);
    }
  });


  it('keeps each token where it acted: its user’s current workspace if still a member there, else Personal', async () => {
    const { rows } = await database.db.execute<{ name: string; workspace_id: number }>(sql`select name, workspace_id from api_tokens order by name`);
    expect(rows.map((row) => [row.name, Number(row.workspace_id)])).toEqual([
      ['ada', 100],
      ['bob', 2],
      ['cy', 3],
    ]);
    // Every new token must name one; a team deleted takes its tokens.
    await expect(database.db.execute(sql`insert into api_tokens (user_id, name, scope, token_hash, prefix) values (1, 'x', 'read', 'h4', 'dddddd')`)).rejects.toThrow();
    await database.db.execute(sql`delete from workspaces where id = 100`);
    expect((await database.db.execute(sql`select name from api_tokens order by name`)).rows.map((row) => row.name)).toEqual(['bob', 'cy']);
  });
});
