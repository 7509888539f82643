// `npm run bench:load [-- --duration 60 --connections 50]`: a realistic mix against a real server
// process on PostgreSQL (issue #9, "Proof under pressure"). Prints figures; asserts nothing.
//  - A throw-away database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//    seeded beforehand with LOAD_USERS users (default 200), each with 5 lists of 50–400 members,
//    and 30 published blog posts; dropped at the end.
//  - `node --import tsx server/main.ts` on it, TRUST_PROXY=127.0.0.1: each virtual user (one keep-alive
//    connection each) signs in once with its own X-Forwarded-For address, as people behind a
//    load balancer would, then loops without think time over: GET /api/lists, GET /api/members
//    pages (following the cursor), a list's members, GET /api/session, public blog reads
//    (list, post, home), member adds and shoots (a person at most 50 shoots a minute, under the
//    app's limit). The seed and the mix are bench/load-mix.ts's, which test/pooler/many-instances
//    runs through three instances behind PgBouncer.
//  - After a warm-up (LOAD_WARMUP s, default 5, not counted), LOAD_DURATION s (default 60) are
//    measured: requests/s, p50/p99 of the reads and of everything, per route, and the errors
//    (a status other than the one the route answers on success, a socket error, a timeout).
//  LOAD_UNNAMED_STATEMENTS=1 runs the server as behind a pooler (no named prepared statements), on
//  the same direct connection: what naming them buys is the difference (issue #39).
//  LOAD_POOLER=1 measures, in the same run and on the same seeded database, the direct connection
//  and then the app behind a real PgBouncer in transaction mode (test/pooler/pgbouncer.ts, as many
//  server connections as the app's pool: DB_POOL_MAX), with DATABASE_URL=<pooled>?pgbouncer=true and
//  DATABASE_DIRECT_URL=<direct>, then the direct connection again: a server process each, one after
//  the other, each with its sign-in and warm-up. The pooled figures are reported beside the mean of
//  the two direct runs as their floor (issue #39: p99 within 1.2× of the direct connection's, 0
//  errors). With LOAD_UNNAMED_STATEMENTS=1 too, the direct runs use unnamed statements as well, so
//  the ratio is what PgBouncer itself costs.
//  LOAD_PROFILE_DIR=<dir> writes a V8 CPU profile of the server process there (open it in Chrome
//  DevTools or speedscope). A one-line summary, then the figures (bench/report.mjs), the last line
//  being `RESULT {json}` (bench/all.ts reads it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DB_POOL_MAX } from '../server/db/open';
import { ACTIONS, errorCount, LISTS_PER_USER, MEMBERS_PER_USER, POSTS, runMix, seedLoad, VirtualUser, type MixStats } from './load-mix';
import { report } from './report.mjs';
import { adminQuery, withDatabase } from '../test/support/database';
import { startPgBouncer, type RunningPgBouncer } from '../test/pooler/pgbouncer';

const { values: args } = parseArgs({
  options: { duration: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' }, users: { type: 'string' } },
});
const number = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : Number(value));
const DURATION_S = number(args.duration ?? process.env.LOAD_DURATION, 60);
const CONNECTIONS = number(args.connections ?? process.env.LOAD_CONNECTIONS, 50);
const WARMUP_S = number(args.warmup ?? process.env.LOAD_WARMUP, 5);
const USERS = Math.max(number(args.users ?? process.env.LOAD_USERS, 200), CONNECTIONS);
for (const [name, value] of Object.entries({ DURATION_S, CONNECTIONS, WARMUP_S, USERS })) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'WARMUP_S' && value <= 0)) throw new Error(`bench:load: bad ${name}: ${value}`);
}

