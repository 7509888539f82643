import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/open';
import { createTestDatabase } from './database';
import { recordStatements } from './db-statements';

/**
 * The recorder behind the tests that compare the work of two paths (server/auth/account-attacks):
 * it must hold what the recorded code sent, and nothing the app did beside it. CI once failed
 * because a background pass, started when the app got ready, sent two statements while a
 * registration was recorded.
 */
describe('recordStatements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records what the recorded code sends, in order, and not a statement sent beside it at the same time', async () => {
    let startBeside!: () => void;
    const besideStarts = new Promise<void>((resolve) => (startBeside = resolve));
    // Work begun before the recording (as a background pass is), that sends its statement while the recording runs.
    const beside = besideStarts.then(() => database.db.execute(sql`select 'beside' as who`));

    const { statements } = await recordStatements(database, async () => {
      await database.db.execute(sql`select 'recorded' as who`);
      startBeside();
      await beside;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 'in a transaction' as who`);
      });
    });
    expect(statements).toEqual([
      "select 'recorded' as who",
      ...(database.kind === 'pglite' ? ['BEGIN'] : ['begin']),
      "select 'in a transaction' as who",
      ...(database.kind === 'pglite' ? ['COMMIT'] : ['commit']),
    ]);
  });

  it('gives the driver back the methods it had, the app’s own among them', async () => {
    // A database of its own, as the app opened it: the recording above must not have changed these already.
    const fresh = await createTestDatabase();
    try {
      const client = (fresh.db as unknown as { $client: Record<string, unknown> }).$client;
      const names = ['query', 'exec', 'transaction', 'connect'];
      const before = names.map((name) => client[name]);
      await recordStatements(fresh, () => fresh.db.execute(sql`select 1`));
      names.forEach((name, index) => expect(client[name], name).toBe(before[index]));
    } finally {
      await fresh.close();
    }
  });
});
