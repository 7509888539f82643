// `npm run bench:startup`: how long `npm start` takes to serve, and what it costs.
//  1. first run, as on a fresh clone: no dist/ (the web app and server are built) and an empty DATA_DIR
//     (the embedded database is created and migrated);
//  2. second run: everything built, the database already there;
// then the server's resident memory (RSS) once it answers, and the gzip size of the JavaScript
// that index.html loads first. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialJs } from '../scripts/initial-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-startup-'));

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function timedStart(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Rollcall is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  const ready = performance.now() - started;
  const response = await fetch(`${url}/readyz`);
  if (!response.ok) throw new Error(`readyz answered ${response.status}`);
  await fetch(`${url}/`); // one page served, as a visitor would
  const rss = rssMiB(child.pid);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  console.log(`${label.padEnd(44)} ${(ready / 1000).toFixed(2).padStart(6)} s   RSS after start ${rss.toFixed(0)} MiB`);
}

function printInitialJs() {
  const files = initialJs(path.join(root, 'dist/client'));
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`initial JS (${files.map((f) => f.file).join(', ')}): ${(raw / 1024).toFixed(1)} KiB, gzip ${(gzip / 1024).toFixed(1)} KiB (${gzip} bytes)`);
}

try {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  await timedStart('first run (build + create database + serve)');
  await timedStart('second run (built, database exists)');
  await timedStart('third run');
  printInitialJs();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
