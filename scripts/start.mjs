// `npm start`: builds what is missing or out of date (the web app, the server bundle), then serves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1);

function run(label, command, args) {
  console.log(label);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

const shared = ['common', 'package-lock.json'];
if (mtime('dist/client/index.html') < newestMtime(['web', 'vite.config.ts', ...shared])) {
  run('Building the web app…', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
}
if (mtime('dist/server/main.js') < newestMtime(['server', 'scripts/build-server.mjs', ...shared])) {
  run('Building the server…', process.execPath, ['scripts/build-server.mjs']);
}

await import(path.join(root, 'dist/server/main.js'));
