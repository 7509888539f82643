import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/config';
import { createRecordingMailer } from '../../test/support/mailer';
import { client } from '../../test/support/http';
import { buildApp } from '../app';
import { createSession } from '../auth/session-service';
import { useMigrationTestDatabase } from '../../test/support/migrations';
import type { Database } from './open';

/**
 * Migration 0017 (teams, issue #22) on a copy of a database that holds what a real one does:
 * users with gaps in their ids, lists (one in the Trash, one in an import snapshot), members,
 * shoot history, a draw, a plan and its subscription record. On PGlite in `npm test`, on
 * PostgreSQL in CI's database suite (TEST_DATABASE_URL). Every row stays where it was, and the
 * app reads the old lists as each user's personal workspace.
 */

const BEFORE_TEAMS = 16;

/**
 * Each table's rows as they were written (ids, owners, timestamps), in id order. The workspace
 * column is read by its name of the moment: owner_id before migration 0023, workspace_id after.
 */
const tables = (workspaceColumn: string) => ({
  users: 'select id, username, email from users order by id',
  lists: `select id, name, ${workspaceColumn}, member_count, members_version, removed_at, snapshot_id from lists order by id`,
  list_members: `select id, list_id, ${workspaceColumn}, username, created_at from list_members order by id`,
  removed_list_members: 'select id, list_id, username from removed_list_members order by id',
  list_snapshots: `select id, ${workspaceColumn}, kind, list_count, member_count from list_snapshots order by id`,
  shoot_history: 'select id, user_id, list_ids, usernames from shoot_history order by id',
  draws: 'select id, user_id, list_ids, winners, fingerprint from draws order by id',
  stripe_customers: 'select user_id, stripe_customer_id, tier from stripe_customers order by user_id',
  plans: 'select id, tier, maxlist from plans order by id',
});

/** Runs a script of plain statements one at a time (one statement per extended-protocol query). */
async function run(database: Database, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) await database.db.execute(sql.raw(statement));
}

async function snapshotOf(database: Database, workspaceColumn: string) {
  const out: Record<string, unknown[]> = {};
  for (const [table, query] of Object.entries(tables(workspaceColumn))) out[table] = (await database.db.execute(sql.raw(query))).rows;
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown[]>;
}

