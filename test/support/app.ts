import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { Database, Db } from '../../server/db/open';
import { relayEnv, testConfig } from './config';
import { testChain } from './drand-chain';
import { startDrandRelay, type DrandRelay } from './drand-relay';
import { createTestDatabase } from './database';
import { createRecordingMailer, type RecordingMailer } from './mailer';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Every mail the app sent. */
  mail: RecordingMailer;
  /** Every response body the app sent in this file (to prove none leaks a password hash). */
  responses: string[];
  /** The file's stand-in drand relay (issue #37): the app reads its rounds (DRAND_URLS, DRAND_CHAIN). */
  relay: DrandRelay;
}

/**
 * Builds the app on an isolated, migrated database for the tests of one file and closes both
 * when they end. Use the returned object's fields inside tests (they are set in beforeAll).
 */
export function useTestApp(
  options: Partial<Omit<BuildAppOptions, 'database'>> & {
    /** Extra routes for this file only (e.g. one that fails like a bug would), added before ready. */
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): TestContext {
  const { extraRoutes, ...appOptions } = options;
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.db;
    context.mail = createRecordingMailer();
    // A test chain with a round a second, so that a round fixed now is out within the second.
    context.relay = await startDrandRelay({ chain: testChain({ genesis: Math.floor(Date.now() / 1000) - 60, period: 1 }) });
    context.app = await buildApp({ config: testConfig(relayEnv(context.relay)), mailer: context.mail.mailer, ...appOptions, database: context.database });
    context.responses = [];
    context.app.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload === 'string') context.responses.push(payload);
      return payload;
    });
    extraRoutes?.(context.app);
    await context.app.ready();
    // The runs a server makes of its background passes as it gets ready (server/background-passes.ts)
    // end before the file's tests begin, not beside them (test/support/app.test.ts says what they
    // did there). Their later runs come an interval on: a minute, an hour.
    await context.app.jobs.idle();
  });
  afterAll(async () => {
    // Whatever a file's tests did, no answer ever carried a password hash.
    for (const body of context.responses ?? []) {
      expect(body).not.toMatch(/\$2[aby]\$\d\d\$/);
      expect(body).not.toMatch(/password_?hash/i);
    }
    await context.app?.close();
    await context.database?.close();
    await context.relay?.close();
  });
  return context;
}
