import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * Serves the built app for real (node dist/server/main.js, as `npm start` does) on a free port
 * with a throw-away PGlite directory, and tells the browser tests where it and Chromium are.
 */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  if (!chromePath) {
    throw new Error('No Chromium for the browser tests: run `npm test` (it installs one) or set CHROME_PATH.');
  }
  if (!fs.existsSync(path.join(root, 'dist/client/index.html')) || !fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-e2e-'));
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Rollcall is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    server.stderr.on('data', (chunk) => (output += chunk));
    server.on('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready:\n${output}`)));
  });

  project.provide('baseUrl', baseUrl);
  project.provide('chromePath', chromePath);

  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
