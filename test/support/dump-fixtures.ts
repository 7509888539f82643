import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { testConfig } from './config';
import { createEmptyPglite } from './database';
import { migrationsUpTo } from './migrations';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { createSession } from '../../server/auth/session-service';
import { dumpPglite, pgliteOf } from '../../server/db/dump';
import { openPglite, type Database, type Db } from '../../server/db/open';
import { blogCategories, blogPosts, listMembers, lists, mediaImages, mediaImageVariants, profiles, removedListMembers, users } from '../../server/db/schema';

/**
 * What the dump tests (dump.test.ts, dump.postgres.test.ts, test/operator/dump-cli.test.ts) put in
 * a database and how they compare two: every row of every table of the app and of the
 * migrations, as PostgreSQL prints it, and every sequence.
 */

/** Text a dump must carry exactly: quotes, backslashes, a line that looks like COPY's end or a psql command, tabs, emoji. */
export const AWKWARD_TEXT = "it's \"quoted\"; back\\slash\n\\.\nCOPY public.users (id) FROM stdin;\n\\! echo no\n\ttab 🎉 列表 \u2028 -- not a comment";

export const SEEDED_PASSWORD = 'a password to move';

export interface Seeded {
  /** The owner's e-mail; SEEDED_PASSWORD signs in. */
  email: string;
  /** A live session of the owner (the cookie's token). */
  token: string;
  /** The owner's lists' names, in id order. */
  listNames: string[];
}

/** Users, profiles, sessions, lists (one in the trash with its members), members, a blog category and posts, an image. */
export async function seedForDump(db: Db): Promise<Seeded> {
  const email = 'owner@example.com';
  const [owner] = await db
    .insert(users)
    .values({
      username: 'owner',
      email,
      passwordHash: await hashPassword(SEEDED_PASSWORD),
      isVerified: true,
      role: 'admin',
      xAccounts: ['owner_x', 'with "quote", comma', null as unknown as string],
      lastLoginAt: new Date('2026-01-02T03:04:05.678Z'),
    })
    .returning();
  const [other] = await db.insert(users).values({ username: "o'ther", email: 'other@example.com', passwordHash: `$2b$10$${'x'.repeat(53)}` }).returning();
  await db.insert(profiles).values([{ userId: owner!.id }, { userId: other!.id }]);
  const { token } = await createSession(db, owner!.id);
  await createSession(db, other!.id);

  const listNames = ['Friends 🎉', AWKWARD_TEXT, 'Plain'];
  const made = await db
    .insert(lists)
    .values(listNames.map((name, index) => ({ name, workspaceId: owner!.id, icon: index === 0 ? '🎉' : 'VIP', color: '#ffaa00', communityId: index === 1 ? '1234567890' : null })))
    .returning({ id: lists.id });
  await db.insert(listMembers).values(
    made.flatMap(({ id }, index) => Array.from({ length: 40 + index }, (_, k) => ({ listId: id, username: `member_${String(index)}_${String(k)}` }))),
  );
  // A list in the trash, with its members set aside (migration 0016).
  const [trashed] = await db.insert(lists).values({ name: 'Deleted', workspaceId: owner!.id, removedAt: new Date('2026-02-03T04:05:06Z') }).returning({ id: lists.id });
  await db.insert(removedListMembers).values([
    { id: 900_001, listId: trashed!.id, username: 'gone_one', createdAt: new Date('2026-01-01T00:00:00Z') },
    { id: 900_002, listId: trashed!.id, username: 'gone_two', createdAt: new Date('2026-01-01T00:00:01Z') },
  ]);
  await db.insert(lists).values({ name: 'Other’s', workspaceId: other!.id });

  const [category] = await db.insert(blogCategories).values({ name: 'News', slug: 'news' }).returning();
  await db.insert(blogPosts).values([
    { title: 'Hello', slug: 'hello', content: `<p>${AWKWARD_TEXT}</p>`, status: 'published', categoryId: category!.id, authorId: owner!.id, publishDate: new Date('2026-03-04T05:06:07Z') },
    { title: 'Draft', slug: 'draft', content: null, authorId: other!.id },
  ]);
  // Bytes a text format must escape: NUL, backslash, newline, tab, high bytes.
  await db.insert(mediaImages).values({ id: 'img_1', sha256: 'ab'.repeat(32), sourceFormat: 'png', width: 2, height: 1, sourceBytes: 10, uploadedBy: owner!.id });
  await db.insert(mediaImageVariants).values({ imageId: 'img_1', width: 480, contentType: 'image/webp', data: new Uint8Array([0, 1, 0x5c, 0x0a, 0x09, 0x2e, 0xff, 0x80, 0]) });
  return { email, token, listNames };
}

