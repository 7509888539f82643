// `npm run bench:giveaways`: a giveaway's public entry page and its closing draw (issue #36), on the
// embedded database as `npm start` runs it (PGlite in a throw-away DATA_DIR), then on PostgreSQL
// when one answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a
// throw-away database). Prints figures; asserts nothing.
//  1. Entering: `node --import tsx server/main.ts` as a real process, TRUST_PROXY=127.0.0.1; 10,000
//     POST /api/enter/:id (a distinct valid X handle each, `consent: true`), one request each, over
//     50 keep-alive connections, after 1,000 uncounted warm-up entries into another giveaway:
//     entries/s and p50/p99 latency. The per-address limit (GIVEAWAY_ENTRY_LIMIT) is left as it
//     is: each entry comes from its own address (X-Forwarded-For), as 10,000 people's would.
//     The floor, in the same run: a bare node:http server process (this file with --floor-server)
//     on the same database that does one parameterised INSERT into giveaway_entries per request,
//     driven the same way.
//  2. The closing: a giveaway of 10,000 entrants whose closing time has come, closed (entrants frozen, the drand round fixed: the draw follows when the round is out) by
//     closeDueGiveaways (server/giveaways/closing.ts, what the due-draws clock runs), the median of
//     5 (the giveaway entered over HTTP, then copies of its entries), after one uncounted. The floor,
//     alternated with it: `select handle from giveaway_entries where giveaway_id = $1 order by id`
//     through the driver and the SHA-256 of the handles.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { DB_POOL_MAX, openPglite, openPostgres, type Database } from '../server/db/open';
import { QUICKNET } from '../common/drand.plain';
import { closeDueGiveaways } from '../server/giveaways/closing';
import { createGiveaway } from '../server/giveaways/giveaways-service';
import { GIVEAWAY_ENTRY_LIMIT } from '../server/http/rate-limits';
import { adminQuery, withDatabase } from '../test/support/database';
import { createUser } from '../test/support/factories';
import { median, quantile, report, type Figure } from './report.mjs';

const ENTRIES = 10_000;
const CONNECTIONS = 50;
const WARMUP = 1_000;
const CLOSING_ROUNDS = 5;
/** A request that has not answered within this is an error. */
const REQUEST_TIMEOUT_MS = 30_000;
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INSERT_ENTRY = 'insert into giveaway_entries (giveaway_id, handle, withdraw_token_hash) values ($1, $2, $3)';
const SELECT_ENTRIES = 'select handle from giveaway_entries where giveaway_id = $1 order by id';

type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
/** The driver under a Database (PGlite's client or pg's pool): both answer `query(text, params)`. */
const rawQueryOf = (database: Database): RawQuery => {
  const client = (database.db as unknown as { $client: { query: RawQuery } }).$client;
  return (text, params) => client.query(text, params);
};

// ---------------------------------------------------------------------------------------------
// The floor's server: a bare node:http server, no framework, one INSERT per request.

