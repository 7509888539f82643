import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CSV_COLUMNS, LISTS_CSV_COLUMNS } from '../../common/csv';
import { CSV_NEWLINE, csvHeader, csvRows } from '../../server/csv/csv-format';
import { openPostgres, type Database } from '../../server/db/open';
import { hashToken } from '../../server/crypto/secret-token';
import { adminQuery, withDatabase } from '../support/database';
import { createUser, givePlan } from '../support/factories';
import { sessionCookieOf, startServer, type RunningServer } from '../recovery/server';

/**
 * Two app processes on different ports, one PostgreSQL, one Redis, as behind a load balancer:
 * what a person does through one instance holds on the other. Runs on the machine's services
 * (TEST_DATABASE_URL, TEST_REDIS_URL, defaulting to 127.0.0.1); fails when they are missing.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** In every e-mail of this run: the rate-limit keys in Redis carry it, so we delete only ours. */
const run = randomBytes(5).toString('hex');
const dbName = `rollcall_cluster_${run}`;
const PASSWORD = 'a long enough password';

let redis: Redis;
let database: Database;
let a: RunningServer;
let b: RunningServer;
let created = false;

beforeAll(async () => {
  redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {}); // connect() rejects with it
  await redis.connect().catch((error: unknown) => {
    throw new Error(`Redis is not reachable at ${redisUrl} (set TEST_REDIS_URL): ${(error as Error).message}`);
  });
  await adminQuery(serverUrl, `create database ${dbName}`).catch((error: unknown) => {
    throw new Error(`PostgreSQL is not reachable at ${serverUrl} (set TEST_DATABASE_URL): ${(error as Error).message}`);
  });
  created = true;
  const env = { DATABASE_URL: withDatabase(serverUrl, dbName), REDIS_URL: redisUrl };
  // Both start at once on an empty database: one migrates, the other waits for it (advisory lock).
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  database = await openPostgres(withDatabase(serverUrl, dbName));
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  if (created) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
  if (redis?.status === 'ready') {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `*${run}*`, count: 1000 }) as AsyncIterable<string[]>) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});

const json = { 'content-type': 'application/json' };
const login = (server: RunningServer, email: string, password: string) =>
  fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });

async function signedInUser(label: string) {
  const email = `${label}-${run}@example.com`;
  const user = await createUser(database.db, { email, password: PASSWORD });
  await givePlan(database.db, user.id, { tier: 1, maxlist: null });
  const response = await login(a, email, PASSWORD);
  expect(response.status).toBe(200);
  return { user, email, cookie: sessionCookieOf(response) };
}

function listsCsv(lists: { name: string; members: string[] }[]): string {
  return (
    csvHeader(LISTS_CSV_COLUMNS) +
    CSV_NEWLINE +
    csvRows(
      lists.map((list, i) => ({ name: list.name, icon: '📝', color: '#4f46e5', communityId: String(700 + i), members: list.members.join(';') })),
      LISTS_CSV_COLUMNS,
    )
  );
}