/** Runs one SQL text and answers its rows. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** A PGlite's queries, in UTC (timestamps print the same everywhere). */
export async function pgliteQueries(client: PGlite): Promise<RunQuery> {
  await client.exec(`SET TimeZone = 'UTC'`);
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

/** A PostgreSQL connection's queries, in UTC. */
export async function pgQueries(client: pg.Client): Promise<RunQuery> {
  await client.query(`SET TimeZone = 'UTC'`);
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

/**
 * Every row of every table in schemas public and drizzle as PostgreSQL prints it (`t::text`),
 * sorted byte-wise; every sequence's state. Equal on two databases: the same data.
 */
export async function snapshot(query: RunQuery): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  const tables = await query(`select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables where schemaname in ('public', 'drizzle') order by 1`);
  for (const { name } of tables as { name: string }[]) {
    result[name] = (await query(`select t::text as row from ${name} t order by t::text collate "C"`)).map((row) => row.row as string);
  }
  const sequences = await query(`select format('%I.%I', schemaname, sequencename) as name from pg_catalog.pg_sequences where schemaname in ('public', 'drizzle') order by 1`);
  for (const { name } of sequences as { name: string }[]) {
    result[`sequence ${name}`] = (await query(`select last_value::text || ' ' || is_called::text as row from ${name}`)).map((row) => row.row as string);
  }
  return result;
}

/** Migrations recorded as applied. */
export async function migrationsApplied(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rows[0]!.n;
}

/** A migrated in-memory PGlite (from the test setup's migrated template when there is one). */
export async function migratedPglite(): Promise<Database> {
  const template = process.env.ROLLCALL_TEST_PGLITE_TEMPLATE;
  const database = await openPglite(null, template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
  await database.migrate();
  return database;
}

/** An empty in-memory PGlite (as a new DATA_DIR starts), with the app's extensions. */
export const emptyPglite = createEmptyPglite;

export { pgliteOf };

/**
 * What the app answers on a database: ready, the owner's lists through the session that was in
 * the dump, and a sign-in with the password whose hash was in the dump.
 */
export async function appOn(database: Database, seeded: Seeded): Promise<{ ready: number; lists: string[]; login: number }> {
  const app = await buildApp({ config: testConfig(), database });
  try {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    const mine = await app.inject({ method: 'GET', url: '/api/lists', headers: { cookie: `rollcall_session=${seeded.token}` } });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: seeded.email, password: SEEDED_PASSWORD }, remoteAddress: '10.200.0.1' });
    const lists = mine.statusCode === 200 ? (mine.json<{ lists: { name: string }[] }>().lists.map((list) => list.name)) : [`status ${String(mine.statusCode)}`];
    return { ready: ready.statusCode, lists, login: login.statusCode };
  } finally {
    await app.close();
  }
}

/** Adds a user, a list and a member with the sequences' next ids; answers the ids and the largest before. */
export async function addAfterImport(db: Db): Promise<{ ids: number[]; before: number[] }> {
  const { rows } = await db.execute<{ u: number; l: number; m: number }>(
    sql`select (select max(id) from users) as u, (select max(id) from lists) as l, (select max(id) from list_members) as m`,
  );
  const [user] = await db.insert(users).values({ username: 'newcomer', email: 'new@example.com', passwordHash: 'x' }).returning({ id: users.id });
  const [list] = await db.insert(lists).values({ name: 'New', workspaceId: user!.id }).returning({ id: lists.id });
  const [member] = await db.insert(listMembers).values({ listId: list!.id, username: 'new_member' }).returning({ id: listMembers.id });
  return { ids: [user!.id, list!.id, member!.id], before: [rows[0]!.u, rows[0]!.l, rows[0]!.m] };
}

/**
 * What db:export wrote in an older Rollcall, migrated up to migration `last` (0015: before the
 * Trash and teams, when bump_members_version had the body of 0009): a user, two lists, members.
 */
export async function olderDump(last: number): Promise<Uint8Array> {
  const folder = migrationsUpTo(last);
  const database = await emptyPglite();
  try {
    await migratePglite(database.db as never, { migrationsFolder: folder });
    await database.db.execute(sql.raw(`insert into users (id, username, email, password_hash) values (7, 'old_timer', 'old@example.com', '$2b$10$${'x'.repeat(53)}')`));
    await database.db.execute(sql.raw(`insert into lists (id, name, owner_id) values (3, 'Old list', 7), (4, 'Older list', 7)`));
    await database.db.execute(sql.raw(`insert into list_members (list_id, username) select 3 + g % 2, 'old_member_' || g from generate_series(1, 25) g`));
    return await dumpPglite(pgliteOf(database));
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