async function serveFloor() {
  const databaseUrl = process.env.BENCH_FLOOR_DATABASE_URL;
  let query: RawQuery;
  let close: () => Promise<void>;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: DB_POOL_MAX });
    query = (text, params) => pool.query(text, params);
    close = () => pool.end();
  } else {
    const database = await openPglite(process.env.BENCH_FLOOR_DATA_DIR!);
    query = rawQueryOf(database);
    close = () => database.close();
  }
  const server = http.createServer((request, response) => {
    void (async () => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const giveawayId = (request.url ?? '').slice('/api/enter/'.length);
      const { handle } = JSON.parse(body) as { handle: string };
      const withdrawToken = randomBytes(32).toString('base64url');
      await query(INSERT_ENTRY, [giveawayId, handle, createHash('sha256').update(withdrawToken).digest('hex')]);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ handle, withdrawToken }));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.log(`floor running at http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    void close().finally(() => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------
// Processes.

const children = new Set<ChildProcess>();

/** `node <args>` from the project's root as its own process; resolves with the address it prints. */
function startProcess(args: string[], env: Record<string, string>, running: RegExp) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = running.exec(output);
      // The server prints localhost; it listens on 127.0.0.1 (HOST).
      if (match) resolve(match[1]!.replace('//localhost:', '//127.0.0.1:'));
    });
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited (${String(code)}) before it was ready:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, ready, stop };
}

// ---------------------------------------------------------------------------------------------
// Entering: 50 connections, one request each entry, each from its own address.

/** Every entry of a run has its own handle and address (the per-address limit counts them). */
let entrant = 0;

interface Entered {
  elapsedMs: number;
  latencies: number[];
}

function post(agent: http.Agent, base: URL, url: string, address: string, body: unknown): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: url,
        agent,
        headers: { 'x-forwarded-for': address, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${String(REQUEST_TIMEOUT_MS)} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** `count` entries into a giveaway, CONNECTIONS at a time, each on its keep-alive connection. */
async function enter(base: string, giveawayId: string, count: number): Promise<Entered> {
  const agents = Array.from({ length: CONNECTIONS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const url = new URL(base);
  const latencies: number[] = [];
  const refused: string[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    agents.map(async (agent) => {
      while (sent < count) {
        sent += 1;
        const n = (entrant += 1);
        const handle = `entrant_${String(n).padStart(6, '0')}`;
        const address = `10.${String((n >> 16) & 255)}.${String((n >> 8) & 255)}.${String(n & 255)}`;
        const before = performance.now();
        const answer = await post(agent, url, `/api/enter/${giveawayId}`, address, { handle, consent: true });
        latencies.push(performance.now() - before);
        if (answer.status !== 201) refused.push(`${String(answer.status)} ${answer.body.slice(0, 200)}`);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  for (const agent of agents) agent.destroy();
  if (refused.length > 0) throw new Error(`${String(refused.length)} of ${String(count)} entries not answered 201, e.g. ${refused[0]!}`);
  return { elapsedMs, latencies };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
function line(label: string, entered: Entered) {
  const rate = entered.latencies.length / (entered.elapsedMs / 1000);
  console.log(
    `${label.padEnd(58)} ${rate.toFixed(0).padStart(6)} entries/s   p50 ${ms(quantile(entered.latencies, 0.5)).padStart(9)}   p99 ${ms(quantile(entered.latencies, 0.99)).padStart(9)}   max ${ms(Math.max(...entered.latencies)).padStart(9)}`,
  );
  return rate;
}

// ---------------------------------------------------------------------------------------------
// One engine.

interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  open: () => Promise<Database>;
  /** The server's and the floor's environment (beside PORT, HOST and LOG_LEVEL). */
  serverEnv: Record<string, string>;
  floorEnv: Record<string, string>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function measure(engine: Engine): Promise<Figure[]> {
  console.log(`\n${engine.name}`);
  // The host and their giveaways, made before the server starts (the embedded database is one
  // process's at a time): one for each warm-up, one the app's entries go into, one the floor's.
  let database = await engine.open();
  await database.migrate();
  const host = await createUser(database.db, { username: 'giveaway_host', email: 'host@example.com' });
  const actor = { userId: host.id, workspaceId: host.id };
  const make = async (title: string) =>
    (
      await createGiveaway(database.db, actor, {
        title,
        prize: 'A signed poster',
        rules: 'One entry a person.',
        organiser: 'Poster Club',
        winnerCount: 3,
        closesAt: new Date(Date.now() + 3600_000).toISOString(),
        timeZone: 'UTC',
        listIds: [],
        entryPage: true,
      })
    ).id;
  const appWarmup = await make('App warm-up');
  const appGiveaway = await make('Entered through the app');
  const floorWarmup = await make('Floor warm-up');
  const floorGiveaway = await make('Entered through the floor');
  await database.close();

  // 1. Entering: the floor's process, then the app's, on the same database one after the other.
  const floor = startProcess(['--import', 'tsx', path.join(root, 'bench/giveaways.ts'), '--floor-server'], engine.floorEnv, /floor running at (http:\/\/\S+)/);
  let floorEntered: Entered;
  try {
    const base = await floor.ready;
    await enter(base, floorWarmup, WARMUP);
    floorEntered = await enter(base, floorGiveaway, ENTRIES);
  } finally {
    await floor.stop();
  }
  const app = startProcess(['--import', 'tsx', path.join(root, 'server/main.ts')], engine.serverEnv, /Rollcall is running at (http:\/\/\S+)/);
  let appEntered: Entered;
  try {
    const base = await app.ready;
    await enter(base, appWarmup, WARMUP);
    appEntered = await enter(base, appGiveaway, ENTRIES);
  } finally {
    await app.stop();
  }
  console.log(
    `${ENTRIES.toLocaleString('en')} entries, ${String(CONNECTIONS)} connections, one request each, after ${WARMUP.toLocaleString('en')} uncounted into another giveaway; ` +
      `GIVEAWAY_ENTRY_LIMIT (${String(GIVEAWAY_ENTRY_LIMIT.max)} a minute per address) not raised: each entry from its own address (X-Forwarded-For, TRUST_PROXY=127.0.0.1)`,
  );
  const appRate = line(`POST /api/enter/:id (server/main.ts, ${engine.name})`, appEntered);
  const floorRate = line(`  floor: node:http + one INSERT (${engine.name})`, floorEntered);
  console.log(`  Rollcall ${(appRate / floorRate).toFixed(2)} × the floor's entries/s`);

  // 2. The closing: 10,000 entrants, their closing time come.
  database = await engine.open();
  const query = rawQueryOf(database);
  try {
    const [counted] = (await database.db.execute<{ entries: number }>(sql`select count(*)::int as entries from giveaway_entries where giveaway_id = ${appGiveaway}`)).rows;
    if (Number(counted!.entries) !== ENTRIES) throw new Error(`the app's giveaway holds ${String(counted!.entries)} entries, not ${String(ENTRIES)}`);
    // The next rounds close copies of the same entrants, each a giveaway with its own committed seed.
    const rounds = [appGiveaway];
    for (let i = 1; i < CLOSING_ROUNDS; i += 1) {
      const copy = await make(`Copy ${String(i)}`);
      await database.db.execute(sql`insert into giveaway_entries (giveaway_id, handle, withdraw_token_hash)
        select ${copy}, handle, withdraw_token_hash from giveaway_entries where giveaway_id = ${appGiveaway} order by id`);
      rounds.push(copy);
    }
    const closeOne = async (id: string) => {
      await database.db.execute(sql`update giveaways set closes_at = now() - interval '1 second' where id = ${id}`);
      const failures: unknown[] = [];
      const started = performance.now();
      const closed = await closeDueGiveaways(database.db, QUICKNET, { failed: (_id, error) => failures.push(error) });
      const took = performance.now() - started;
      if (closed !== 1 || failures.length > 0) throw new Error(`closing ${id}: ${String(closed)} closed`, { cause: failures[0] });
      return took;
    };
    const floorOne = async (id: string) => {
      const started = performance.now();
      const { rows } = await query(SELECT_ENTRIES, [id]);
      const digest = createHash('sha256')
        .update(rows.map((row) => String(row.handle)).join('\n'))
        .digest('hex');
      const took = performance.now() - started;
      if (rows.length !== ENTRIES || digest.length !== 64) throw new Error(`floor read ${String(rows.length)} handles`);
      return took;
    };
    // One uncounted of each (the floor's giveaway), then alternated.
    await floorOne(floorGiveaway);
    await closeOne(floorGiveaway);
    const closings: number[] = [];
    const floors: number[] = [];
    for (const id of rounds) {
      floors.push(await floorOne(id));
      closings.push(await closeOne(id));
    }
    const [drawn] = (
      await database.db.execute<{ status: string; from_page: number; entrants: number }>(
        sql`select g.status, g.entrants_from_page as from_page, d.entrant_count as entrants from giveaways g join draws d on d.id = g.draw_id where g.id = ${appGiveaway}`,
      )
    ).rows;
    console.log(
      `${`closing: freeze and fix the round of ${ENTRIES.toLocaleString('en')} entrants (${engine.name})`.padEnd(58)} median ${ms(median(closings)).padStart(9)}   ` +
        `(${closings.map((value) => value.toFixed(0)).join(', ')} ms; ${drawn!.status}, ${String(drawn!.entrants)} entrants, ${String(drawn!.from_page)} from the page)`,
    );
    console.log(`${'  floor: select the handles + SHA-256'.padEnd(58)} median ${ms(median(floors)).padStart(9)}   (${floors.map((value) => value.toFixed(1)).join(', ')} ms)`);
    console.log(`  Rollcall ${(median(closings) / median(floors)).toFixed(2)} × the floor`);
    const entryFloor = (value: number) => ({ value: round1(value), what: `bare node:http, one INSERT, same ${engine.name}` });
    return [
      { name: `enter a giveaway, 10,000 entries × 50 connections, entries/s (${engine.name})`, value: Math.round(appRate), unit: 'entries/s', floor: { value: Math.round(floorRate), what: `bare node:http, one INSERT, same ${engine.name}` } },
      { name: `enter a giveaway, p50 (${engine.name})`, value: round1(quantile(appEntered.latencies, 0.5)), unit: 'ms', floor: entryFloor(quantile(floorEntered.latencies, 0.5)) },
      { name: `enter a giveaway, p99 (${engine.name})`, value: round1(quantile(appEntered.latencies, 0.99)), unit: 'ms', floor: entryFloor(quantile(floorEntered.latencies, 0.99)) },
      {
        name: `closing: freeze 10,000 entrants and fix the round, median (${engine.name})`,
        value: round1(median(closings)),
        unit: 'ms',
        floor: { value: round1(median(floors)), what: 'select the handles + SHA-256, same database' },
      },
    ];
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const figures: Figure[] = [];
  const dataDirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-giveaways-'));
    dataDirs.push(dir);
    return dir;
  };
  let dropDatabase = async () => {};
  const stopChildren = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopChildren();
      process.exit(130);
    });
  }
  try {
    // The embedded database, as `npm start` runs it: PGlite in DATA_DIR (no daily backup during the run).
    const pgliteDir = tempDir();
    const pgliteEnv = { DATA_DIR: pgliteDir, DATABASE_URL: '', DAILY_BACKUP: 'false', DEMO_CONTENT: 'false' };
    figures.push(
      ...(await measure({
        name: 'PGlite',
        open: () => openPglite(pgliteDir),
        serverEnv: { ...pgliteEnv, TRUST_PROXY: '127.0.0.1' },
        floorEnv: { BENCH_FLOOR_DATA_DIR: pgliteDir },
      })),
    );

    const name = `rollcall_bench_giveaways_${String(Date.now())}`;
    let reachable = false;
    try {
      await adminQuery(serverUrl, `create database ${name}`);
      reachable = true;
    } catch {
      console.log(`\nPostgreSQL: none answers at ${new URL(serverUrl).host}, measured on PGlite only`);
    }
    if (reachable) {
      dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      const databaseUrl = withDatabase(serverUrl, name);
      figures.push(
        ...(await measure({
          name: 'PostgreSQL',
          open: () => openPostgres(databaseUrl),
          serverEnv: { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, DEMO_CONTENT: 'false', TRUST_PROXY: '127.0.0.1' },
          floorEnv: { BENCH_FLOOR_DATABASE_URL: databaseUrl },
        })),
      );
    }
  } finally {
    stopChildren();
    await dropDatabase().catch(() => {});
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  report('giveaways', figures);
}

if (process.argv.includes('--floor-server')) await serveFloor();
else await main();
