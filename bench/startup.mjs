// `npm run bench:startup`: how long `npm start` takes to serve, and what it costs (issue #40).
//  1. first run, as on a fresh clone: no dist/ (the web app and server are built) and an empty DATA_DIR
//     (the embedded database is created and migrated, the first daily backup written);
//  2. second run: everything built, the database already there: cold start, then RSS once settled;
//  3. on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
//     throw-away database), when one answers;
// For each: seconds until it serves, its resident memory (RSS) at that moment, its peak while
// starting (sampled every 50 ms) and once settled, and the peak of the processes it starts
// (initdb, the backup's dump: decision 040). Then where the memory goes: node itself, the embedded
// database alone (opened as the server opens it), the rest. And the gzip size of the JavaScript
// that index.html loads first. Floors, in the same run: a bare node:http server started the same
// way (start time and RSS), and React DOM alone built by the same Vite (initial JS).
// `npm start`'s node options are read from package.json's start script, so the bench starts the
// server exactly as `npm start` does. Prints figures; asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { initialJs } from '../scripts/initial-js.mjs';
import { report } from './report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-startup-'));
/** For a start on a new database with everything built: what creating it costs, the build apart. */
const newDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-startup-new-'));
/** `node --max-semi-space-size=2 scripts/start.mjs` → the arguments after `node`. */
const startScript = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const startArgs = startScript.split(/\s+/).slice(1);
const SETTLE_MS = Number(process.env.STARTUP_SETTLE_MS ?? 20_000);

const rssMiB = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0; // gone
  }
};
/** The pids a process started (and theirs), read from /proc. */
function descendants(pid) {
  const found = [];
  for (const task of fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`) : []) {
    let children = '';
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean)) found.push(Number(child), ...descendants(Number(child)));
  }
  return found;
}

/**
 * Starts node with `args`, waits for the URL it prints, asks it for a page, samples its RSS (and its
 * children's) every 50 ms until `settleMs` after it served, stops it.
 */
async function timedStart(label, args, readyPath, { settleMs = 0, env = {}, dir = dataDir } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  let childrenPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(child.pid));
    childrenPeak = Math.max(childrenPeak, descendants(child.pid).reduce((sum, pid) => sum + rssMiB(pid), 0));
  }, 50);
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  const ready = performance.now() - started;
  const response = await fetch(`${url}${readyPath}`);
  if (!response.ok) throw new Error(`${readyPath} answered ${response.status}`);
  await fetch(`${url}/`); // one page served, as a visitor would
  const rss = rssMiB(child.pid);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const settled = rssMiB(child.pid);
  clearInterval(sampler);
  peak = Math.max(peak, settled);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const more = settleMs > 0 ? `, ${(settleMs / 1000).toFixed(0)} s later ${settled.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB` : '';
  const kids = childrenPeak > 0 ? `; the processes it started peaked at ${childrenPeak.toFixed(0)} MiB` : '';
  console.log(`${label.padEnd(44)} ${(ready / 1000).toFixed(2).padStart(6)} s   RSS at start ${rss.toFixed(0)} MiB${more}${kids}`);
  return { ready, rss, settled, peak, childrenPeak };
}

const bareServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log('running at http://127.0.0.1:' + this.address().port) })`;

/** The RSS of a process that runs `code` with tsx (after a pause for its memory to settle), in MiB. */
function rssOfScript(code) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `${code}\nawait new Promise((r) => setTimeout(r, 1500)); console.log('RSS', (await import('node:fs')).readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\\s+(\\d+)/)[1]); process.exit(0);`], {
    cwd: root,
    encoding: 'utf8',
  });
  return Number(/RSS (\d+)/.exec(out)[1]) / 1024;
}

/** The embedded database's share of memory: a process that opens it as the server does, less the same process that does not. */
function databaseShare() {
  const opened = rssOfScript(`const { openPglite } = await import('./server/db/open.ts'); const d = await openPglite(${JSON.stringify(dataDir)}); await d.check();`);
  const bare = rssOfScript(`await import('./server/db/open.ts');`);
  return opened - bare;
}

