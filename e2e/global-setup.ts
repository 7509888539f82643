import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/chromium';
import { startServer } from './server';
import { seedUsers } from './users';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromePath: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds the app if needed and serves it for real on a throw-away PGlite directory seeded with
 * the people of e2e/users.ts; tells the browser tests where it, its outbox and Chromium are.
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
  const server = await startServer({ seed: seedUsers });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('chromePath', chromePath);
  return () => server.stop();
}
