import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/chromium';
import { startFakeStripe } from '../test/fake-stripe';
import { startServer } from './server';
import { seedUsers } from './users';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromePath: string;
    /** The Stripe test double the app's SDK talks to (its hosted checkout page sends the webhooks). */
    stripeUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e';

/**
 * Builds the app if needed and serves it for real on a throw-away PGlite directory seeded with
 * the people of e2e/users.ts; tells the browser tests where it, its outbox and Chromium are.
 */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  if (!chromePath) {
    throw new Error('No Chromium for the browser tests: run `npm test` (it installs one) or set CHROME_PATH.');
  }
  if (!['dist/client/index.html', 'dist/server/main.js', 'dist/extension/manifest.json'].every((file) => fs.existsSync(path.join(root, file)))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const stripe = await startFakeStripe(E2E_STRIPE_WEBHOOK_SECRET);
  const server = await startServer({
    seed: seedUsers,
    env: { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
  });
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  project.provide('stripeUrl', stripe.url);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('chromePath', chromePath);
  return async () => {
    await server.stop();
    await stripe.close();
  };
}