// ---------------------------------------------------------------------------------------------
// Database and server.

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `rollcall_load_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-load-'));
let server: ReturnType<typeof startServer> | null = null;
let bouncer: RunningPgBouncer | null = null;
let cleaned = false;
async function stopServer() {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await stopServer();
  await bouncer?.stop();
  await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

async function main() {
  const started = performance.now();
  await adminQuery(serverUrl, `create database ${dbName}`);
  const databaseUrl = withDatabase(serverUrl, dbName);
  await seedLoad(databaseUrl, USERS);
  console.log(
    `seeded ${USERS} users × ${LISTS_PER_USER} lists (${USERS * MEMBERS_PER_USER} members), ${POSTS} posts in ${secondsSince(started)} (PostgreSQL at ${new URL(serverUrl).host}, database ${dbName})`,
  );

  const directEnv = {
    DATABASE_URL: databaseUrl,
    // LOAD_UNNAMED_STATEMENTS=1: the statements as a pooler needs them (unnamed), on this same direct
    // connection, to measure what naming them buys (issue #39, decision 038).
    ...(process.env.LOAD_UNNAMED_STATEMENTS === '1' ? { DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: databaseUrl } : {}),
  };
  if (process.env.LOAD_POOLER !== '1') {
    report('load', loadFigures(await measure('direct connection', directEnv)));
    return;
  }
  // Direct, pooled, direct again, on the same database: the floor is the two direct runs' mean, so
  // that what drifts during the run (the machine's other work, the rows the writes add) weighs on both sides.
  const before = await measure('direct connection', directEnv);
  // Behind PgBouncer in transaction mode, as many server connections as the app's pool.
  bouncer = await startPgBouncer({ serverConnections: DB_POOL_MAX });
  const pooled = await measure(`behind PgBouncer in transaction mode (${DB_POOL_MAX} server connections)`, {
    DATABASE_URL: `${bouncer.urlOf(dbName)}?pgbouncer=true`,
    DATABASE_DIRECT_URL: databaseUrl,
  });
  await bouncer.stop();
  bouncer = null;
  const after = await measure('direct connection, again', directEnv);
  const mean = (pick: (m: Measured) => number) => (pick(before) + pick(after)) / 2;
  const floor: Measured = { rps: mean((m) => m.rps), readsP50: mean((m) => m.readsP50), readsP99: mean((m) => m.readsP99), allP50: mean((m) => m.allP50), allP99: mean((m) => m.allP99), errors: before.errors + after.errors };
  report('load-pooler', loadFigures(pooled, floor));
}

/** Which measured run this is: each run's virtual users name the members they add after it, so no run adds a name an earlier one added. */
let runs = 0;

/** A server process on `env`, its virtual users signed in, warmed up, measured; stopped after. */
async function measure(label: string, env: NodeJS.ProcessEnv): Promise<Measured> {
  let started = performance.now();
  const profileDir = process.env.LOAD_PROFILE_DIR;
  server = startServer({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
  // The server prints localhost; it listens on 127.0.0.1 (HOST).
  const base = (await server.ready).replace('//localhost:', '//127.0.0.1:');
  console.log(`\n${label}: server process (pid ${server.child.pid}) ready at ${base} in ${secondsSince(started)}`);

  started = performance.now();
  const users = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => VirtualUser.signIn(base, i)));
  runs += 1;
  for (const user of users) user.added = runs * 1_000_000;
  console.log(`${CONNECTIONS} virtual users signed in in ${secondsSince(started)} (login ${summary(users.map((u) => u.loginMs))})`);

  if (WARMUP_S > 0) {
    await runMix(users, WARMUP_S * 1000);
    console.log(`warm-up: ${WARMUP_S} s, not counted`);
  }
  const pooler = bouncer ? bouncerPid(bouncer) : null;
  const cpuBefore = { server: processCpuMs(server.child.pid!), serverSystem: processCpuMs(server.child.pid!, 'system'), postgres: backendsCpuMs(dbName), bench: benchCpuMs(), pooler: pooler ? processCpuMs(pooler) : NaN };
  const mixed = await runMix(users, DURATION_S * 1000);
  const stats: Stats = {
    ...mixed,
    cpuMs: {
      server: processCpuMs(server.child.pid!) - cpuBefore.server,
      serverSystem: processCpuMs(server.child.pid!, 'system') - cpuBefore.serverSystem,
      postgres: backendsCpuMs(dbName) - cpuBefore.postgres,
      bench: benchCpuMs() - cpuBefore.bench,
      pooler: pooler ? processCpuMs(pooler) - cpuBefore.pooler : NaN,
    },
  };
  for (const user of users) user.close();
  await stopServer();
  console.log(`\n${label}:`);
  return printFigures(stats);
}

/** The PgBouncer process (its command line names its configuration file), for its CPU time; null where /proc is missing. */
function bouncerPid(running: RunningPgBouncer): number | null {
  try {
    const pid = fs.readdirSync('/proc').find((name) => /^\d+$/.test(name) && fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').includes(running.configFile) && fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'pgbouncer');
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

/** `node --import tsx server/main.ts` as a real process (never dist/, which others rebuild), with extra node flags. */
function startServer(env: NodeJS.ProcessEnv, nodeFlags: string[]) {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Rollcall is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

// ---------------------------------------------------------------------------------------------
// Figures.

interface Stats extends MixStats {
  /** CPU time (user + system) used while measured by the server process, the PostgreSQL backends of its database, and this process; NaN where /proc is missing. */
  cpuMs: { server: number; serverSystem: number; postgres: number; bench: number; pooler: number };
}

/** CPU time of a process so far (Linux: /proc/<pid>/stat utime + stime, in clock ticks of 10 ms). */
function processCpuMs(pid: number, which: 'user' | 'system' | 'both' = 'both'): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const user = Number(fields[11]) * 10;
    const system = Number(fields[12]) * 10;
    return which === 'user' ? user : which === 'system' ? system : user + system;
  } catch {
    return NaN;
  }
}

/** CPU time of the PostgreSQL backends serving a database (their title names it). */
function backendsCpuMs(database: string): number {
  let total = 0;
  try {
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) total += processCpuMs(Number(pid));
      } catch {
        // Gone meanwhile.
      }
    }
  } catch {
    return NaN;
  }
  return total;
}

function benchCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}`;
}
function secondsSince(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

interface Measured {
  rps: number;
  readsP50: number;
  readsP99: number;
  allP50: number;
  allP99: number;
  errors: number;
}

/** Prints the figures of a measured run; returns its summary. */
function printFigures(stats: Stats): Measured {
  const seconds = stats.elapsedMs / 1000;
  const row = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${label.padEnd(30)} ${String(sorted.length).padStart(8)} ${(sorted.length / seconds).toFixed(0).padStart(7)} ${ms(percentile(sorted, 0.5)).padStart(10)} ${ms(percentile(sorted, 0.99)).padStart(10)} ${ms(sorted.at(-1) ?? NaN).padStart(10)}`;
  };
  console.log(`\n${DURATION_S} s measured, ${CONNECTIONS} connections (one signed-in user each), no think time; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`);
  console.log(`${'route'.padEnd(30)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}`);
  const reads: number[] = [];
  const writes: number[] = [];
  for (const action of ACTIONS) {
    const values = stats.latencies.get(action.route)!;
    console.log(row(action.route, values));
    (action.read ? reads : writes).push(...values);
  }
  const all = [...reads, ...writes];
  console.log(row('reads', reads));
  console.log(row('writes', writes));
  console.log(row('all', all));
  const errors = errorCount(stats);
  const cpu = (label: string, value: number) => `${label} ${((value / stats.elapsedMs) * 100).toFixed(0)}% of a core = ${(value / all.length).toFixed(2)} ms/request`;
  console.log(`CPU: ${cpu('server process', stats.cpuMs.server)} (${((stats.cpuMs.serverSystem / stats.cpuMs.server) * 100).toFixed(0)}% in the kernel); ${cpu('PostgreSQL backends', stats.cpuMs.postgres)}; ${cpu('load generator', stats.cpuMs.bench)}${Number.isNaN(stats.cpuMs.pooler) ? '' : `; ${cpu('PgBouncer', stats.cpuMs.pooler)}`}`);
  console.log(`errors: ${errors}${errors ? ` (${[...stats.errors].map(([key, n]) => `${key}: ${n}`).join('; ')})` : ''}`);
  for (const line of stats.firstErrors) console.log(`  e.g. ${line}`);
  const sortedReads = reads.sort((a, b) => a - b);
  const sortedAll = all.sort((a, b) => a - b);
  const figures = {
    rps: all.length / seconds,
    readsP50: percentile(sortedReads, 0.5),
    readsP99: percentile(sortedReads, 0.99),
    allP50: percentile(sortedAll, 0.5),
    allP99: percentile(sortedAll, 0.99),
  };
  console.log(
    `bench:load ${DURATION_S}s ${CONNECTIONS}c: ${figures.rps.toFixed(0)} req/s, reads p50 ${ms(figures.readsP50)} p99 ${ms(figures.readsP99)}, overall p50 ${ms(figures.allP50)} p99 ${ms(figures.allP99)}, errors ${errors}`,
  );
  return { ...figures, errors };
}

/**
 * The figures as report() prints them: readable, then as the last line (`RESULT {json}`, read by
 * bench/all.ts). With `direct` (LOAD_POOLER=1), each beside the direct connection's, measured in
 * the same run, as its floor.
 */
function loadFigures(measured: Measured, direct?: Measured) {
  const round = (value: number) => Math.round(value * 10) / 10;
  const floor = (value: number) => (direct ? { value: round(value), what: 'the direct connection, same run: mean of before and after' } : null);
  return [
    { name: 'requests/s', value: round(measured.rps), unit: 'req/s', floor: floor(direct?.rps ?? NaN) },
    { name: 'reads p50', value: round(measured.readsP50), unit: 'ms', floor: floor(direct?.readsP50 ?? NaN) },
    { name: 'reads p99', value: round(measured.readsP99), unit: 'ms', floor: floor(direct?.readsP99 ?? NaN), goal: direct ? { op: '<=' as const, value: 1.2, ofFloor: true, text: '≤ 1.2 × floor' } : { op: '<=' as const, value: 100, text: '≤ 100 ms' } },
    { name: 'all p50', value: round(measured.allP50), unit: 'ms', floor: floor(direct?.allP50 ?? NaN) },
    { name: 'all p99', value: round(measured.allP99), unit: 'ms', floor: floor(direct?.allP99 ?? NaN), goal: direct ? { op: '<=' as const, value: 1.2, ofFloor: true, text: '≤ 1.2 × floor' } : null },
    { name: 'errors', value: measured.errors, unit: '', floor: floor(direct?.errors ?? NaN), goal: { op: '<=' as const, value: 0, text: '0' } },
  ];
}

// ---------------------------------------------------------------------------------------------

try {
  await main();
} finally {
  await cleanup();
}
