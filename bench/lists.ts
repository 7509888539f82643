// `npm run bench:lists`: the figures of the Lists issue, on PostgreSQL when one answers at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a throw-away database
// is created), else on an in-memory PGlite. Prints figures; asserts nothing.
//  1. a user with 1,000 lists and 100,000 members: GET /api/lists, the first /api/members page,
//     and a shoot of 100 from all 100,000: the first one (nothing cached), repeated, and after a
//     change to one list (server latency, p50/p95 over sequential requests after 20 uncounted
//     warm-up requests);
//  2. GET /api/lists for a user with 50 lists × 200 members: requests/s with autocannon
//     (10 connections, three 5 s rounds alternated with the floor's, the median of each).
// The floor of each, in the same run: a bare node:http server that runs the same SQL through
// the same driver (hand-written, no ORM, no validation) and answers with JSON.stringify; for the
// shoot, it reads the same names and draws 100 with Math.random, without de-duplication.
// LISTS_UNNAMED_STATEMENTS=1 opens the app's database as behind a pooler (no named prepared
// statements) on the same direct connection: what naming them buys is the difference (issue #39).
// LISTS_PGLITE_DIR=<empty dir> runs it on the embedded database on disk, as `npm start` opens it.
// LISTS_MEMBERS_PER_LIST=1000 makes the big user's 1,000 lists hold a million members (issue #40).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { apiTokens } from '../server/db/schema';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database } from '../server/db/open';
import { createSession } from '../server/auth/session-service';
import { hashToken } from '../server/crypto/secret-token';
import { createUser, givePlan } from '../test/support/factories';
import { createRecordingMailer } from '../test/support/mailer';
import { quantile, report, type Figure } from './report.mjs';
import { startRssSampler } from './rss-sampler';
import { SHOOT_LIMIT_PER_USER } from '../server/http/rate-limits';
import { adminQuery, withDatabase } from '../test/support/database';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let database: Database;
let cleanup = async () => {};
let rawQuery: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const pgliteDir = process.env.LISTS_PGLITE_DIR || null;
try {
  if (pgliteDir) throw new Error('the embedded database was asked for');
  const name = `rollcall_bench_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  database = await openPostgres(url, process.env.LISTS_UNNAMED_STATEMENTS === '1' ? { pooler: true, directUrl: url } : {});
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 10 });
  // The database is dropped `with (force)` at the end: a client it cuts off must not end the bench.
  pool.on('error', () => {});
  rawQuery = (text, params) => pool.query(text, params);
  cleanup = async () => {
    await pool.end();
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  console.log(`database: PostgreSQL (${new URL(serverUrl).host})`);
} catch {
  database = await openPglite(pgliteDir);
  const client = (database.db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  rawQuery = (text, params) => client.query(text, params);
  cleanup = () => database.close();
  console.log(pgliteDir ? `database: PGlite (on disk, ${pgliteDir})` : 'database: PGlite (in memory)');
}
await database.migrate();
const db = database.db;

const PER_LIST = Number(process.env.LISTS_MEMBERS_PER_LIST ?? 100);
/** The big user's members, as the figures name them ('100,000'). */
const TOTAL = (1000 * PER_LIST).toLocaleString('en-US');

async function seedUser(tier: number, listCount: number, membersPerList: number) {
  const user = await createUser(db);
  await givePlan(db, user.id, { tier, maxlist: null });
  await db.execute(sql`insert into lists (name, icon, color, workspace_id)
    select 'List ' || g, '📝', '#4f46e5', ${user.id} from generate_series(1, ${listCount}) g`);
  await db.execute(sql`insert into list_members (list_id, username)
    select l.id, 'u' || l.id || '_' || g from lists l, generate_series(1, ${membersPerList}) g where l.workspace_id = ${user.id}`);
  // The steady state autovacuum reaches in production: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  const { token } = await createSession(db, user.id);
  return { user, cookie: `rollcall_session=${token}`, token };
}

// The server's default allowance of new entrant lists a day (DRAW_STORAGE_MB_PER_DAY, 100): at a
// million members the shoots after a change stay within it only if each stores its change, not the
// whole 8.8 MB list again (issue #40); a refusal stops the bench.
const app = await buildApp({ config: loadConfig({}), database, mailer: createRecordingMailer().mailer });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Sequential requests; the first `warmup` (a server that has run a while has its code compiled) are not counted. */
async function latency(label: string, rounds: number, request: () => Promise<Response>, prepare?: () => Promise<unknown>, warmup = 20) {
  return (await latencies(label, rounds, request, prepare, warmup)).p50;
}

async function latencies(label: string, rounds: number, request: () => Promise<Response>, prepare?: () => Promise<unknown>, warmup = 20) {
  const times: number[] = [];
  for (let i = -warmup; i < rounds; i += 1) {
    await prepare?.();
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    if (i >= 0) times.push(performance.now() - started);
  }
  console.log(`${label.padEnd(60)} p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms`);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/**
 * A route and its floor, alternated request by request (the first `warmup` rounds of each not
 * counted): whatever the machine does meanwhile (the seeding's aftermath, another process) falls on
 * both alike, rather than on whichever was measured first.
 */
async function alternated(label: string, rounds: number, request: () => Promise<Response>, floorRequest: () => Promise<Response>, warmup = 20) {
  const times: number[] = [];
  const floorTimes: number[] = [];
  const timed = async (send: () => Promise<Response>, into: number[] | null) => {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    into?.push(performance.now() - started);
  };
  for (let i = -warmup; i < rounds; i += 1) {
    await timed(request, i >= 0 ? times : null);
    await timed(floorRequest, i >= 0 ? floorTimes : null);
  }
  const line = (name: string, values: number[]) =>
    console.log(`${name.padEnd(60)} p50 ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(values, 0.95).toFixed(1).padStart(6)} ms`);
  line(label, times);
  line('  floor (alternated)', floorTimes);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), floor: { p50: quantile(floorTimes, 0.5), p95: quantile(floorTimes, 0.95) } };
}

// The floor: the same statements by hand, on a bare node:http server.
async function sessionUser(request: http.IncomingMessage): Promise<number> {
  const token = /rollcall_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const session = await rawQuery(
    `select u.id, u.username, u.email, u.role, s.created_at, s.expires_at from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > $2 and u.is_blocked = false limit 1`,
    [hashToken(token), new Date()],
  );
  return Number(session.rows[0]!.id);
}
async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}
const floor = http.createServer(async (request, response) => {
  const userId = await sessionUser(request);
  let answer: unknown;
  if (request.url?.startsWith('/api/lists')) {
    const lists = await rawQuery(
      'select l.id, l.name, l.icon, l.color, l.community_id, l.member_count from lists l where l.workspace_id = $1 order by l.id',
      [userId],
    );
    const record = await rawQuery('select tier from stripe_customers where user_id = $1', [userId]);
    const plan = await rawQuery('select nickname, maxlist, purchase from plans where tier = $1 and is_active = true order by sort_order, id limit 1', [
      record.rows[0]!.tier,
    ]);
    answer = { lists: lists.rows, quota: { tier: record.rows[0]!.tier, maxlist: plan.rows[0]!.maxlist, used: lists.rows.length } };
  } else if (request.url?.startsWith('/api/members/suggest')) {
    const text = new URL(request.url, 'http://x').searchParams.get('q')!.toLowerCase().replace(/[\\%_]/g, '\\$&');
    const { rows } = await rawQuery(
      `select min(username) as username from list_members where workspace_id = $1 and lower(username) like $2
       group by lower(username) order by lower(username) like $3 desc, lower(username) limit 8`,
      [userId, `%${text}%`, `${text}%`],
    );
    answer = { usernames: rows.map((row) => row.username) };
  } else if (request.url?.startsWith('/api/members')) {
    const [rows, total] = await Promise.all([
      rawQuery(
        `select m.id, m.list_id, l.name as list_name, m.username, m.created_at from list_members m join lists l on l.id = m.list_id
         where m.workspace_id = $1 order by m.id limit 201`,
        [userId],
      ),
      rawQuery('select coalesce(sum(member_count), 0)::int as n from lists where workspace_id = $1', [userId]),
    ]);
    answer = { members: rows.rows.slice(0, 200), total: total.rows[0]!.n, nextAfter: rows.rows[199]?.id ?? null };
  } else {
    const { listIds, count } = JSON.parse(await readBody(request)) as { listIds: number[]; count: number };
    const owned = await rawQuery('select count(*) as n from lists where id = any($1::int[]) and workspace_id = $2', [listIds, userId]);
    if (Number(owned.rows[0]!.n) !== listIds.length) throw new Error('not mine');
    const { rows } = await rawQuery(`select string_agg(username, chr(31)) as names from list_members where list_id = any($1::int[])`, [listIds]);
    const names = String(rows[0]!.names).split('\x1f');
    const drawn: string[] = [];
    for (let i = 0; i < count && names.length > 0; i += 1) drawn.push(names.splice(Math.floor(Math.random() * names.length), 1)[0]!);
    answer = { text: drawn.map((name) => `@${name}`).join(' ') };
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(answer));
});
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
const figures: Figure[] = [];
const beside = (name: string, value: number, floorValue: number, goal?: Figure['goal']) =>
  figures.push({ name, value, unit: 'ms', floor: { value: floorValue, what: 'same SQL on bare node:http' }, goal: goal ?? null });

// 1. 1,000 lists, 100,000 members (or LISTS_MEMBERS_PER_LIST × 1,000).
let started = performance.now();
const big = await seedUser(1, 1000, PER_LIST);
console.log(`seeded 1,000 lists × 100 members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const headers = { cookie: big.cookie, 'content-type': 'application/json' };
const bigLists = (await (await fetch(`${base}/api/lists`, { headers })).json()) as { lists: { id: number }[] };
{
  const lists = await alternated(`GET /api/lists (1,000 lists, ${TOTAL} members)`, 50, () => fetch(`${base}/api/lists`, { headers }), () => fetch(`${floorUrl}/api/lists`, { headers }));
  beside(`GET /api/lists, 1,000 lists / ${TOTAL} members, p50`, lists.p50, lists.floor.p50);
}
// The public API (issue #23): GET /api/v1/lists with a personal token beside GET /api/lists with the
// session, alternated request by request in the same run (the floor here is the app's own route).
{
  const apiToken = `rc_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiTokens).values({ userId: big.user.id, workspaceId: big.user.id, name: 'bench', scope: 'read', tokenHash: hashToken(apiToken), prefix: apiToken.slice(3, 9) });
  const bearer = { authorization: `Bearer ${apiToken}` };
  const app: number[] = [];
  const v1: number[] = [];
  const timed = async (url: string, h: Record<string, string>, into: number[] | null) => {
    const started = performance.now();
    const response = await fetch(url, { headers: h });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    into?.push(performance.now() - started);
  };
  // 20 warm-up and 100 counted rounds: within the token's 300 calls a minute.
  for (let i = -20; i < 100; i += 1) {
    await timed(`${base}/api/lists`, headers, i >= 0 ? app : null);
    await timed(`${base}/api/v1/lists`, bearer, i >= 0 ? v1 : null);
  }
  console.log(`${'GET /api/v1/lists (token, 1,000 lists)'.padEnd(60)} p50 ${quantile(v1, 0.5).toFixed(1).padStart(6)} ms   beside GET /api/lists p50 ${quantile(app, 0.5).toFixed(1)} ms`);
  figures.push({
    name: 'GET /api/v1/lists with a token, 1,000 lists, p50',
    value: quantile(v1, 0.5),
    unit: 'ms',
    floor: { value: quantile(app, 0.5), what: 'GET /api/lists with the session, alternated in the same run' },
    goal: { op: '<=', value: 1.2, ofFloor: true, text: '≤ 1.2 × GET /api/lists' },
  });
}
{
  const page = await alternated(`GET /api/members first page (200 of ${TOTAL})`, 50, () => fetch(`${base}/api/members?limit=200`, { headers }), () => fetch(`${floorUrl}/api/members`, { headers }));
  beside(`GET /api/members first page (200 of ${TOTAL}), p50`, page.p50, page.floor.p50);
}
figures.push({
  name: `GET /api/members?search= (${TOTAL}), p50`,
  value: await latency(`GET /api/members?search=u5_ (search ${TOTAL})`, 20, () => fetch(`${base}/api/members?limit=200&search=u5_`, { headers })),
  unit: 'ms',
  goal: { op: '<=', value: 15, text: '≤ 15 ms (issue #19)' },
});
// The composer's @-mention suggestions (issue #19): what a person has typed after '@'.
const suggest = await alternated(`GET /api/members/suggest?q=u52_ (${TOTAL})`, 50, () => fetch(`${base}/api/members/suggest?q=u52_`, { headers }), () => fetch(`${floorUrl}/api/members/suggest?q=u52_`, { headers }));
const suggestFloor = suggest.floor;
beside(`GET /api/members/suggest (${TOTAL} members), p50`, suggest.p50, suggestFloor.p50, { op: '<=', value: 15, text: '≤ 15 ms' });
beside(`GET /api/members/suggest (${TOTAL} members), p95`, suggest.p95, suggestFloor.p95, { op: '<=', value: 40, text: '≤ 40 ms' });
const shootBody = JSON.stringify({ listIds: bigLists.lists.map((l) => l.id), count: 100 });
// A person may shoot SHOOT_LIMIT_PER_USER times a minute (issue #33): past that the bench waits for
// the next minute before the shoot it times (the wait is never counted).
let shootsThisMinute = 0;
let minuteStarted = performance.now();
async function paceShoots() {
  if (shootsThisMinute < SHOOT_LIMIT_PER_USER.max) return;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, minuteStarted + 61_000 - performance.now())));
  shootsThisMinute = 0;
  minuteStarted = performance.now();
}
const shootOnce = () => {
  // The server's minute starts at the first shoot (seeding a million members takes longer than one).
  if (shootsThisMinute === 0) minuteStarted = performance.now();
  shootsThisMinute += 1;
  return fetch(`${base}/api/shoot`, { method: 'POST', headers, body: shootBody });
};
// The server's RSS during the shoots (issue #40: it rises by at most 150 MiB during a shoot of the
// million): the server runs in this process, sampled by a thread of its own; each phase's rise is
// from its own start, so the floor's reads (in this process too) are never counted.
const shootRss = startRssSampler();
const shootRises: { phase: string; rise: number; from: number }[] = [];
async function rssOver<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const before = await shootRss.read('reset');
  const result = await work();
  const { peak } = await shootRss.read('read');
  shootRises.push({ phase, rise: (peak - before.now) / 2 ** 20, from: before.now / 2 ** 20 });
  return result;
}
// The very first shoot of the selection reads all 100,000 names (nothing cached yet): one sample.
const coldStarted = performance.now();
const firstShoot = await rssOver('the first (its cache built)', shootOnce);
if (!firstShoot.ok) throw new Error(`first shoot failed: ${String(firstShoot.status)} ${await firstShoot.text()}`);
const coldShoot = performance.now() - coldStarted;
console.log(`${`POST /api/shoot 100 from ${TOTAL}, first (nothing cached)`.padEnd(60)} ${coldShoot.toFixed(1).padStart(10)} ms (one sample)`);
const shootFloor = await latency('  floor (same read, Math.random draw)', 30, () => fetch(`${floorUrl}/api/shoot`, { method: 'POST', headers, body: shootBody }));
beside(`POST /api/shoot 100 of ${TOTAL} (lists unchanged), p50`, await rssOver('lists unchanged', () => latency(`POST /api/shoot 100 from ${TOTAL} (lists unchanged)`, 30, shootOnce, paceShoots)), shootFloor, {
  op: '<=',
  value: 30,
  text: '≤ 30 ms',
});
// A member added to one list before every shoot: the selection misses, that list is read again.
let added = 0;
const addMember = () => fetch(`${base}/api/lists/${bigLists.lists[0]!.id}/members`, { method: 'POST', headers, body: JSON.stringify({ username: `new_${(added += 1)}` }) });
figures.push({ name: `POST /api/shoot 100 of ${TOTAL}, first after start (nothing cached, one sample)`, value: coldShoot, unit: 'ms', floor: { value: shootFloor, what: 'same SQL on bare node:http' } });
const [{ since }] = (await db.execute<{ since: string }>(sql`select now()::text as since`)).rows as [{ since: string }];
beside(`POST /api/shoot 100 of ${TOTAL} (after a change), p50`, await rssOver('after a change', () => latency(`POST /api/shoot 100 from ${TOTAL} (after a change)`, 30, shootOnce, async () => {
  await paceShoots();
  await addMember();
})), shootFloor, {
  op: '<=',
  value: 30,
  text: '≤ 30 ms',
});
{
  // What each shoot after a change stored (issue #40: it should stay small): its change to the list
  // before, and after ENTRANT_LIST_MAX_DEPTH changes the whole list again, beside the whole list.
  const { rows } = await db.execute<{ bytes: string | number; whole: boolean }>(sql`
    select octet_length(entrants) as bytes, base_fingerprint is null as whole from draw_entrant_lists where stored_at > ${since}::timestamptz order by bytes`);
  const bytes = rows.map((row) => Number(row.bytes));
  const wholeBytes = Number((await db.execute<{ bytes: string | number }>(sql`select coalesce(max(octet_length(entrants)), 0) as bytes from draw_entrant_lists`)).rows[0]!.bytes);
  const median = bytes.length === 0 ? 0 : bytes[Math.floor(bytes.length / 2)]!;
  const mean = bytes.length === 0 ? 0 : bytes.reduce((sum, n) => sum + n, 0) / bytes.length;
  const whole = rows.filter((row) => row.whole).length;
  console.log(`${'entrant list a shoot after a change stored, median'.padEnd(60)} ${String(median).padStart(10)} B (mean ${mean.toFixed(0)} B over ${String(bytes.length)}, ${String(whole)} whole; a whole one: ${(wholeBytes / 1e6).toFixed(1)} MB)`);
  figures.push({ name: `entrant list a shoot of ${TOTAL} stores after a change, median of ${String(bytes.length)} (${String(whole)} whole again, mean ${mean.toFixed(0)} B)`, value: median, unit: 'B', floor: { value: wholeBytes, what: 'the whole list, stored by the first shoot' }, goal: null });
}
await shootRss.stop();
for (const { phase, rise, from } of shootRises) {
  console.log(`${`RSS rise during the shoots: ${phase}`.padEnd(60)} ${rise.toFixed(0).padStart(10)} MiB (from ${from.toFixed(0)} MiB)`);
  figures.push({ name: `RSS rise during the shoots of ${TOTAL}: ${phase}`, value: rise, unit: 'MiB', floor: null, goal: { op: '<=', value: 150, text: '≤ 150 MiB (issue #40)' } });
}

// A write in a team (issue #33): before it the auth hook reads the team's payer's plan and every
// list billed to them (read only while over the plan); a personal workspace's write skips that.
// The same person (1,000 personal lists, one team list, one plan), a write token for each workspace,
// the same add alternated request by request: the personal one is the floor.
{
  const [team] = (await db.execute<{ id: number }>(sql`insert into workspaces (name, billing_owner_id) values ('Bench team', ${big.user.id}) returning id`)).rows;
  await db.execute(sql`insert into workspace_members (workspace_id, user_id, role) values (${team!.id}, ${big.user.id}, 'owner')`);
  const [teamList] = (await db.execute<{ id: number }>(sql`insert into lists (name, icon, color, workspace_id) values ('Team list', '📝', '#4f46e5', ${team!.id}) returning id`)).rows;
  const writer = async (workspaceId: number) => {
    const token = `rc_${randomBytes(32).toString('base64url')}`;
    await db.insert(apiTokens).values({ userId: big.user.id, workspaceId, name: 'bench writer', scope: 'write', tokenHash: hashToken(token), prefix: token.slice(3, 9) });
    return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  };
  const inTeam = await writer(team!.id);
  const inPersonal = await writer(big.user.id);
  const teamTimes: number[] = [];
  const personalTimes: number[] = [];
  let n = 0;
  const add = async (listId: number, h: Record<string, string>, into: number[] | null) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/lists/${String(listId)}/members`, { method: 'POST', headers: h, body: JSON.stringify({ usernames: [`bench_${String((n += 1))}`] }) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`add: ${String(response.status)}`);
    into?.push(performance.now() - started);
  };
  // 20 warm-up and 100 counted rounds: within each token's 300 calls a minute.
  for (let i = -20; i < 100; i += 1) {
    await add(teamList!.id, inTeam, i >= 0 ? teamTimes : null);
    await add(bigLists.lists[1]!.id, inPersonal, i >= 0 ? personalTimes : null);
  }
  console.log(`${'POST /api/v1/lists/:id/members in a team (plan read)'.padEnd(60)} p50 ${quantile(teamTimes, 0.5).toFixed(1).padStart(6)} ms   beside Personal p50 ${quantile(personalTimes, 0.5).toFixed(1)} ms`);
  figures.push({
    name: 'POST /api/v1/lists/:id/members in a team (the plan read before a write), p50',
    value: quantile(teamTimes, 0.5),
    unit: 'ms',
    floor: { value: quantile(personalTimes, 0.5), what: 'the same add in Personal, alternated in the same run' },
    goal: null,
  });
}

