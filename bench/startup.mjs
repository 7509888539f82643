// `npm run bench:startup`: how long `npm start` takes to serve, and what it costs.
//  1. first run, as on a fresh clone: no dist/ (the web app and server are built) and an empty DATA_DIR
//     (the embedded database is created and migrated);
//  2. second run: everything built, the database already there;
// then the server's resident memory (RSS) once it answers, and the gzip size of the JavaScript
// that index.html loads first. Floors, in the same run: a bare node:http server started the same
// way (start time and RSS), and React DOM alone built by the same Vite (initial JS).
// Prints figures; asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialJs } from '../scripts/initial-js.mjs';
import { report } from './report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-startup-'));

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Starts `args` with node, waits for the URL it prints, asks it for a page, reads its RSS, stops it. */
async function timedStart(label, args, readyPath) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  console.log(`${label.padEnd(44)} ${(ready / 1000).toFixed(2).padStart(6)} s   RSS after start ${rss.toFixed(0)} MiB`);
  return { ready, rss };
}

const bareServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log('running at http://127.0.0.1:' + this.address().port) })`;

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
  const first = await timedStart('first run (build + create database + serve)', ['scripts/start.mjs'], '/readyz');
  const second = await timedStart('second run (built, database exists)', ['scripts/start.mjs'], '/readyz');
  await timedStart('third run', ['scripts/start.mjs'], '/readyz');
  const bare = await timedStart('floor: bare node:http server', ['-e', bareServer], '/');
  const files = initialJs(path.join(root, 'dist/client'));
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`initial JS (${files.map((f) => f.file).join(', ')}): ${(raw / 1024).toFixed(1)} KiB, gzip ${(gzip / 1024).toFixed(1)} KiB (${gzip} bytes)`);
  const react = reactDomAlone();
  console.log(`floor: React DOM alone, gzip ${(react / 1024).toFixed(1)} KiB (${react} bytes)`);
  const startFloor = { value: bare.ready / 1000, what: 'bare node:http server process' };
  report('startup', [
    { name: '`npm start`, first run (build, create database)', value: first.ready / 1000, unit: 's', floor: startFloor },
    { name: '`npm start`, second run', value: second.ready / 1000, unit: 's', floor: startFloor },
    { name: 'RSS after start', value: second.rss, unit: 'MiB', floor: { value: bare.rss, what: 'bare node:http server process' } },
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
}