describe(`migration 0017 (teams) on a copy of a live database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let before: Record<string, unknown[]>;

  useMigrationTestDatabase(BEFORE_TEAMS, async (opened) => {
    database = opened;
    // The data of a product in use, as migration 0016 left its schema.
    await run(database, `
      insert into users (id, username, email, password_hash) values
        (1, 'ada', 'ada@example.com', '$2b$10$${'x'.repeat(53)}'),
        (2, 'gone', 'gone@example.com', '$2b$10$${'x'.repeat(53)}'),
        (5, 'bob', 'bob@example.com', '$2b$10$${'x'.repeat(53)}'),
        (9, 'cy', 'cy@example.com', '$2b$10$${'x'.repeat(53)}');
      delete from users where id = 2;
      select setval(pg_get_serial_sequence('users', 'id'), 9);
      insert into profiles (user_id) values (1), (5), (9);
      insert into plans (nickname, amount, product_id, product_name, price_id, tier, maxlist) values ('Pro', 900, 'prod_pro', 'Pro', 'price_pro', 3, 10);
      insert into stripe_customers (user_id, stripe_customer_id, tier) values (1, 'cus_ada', 3);
      insert into lists (name, owner_id, color) values ('Ada giveaways', 1, '#112233'), ('Ada old', 1, '#112233'), ('Bob crew', 5, '#445566');
      insert into list_members (list_id, username) select 1, 'ada_member_' || g from generate_series(1, 300) g;
      insert into list_members (list_id, username) select 3, 'bob_member_' || g from generate_series(1, 120) g;
      insert into list_members (list_id, username) values (2, 'trash_one'), (2, 'trash_two');
      insert into shoot_history (user_id, list_ids, usernames) values (1, '{1}', '{ada_member_7}'), (5, '{3}', '{bob_member_1,bob_member_2}');
      insert into draw_entrant_lists (fingerprint, entrant_count, entrants) values ('${'a'.repeat(64)}', 2, 'x\ny');
      insert into draws (id, user_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, entrant_count, winners, drawn_at)
        values ('draw_of_ada_0000000001', 1, 'sel', '{1}', '{Ada giveaways}', 'rollcall-draw-v1', 'drawn', '${'0'.repeat(64)}', 1, '${'a'.repeat(64)}', 2, '{x}', now());
      insert into list_snapshots (owner_id, kind, list_count, member_count) values (5, 'import', 1, 1);
      insert into lists (name, owner_id, removed_at, snapshot_id) values ('Bob replaced', 5, now(), 1);
      insert into removed_list_members (id, list_id, username, created_at) values (999001, 4, 'kept_in_snapshot', now());
    `);
    // Ada's second list goes to the Trash the way 0016 does it: members moved out.
    await run(database, `
      insert into removed_list_members (id, list_id, username, created_at) select id, list_id, username, created_at from list_members where list_id = 2;
      delete from list_members where list_id = 2;
      update lists set removed_at = now() where id = 2;
    `);
    before = await snapshotOf(database, 'owner_id');

  });
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), mailer: createRecordingMailer().mailer, database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('leaves every row where it was: users, lists, members, Trash, snapshots, shoots, draws, billing', async () => {
    expect(await snapshotOf(database, 'workspace_id as owner_id')).toEqual(before);
  });

  it("gives each user a personal workspace with the user's id, owned by them, holding their shoots and draws", async () => {
    const { rows: spaces } = await database.db.execute<{ id: number; personal_of: number; billing_owner_id: number; name: string }>(
      sql`select id, personal_of, billing_owner_id, name from workspaces order by id`,
    );
    expect(spaces.map((w) => [w.id, w.personal_of, w.billing_owner_id, w.name])).toEqual([
      [1, 1, 1, 'Personal'],
      [5, 5, 5, 'Personal'],
      [9, 9, 9, 'Personal'],
    ]);
    const { rows: members } = await database.db.execute(sql`select workspace_id, user_id, role from workspace_members order by workspace_id`);
    expect(members).toEqual([
      { workspace_id: 1, user_id: 1, role: 'owner' },
      { workspace_id: 5, user_id: 5, role: 'owner' },
      { workspace_id: 9, user_id: 9, role: 'owner' },
    ]);
    expect((await database.db.execute(sql`select count(*)::int as n from shoot_history where workspace_id <> user_id`)).rows).toEqual([{ n: 0 }]);
    expect((await database.db.execute(sql`select workspace_id from draws`)).rows).toEqual([{ workspace_id: 1 }]);
  });

  it('serves the old lists, members, Trash, snapshot and shoot history to their users, with their plan', async () => {
    const ada = client(app);
    ada.cookie = `rollcall_session=${(await createSession(database.db, 1)).token}`;
    const lists = (await ada.get('/api/lists')).json();
    expect(lists.lists.map((l: { name: string; memberCount: number }) => [l.name, l.memberCount])).toEqual([['Ada giveaways', 300]]);
    expect(lists.quota).toMatchObject({ maxlist: 10, used: 1 });
    expect((await ada.get('/api/trash')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Ada old']);
    expect((await ada.get('/api/shoot/history')).json().shoots).toHaveLength(1);
    expect((await ada.get('/api/export')).body.split('ada_member_').length - 1).toBe(300);

    const bob = client(app);
    bob.cookie = `rollcall_session=${(await createSession(database.db, 5)).token}`;
    expect((await bob.get('/api/members?search=bob_member')).json().members.length).toBeGreaterThan(0);
    expect((await bob.get('/api/import/snapshots')).json().snapshots).toHaveLength(1);
    expect((await bob.get('/api/lists')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Bob crew']);
  });

  it('gives later users and teams ids of their own: a new personal workspace has its user id, a team one no user has', async () => {
    const ada = client(app);
    ada.cookie = `rollcall_session=${(await createSession(database.db, 1)).token}`;
    const team = (await ada.post('/api/workspaces', { name: 'Moderators' })).json();
    await database.db.execute(sql`insert into users (username, email, password_hash) values ('dee', 'dee@example.com', 'x')`);
    const { rows } = await database.db.execute<{ id: number; personal_of: number | null }>(sql`select w.id, w.personal_of from workspaces w order by w.id`);
    const dee = (await database.db.execute<{ id: number }>(sql`select id from users where username = 'dee'`)).rows[0]!.id;
    expect(team.id).toBeGreaterThan(9);
    expect(dee).toBeGreaterThan(team.id);
    expect(rows.find((w) => w.personal_of === dee)?.id).toBe(dee);
    expect((await database.db.execute(sql`select 1 from users where id = ${team.id}`)).rows).toHaveLength(0);
  });
});