// 2. GET /api/lists, 50 lists × 200 members: app vs floor, in alternated rounds (floor, app, three
// times, 5 s each), the median round of each: one 10 s sample of each in turn put whatever the
// machine did meanwhile on one side alone (the same code measured 0.64× to 0.98× across runs).
const small = await seedUser(2, 50, 200);
async function rps(url: string): Promise<number> {
  const result = await autocannon({ url: `${url}/api/lists`, connections: 10, duration: 5, headers: { cookie: small.cookie } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}
const floorRounds: number[] = [];
const appRounds: number[] = [];
for (let round = 0; round < 3; round += 1) {
  floorRounds.push(await rps(floorUrl));
  appRounds.push(await rps(base));
}
const floorRps = quantile(floorRounds, 0.5);
const appRps = quantile(appRounds, 0.5);
console.log(`GET /api/lists (50 lists × 200 members), 10 connections, 3 alternated rounds of 5 s (median):`);
console.log(`  floor (node:http + same SQL + JSON.stringify)  ${floorRps.toFixed(0)} req/s  (rounds ${floorRounds.map((n) => n.toFixed(0)).join(', ')})`);
console.log(`  Rollcall                                        ${appRps.toFixed(0)} req/s  (rounds ${appRounds.map((n) => n.toFixed(0)).join(', ')}) = ${(appRps / floorRps).toFixed(2)} × floor`);
figures.push({
  name: 'GET /api/lists (50 × 200), 10 connections',
  value: appRps,
  unit: 'req/s',
  floor: { value: floorRps, what: 'same SQL on bare node:http' },
  goal: { op: '>=', value: 0.8, ofFloor: true, text: '≥ 0.8 × floor' },
});

started = performance.now();
floor.close();
await app.close();
await cleanup();
report('lists', figures);
