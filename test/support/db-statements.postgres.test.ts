import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_POOL_MAX, type Database } from '../../server/db/open';
import { createTestDatabase } from './database';
import { recordStatements } from './db-statements';

/**
 * The recorder on PostgreSQL's pool (the database suite only: PGlite has one connection and no
 * pool). A statement that waits for a connection is handed one by whoever gives one back, in that
 * caller's context: still the recorded code's statement.
 */
describe('recordStatements on a pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records a statement that waited for a connection another caller gave back (the pool full)', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const held = await Promise.all(Array.from({ length: DB_POOL_MAX }, () => pool.connect()));
    let giveOneBack!: () => void;
    const givenBack = new Promise<void>((resolve) => (giveOneBack = resolve));
    // Begun before the recording: the pool hands the connection given back to the waiting statement there.
    const released = givenBack.then(() => held.pop()!.release());
    try {
      const { statements } = await recordStatements(database, async () => {
        // Sent now (drizzle sends a query when it is awaited or then'd), to wait for a connection.
        const waiting = database.db.execute(sql`select 'waited' as who`).then((result) => result);
        giveOneBack();
        await released;
        await waiting;
      });
      expect(statements).toEqual(["select 'waited' as who"]);
    } finally {
      for (const client of held) client.release();
    }
  });
});