describe('two instances behind one load balancer', () => {
  it('a session created on one works on the other, and signing out on one ends it on both', async () => {
    const { user, cookie } = await signedInUser('session');
    const onB = await fetch(`${b.base}/api/session`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { id: number } | null }).user?.id).toBe(user.id);

    expect((await fetch(`${b.base}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    const onA = await fetch(`${a.base}/api/session`, { headers: { cookie } });
    expect(await onA.json()).toEqual({ user: null });
    expect((await fetch(`${a.base}/api/lists`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts failed logins across both instances: 10 split between them, then the 11th is refused on either', async () => {
    const email = `throttle-${run}@example.com`;
    await createUser(database.db, { email, password: PASSWORD });
    // The limit is 10 per client address and e-mail: 5 wrong guesses on each instance.
    for (let i = 0; i < 10; i += 1) {
      expect((await login(i % 2 === 0 ? a : b, email, 'wrong password')).status).toBe(401);
    }
    const refusedOnA = await login(a, email, PASSWORD);
    expect(refusedOnA.status).toBe(429);
    expect(((await refusedOnA.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
    // Even the right password, on the other instance.
    expect((await login(b, email, PASSWORD)).status).toBe(429);
    // Another account from the same address is not affected.
    const other = await signedInUser('throttle-other');
    expect((await login(b, other.email, PASSWORD)).status).toBe(200);
  });

  it('an import on one is visible on the other at once, and a shoot there sees every change made through the first', async () => {
    const { cookie } = await signedInUser('import');
    const headers = { cookie, ...json };
    // Large enough for the shoot's per-process cache (SHOOT_CACHE_MIN_MEMBERS).
    const file = listsCsv([
      { name: 'Big', members: Array.from({ length: 12_000 }, (_, i) => `big_${i}`) },
      { name: 'Small', members: ['ann', 'bob', 'cy'] },
    ]);
    const imported = await fetch(`${a.base}/api/import?mode=replace`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: file });
    expect(imported.status).toBe(200);

    const lists = (await (await fetch(`${b.base}/api/lists`, { headers })).json()) as { lists: { id: number; name: string; memberCount: number }[] };
    expect(lists.lists.map((list) => [list.name, list.memberCount])).toEqual([
      ['Big', 12_000],
      ['Small', 3],
    ]);
    expect(await (await fetch(`${b.base}/api/export`, { headers })).text()).toBe(file);

    const big = lists.lists[0]!.id;
    const shootOnB = async () => {
      const response = await fetch(`${b.base}/api/shoot`, { method: 'POST', headers, body: JSON.stringify({ listIds: [big], count: 100 }) });
      expect(response.status).toBe(200);
      return (await response.json()) as { usernames: string[]; available: number };
    };
    // B reads the selection, then keeps it in its cache.
    expect((await shootOnB()).available).toBe(12_000);
    expect((await shootOnB()).available).toBe(12_000);

    // One member added through A: B's next shoot counts them.
    const added = await fetch(`${a.base}/api/lists/${big}/members`, { method: 'POST', headers, body: JSON.stringify({ username: 'newcomer' }) });
    expect(added.status).toBe(201);
    expect((await shootOnB()).available).toBe(12_001);

    // The list's members replaced through A: B draws only from the new ones.
    const replacement = Array.from({ length: 11_000 }, (_, i) => `fresh_${i}`);
    const oneList = csvHeader(LIST_CSV_COLUMNS) + CSV_NEWLINE + csvRows([{ name: 'Big', icon: '📝', color: '#4f46e5', communityId: '700', members: replacement.join(';') }], LIST_CSV_COLUMNS);
    const replaced = await fetch(`${a.base}/api/lists/${big}/import`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: oneList });
    expect(replaced.status).toBe(200);
    const drawn = await shootOnB();
    expect(drawn.available).toBe(11_000);
    expect(drawn.usernames).toHaveLength(100);
    expect(drawn.usernames.filter((username) => !username.startsWith('fresh_'))).toEqual([]);
  });

  it('a role lowered or a member removed through one instance counts on the next request to the other (issue #22)', async () => {
    const owner = await signedInUser('team-owner');
    const member = await signedInUser('team-member');
    const ownerHeaders = { cookie: owner.cookie, ...json };
    const memberHeaders = { cookie: member.cookie, ...json };
    const team = (await (await fetch(`${a.base}/api/workspaces`, { method: 'POST', headers: ownerHeaders, body: JSON.stringify({ name: `Team ${run}` }) })).json()) as { id: number };
    const list = (await (await fetch(`${a.base}/api/lists`, { method: 'POST', headers: ownerHeaders, body: JSON.stringify({ name: 'Shared' }) })).json()) as { id: number };
    // The invitation goes out through A; the member accepts through B with the mailed token (read
    // from the database here: the outbox is a process's own).
    expect((await fetch(`${a.base}/api/team/invites`, { method: 'POST', headers: ownerHeaders, body: JSON.stringify({ email: member.email, role: 'editor' }) })).status).toBe(201);
    await database.db.execute(sql`update workspace_invites set token_hash = ${hashToken(`token-${run}-long-enough`)} where workspace_id = ${team.id}`);
    expect((await fetch(`${b.base}/api/invites/accept`, { method: 'POST', headers: memberHeaders, body: JSON.stringify({ token: `token-${run}-long-enough` }) })).status).toBe(200);
    const add = (server: RunningServer, username: string) =>
      fetch(`${server.base}/api/lists/${String(list.id)}/members`, { method: 'POST', headers: memberHeaders, body: JSON.stringify({ username }) });
    expect((await add(b, 'editor_adds')).status).toBe(201);

    // Lowered to Viewer through A: refused at once on B.
    expect((await fetch(`${a.base}/api/team/members/${String(member.user.id)}`, { method: 'PATCH', headers: ownerHeaders, body: JSON.stringify({ role: 'viewer' }) })).status).toBe(200);
    expect((await add(b, 'viewer_tries')).status).toBe(403);
    expect((await fetch(`${b.base}/api/lists/${String(list.id)}/members`, { headers: memberHeaders })).status).toBe(200);
    // Removed through B: out of reach at once on A.
    expect((await fetch(`${b.base}/api/team/members/${String(member.user.id)}`, { method: 'DELETE', headers: { cookie: owner.cookie } })).status).toBe(204);
    expect((await fetch(`${a.base}/api/lists/${String(list.id)}/members`, { headers: memberHeaders })).status).toBe(404);
  });

  it('an image uploaded through one is served by the other (issue #18: kept in the database)', async () => {
    const email = `images-${run}@example.com`;
    await createUser(database.db, { email, password: PASSWORD, role: 'admin' });
    const cookie = sessionCookieOf(await login(a, email, PASSWORD));
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#4f46e5' } }).png().toBuffer();
    const uploaded = await fetch(`${a.base}/api/admin/media`, { method: 'POST', headers: { cookie, 'content-type': 'image/png' }, body: png });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const read = async (server: RunningServer) => Buffer.from(await (await fetch(`${server.base}/media/${id}/960.webp`)).arrayBuffer());
    const fromA = await read(a);
    const fromB = await read(b);
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromB.equals(fromA)).toBe(true);
    expect((await sharp(fromB).metadata()).width).toBe(960);
  });
});
