import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/chromium';
import { relayEnv } from '../test/support/config';
import { testChain } from '../test/support/drand-chain';
import { startDrandRelay } from '../test/support/drand-relay';
import { startFakeStripe } from '../test/support/fake-stripe';
import { startServer } from './server';
import { startServerClaims } from './server-claims';
import { seedUsers } from './users';

/** What a browser-test worker talks to: its own app, the app's data directory and Stripe double. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** The Stripe test double the app's SDK talks to (its hosted checkout page sends the webhooks). */
  stripeUrl: string;
  /**
   * The app's stand-in drand relay (issue #37; test/support/drand-relay.ts), signing a test chain's
   * rounds: one per app, so a file may make it lie or go down (`POST {relayUrl}/test-mode/…`).
   */
  relayUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker of the e2e project, handed to one file at a time (e2e/server-claims.ts, e2e/fixtures.ts). */
    servers: E2eServer[];
    /** Where a file claims one of them (e2e/server-claims.ts). */
    serverClaimsPort: number;
    chromePath: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e';

/**
 * Builds the app if needed and serves it for real, once per worker of the e2e project, each on a
 * throw-away PGlite directory seeded with the people of e2e/users.ts and with a Stripe double of
 * its own (the double's 'Pay' sends the webhooks to one app). A file claims a server for itself
 * (e2e/server-claims.ts), so two files never share a server at the same moment; the files that
 * follow on a server meet what the earlier ones left, in whatever order they come (each leaves the
 * seeded people as it found them, or uses people of its own).
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
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const starting = await Promise.allSettled(
    Array.from({ length: workers }, async () => {
      const stripe = await startFakeStripe(E2E_STRIPE_WEBHOOK_SECRET);
      // quicknet's period, as a person would see it.
      const relay = await startDrandRelay({ chain: testChain({ genesis: Math.floor(Date.now() / 1000) - 60, period: 3 }) });
      try {
        const server = await startServer({
          seed: seedUsers,
          env: { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, ...relayEnv(relay) },
        });
        stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
        return { stripe, server, relay };
      } catch (error) {
        await stripe.close();
        await relay.close();
        throw error;
      }
    }),
  );
  const started = starting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () =>
    Promise.all(
      started.map(async ({ stripe, server, relay }) => {
        await server.stop();
        await stripe.close();
        await relay.close();
      }),
    );
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) {
    // No server left running behind a failed start.
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    started.map(({ stripe, server, relay }) => ({ baseUrl: server.url, dataDir: server.dataDir, stripeUrl: stripe.url, relayUrl: relay.url })),
  );
  const claims = await startServerClaims(started.length);
  project.provide('serverClaimsPort', claims.port);
  project.provide('chromePath', chromePath);
  return async () => {
    await claims.close();
    await stopAll();
  };
}
