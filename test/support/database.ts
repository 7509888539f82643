import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../server/db/open';

/**
 * Each test file gets its own migrated database, never a shared mutable one:
 * - by default an in-memory PGlite, loaded from the migrated dump test/support/global-setup.ts made;
 * - with TEST_DATABASE_URL, a fresh PostgreSQL database cloned from the migrated template that
 *   test/support/global-setup.ts made, dropped again when the file's tests end;
 * - with TEST_DATABASE_POOLED_URL too (scripts/with-pgbouncer.ts: a PgBouncer in transaction mode in
 *   front of that server), the same, but the app's queries go through the pooler (openTestPostgres).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await pgliteFrom(process.env.ROLLCALL_TEST_PGLITE_TEMPLATE);
    await database.migrate(); // Already applied when loaded from the template: then a no-op.
    return database;
  }
  const template = process.env.ROLLCALL_TEST_TEMPLATE_DB;
  if (!template) throw new Error('TEST_DATABASE_URL is set but the test template database was not prepared (global setup)');
  const name = `rollcall_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const database = await openTestPostgres(serverUrl, name);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Database `name` on TEST_DATABASE_URL's server, opened as the app opens it. With
 * TEST_DATABASE_POOLED_URL (the pooler's address of that server, e.g. postgres://postgres@127.0.0.1:6432/postgres),
 * as behind a pooler in transaction mode (issue #39): the queries through the pooler, no statement
 * prepared by name, and the direct URL for what needs a session (the migrations and their lock).
 * Creating and dropping databases stays on the direct URL (adminQuery).
 */
export function openTestPostgres(serverUrl: string, name: string): Promise<Database> {
  const pooledUrl = process.env.TEST_DATABASE_POOLED_URL;
  const directUrl = withDatabase(serverUrl, name);
  return pooledUrl ? openPostgres(withDatabase(pooledUrl, name), { directUrl, pooler: true }) : openPostgres(directUrl);
}

/**
 * An empty in-memory PGlite, as a new DATA_DIR starts: loaded from the empty data directory
 * test/support/global-setup.ts saved (about 0.5 s; a fresh initdb takes 1.6 s), or made fresh without one.
 */
export function createEmptyPglite(): Promise<Database> {
  return pgliteFrom(process.env.ROLLCALL_TEST_PGLITE_EMPTY);
}

/** An in-memory PGlite loaded from a data directory saved as a file, or a fresh one without it. */
function pgliteFrom(file: string | undefined): Promise<Database> {
  return openPglite(null, file ? { loadDataDir: new Blob([fs.readFileSync(file)]) } : {});
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (names are ours, never input). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
