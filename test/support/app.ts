import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { Database, Db } from '../../server/db/open';
import { testConfig } from './config';
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
    context.app = await buildApp({ config: testConfig(), mailer: context.mail.mailer, ...appOptions, database: context.database });
    context.responses = [];
    context.app.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload === 'string') context.responses.push(payload);
      return payload;
    });
    extraRoutes?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    // Whatever a file's tests did, no answer ever carried a password hash.
    for (const body of context.responses ?? []) {
      expect(body).not.toMatch(/\$2[aby]\$\d\d\$/);
      expect(body).not.toMatch(/password_?hash/i);
    }
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