/** Starts the server on a new database of the PostgreSQL at BENCH_DATABASE_URL, or answers null when none answers. */
async function postgresStart() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `rollcall_bench_startup_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    console.log(`no PostgreSQL at ${new URL(serverUrl).host}: the PostgreSQL start is not measured`);
    return null;
  }
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await timedStart('on PostgreSQL (a new database)', startArgs, '/readyz', { settleMs: SETTLE_MS, env: { DATABASE_URL: url.toString() } });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

/** The gzip size of React DOM rendering one element, built like the app (the floor of any React page). */
function reactDomAlone() {
  const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.rollcall-bench-react-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
    fs.writeFileSync(path.join(dir, 'main.js'), "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hi'));\n");
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', dir, '--outDir', path.join(dir, 'dist'), '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    return initialJs(path.join(dir, 'dist')).reduce((sum, file) => sum + file.gzip, 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

try {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const first = await timedStart('first run (build + create database + serve)', startArgs, '/readyz', { settleMs: SETTLE_MS });
  const second = await timedStart('second run (built, database exists)', startArgs, '/readyz', { settleMs: SETTLE_MS });
  const created = await timedStart('built, new database (initdb, first backup)', startArgs, '/readyz', { settleMs: SETTLE_MS, dir: newDataDir });
  await timedStart('third run', startArgs, '/readyz');
  const postgres = await postgresStart();
  const bare = await timedStart('floor: bare node:http server', ['-e', bareServer], '/');
  const database = databaseShare();
  const rest = second.settled - bare.rss - database;
  console.log(`where the memory goes, settled: node itself ${bare.rss.toFixed(0)} MiB, the embedded database ${database.toFixed(0)} MiB, the rest (the server's code, its heap) ${rest.toFixed(0)} MiB`);
  const files = initialJs(path.join(root, 'dist/client'));
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`initial JS (${files.map((f) => f.file).join(', ')}): ${(raw / 1024).toFixed(1)} KiB, gzip ${(gzip / 1024).toFixed(1)} KiB (${gzip} bytes)`);
  const react = reactDomAlone();
  console.log(`floor: React DOM alone, gzip ${(react / 1024).toFixed(1)} KiB (${react} bytes)`);
  const startFloor = { value: bare.ready / 1000, what: 'bare node:http server process' };
  const rssFloor = { value: bare.rss, what: 'bare node:http server process' };
  report('startup', [
    { name: '`npm start`, first run (build, create database)', value: first.ready / 1000, unit: 's', floor: startFloor },
    { name: '`npm start`, second run', value: second.ready / 1000, unit: 's', floor: startFloor, goal: { op: '<=', value: 1.5, text: '≤ 1.5 s' } },
    { name: 'RSS after start', value: second.rss, unit: 'MiB', floor: rssFloor },
    { name: `RSS settled (${SETTLE_MS / 1000} s after start)`, value: second.settled, unit: 'MiB', floor: rssFloor, goal: { op: '<=', value: 250, text: '≤ 250 MiB' } },
    { name: 'RSS peak while starting on a new database (create it, first backup), the server process', value: created.peak, unit: 'MiB', floor: rssFloor, goal: { op: '<=', value: 350, text: '≤ 350 MiB' } },
    { name: 'RSS peak while starting, second run, the server process', value: second.peak, unit: 'MiB', floor: rssFloor, goal: { op: '<=', value: 350, text: '≤ 350 MiB' } },
    // Not the server's, but the machine's: initdb needs this once, when the database is created (decision 040).
    { name: 'peak of the processes a start on a new database starts (initdb, then the backup dump)', value: created.childrenPeak, unit: 'MiB', floor: rssFloor },
    { name: 'the embedded database alone, opened as the server opens it', value: database, unit: 'MiB' },
    ...(postgres
      ? [{ name: `RSS settled on PostgreSQL (${SETTLE_MS / 1000} s after start)`, value: postgres.settled, unit: 'MiB', floor: rssFloor, goal: { op: '<=', value: 150, text: '≤ 150 MiB' } }]
      : []),
    {
      name: 'home route JS, gzip',
      value: gzip / 1000,
      unit: 'KB',
      floor: { value: react / 1000, what: 'React DOM alone, same Vite' },
      goal: { op: '<=', value: 120, text: '≤ 120 KB' },
    },
  ]);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(newDataDir, { recursive: true, force: true });
}
