import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { migrationsFolder, type Database } from '../../server/db/open';
import { adminQuery, createEmptyPglite, openTestPostgres } from './database';

/**
 * The migrations folder as it was when migration `last` was the newest: the same files, the
 * journal cut after it. Migration tests migrate a database to it, fill it as a live one was, then
 * run the rest as `npm start` would. The caller removes the folder.
 */
export function migrationsUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Applies the migrations of `folder` (one of migrationsUpTo's) to the database. */
export async function migrateWith(database: Database, folder: string): Promise<void> {
  const driverDb = database.db as never;
  if (database.kind === 'pglite') await migratePglite(driverDb, { migrationsFolder: folder });
  else await migratePg(driverDb, { migrationsFolder: folder });
}

/** The journal index of the migration whose tag ends with `tag` (e.g. 'token_workspace'). */
export function migrationIndex(tag: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith(tag));
  if (!entry) throw new Error(`no migration tagged …${tag}`);
  return entry.idx;
}

/**
 * A database of its own for a migration test: a new PostgreSQL database on TEST_DATABASE_URL's
 * server (CI's database suite; through the pooler with TEST_DATABASE_POOLED_URL), else an in-memory
 * PGlite; `drop` removes it after.
 */
export async function openMigrationTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await createEmptyPglite(), drop: async () => {} };
  const name = `rollcall_migration_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return { database: await openTestPostgres(serverUrl, name), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A migration test's database (openMigrationTestDatabase): migrated to the version `before` left,
 * filled by `fill` as a live database was, then migrated the rest of the way as `npm start` would;
 * closed and removed after the file. A test that needs the app builds it in a hook of its own.
 */
export function useMigrationTestDatabase(before: number, fill: (database: Database) => Promise<void>): void {
  let opened: { database: Database; drop: () => Promise<void> } | undefined;
  const folder = migrationsUpTo(before);
  beforeAll(async () => {
    opened = await openMigrationTestDatabase();
    await migrateWith(opened.database, folder);
    await fill(opened.database);
    await opened.database.migrate();
  }, 120_000);
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });
}
