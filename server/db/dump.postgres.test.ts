import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/database';
import { exportPglite, exportPostgres, PgDumpMissingError } from './dump';
import {
  addAfterImport,
  appOn,
  emptyPglite,
  migratedPglite,
  migrationsApplied,
  pgliteOf,
  pgliteQueries,
  pgQueries,
  seedForDump,
  snapshot,
  type Seeded,
} from './dump-fixtures';
import { DatabaseNotEmptyError, importIntoDatabase, importIntoPglite } from './dump-import';
import { readDump } from './dump-sql';
import { openPostgres, type Database } from './open';

/**
 * The move from the embedded database to PostgreSQL (issue #21), and back: PGlite → db:export →
 * db:import into a new PostgreSQL database; that database → pg_dump → a new PGlite and a new
 * PostgreSQL database. Needs a PostgreSQL server (TEST_DATABASE_URL): this file runs in the
 * database suite (.ci/run, "database suite on PostgreSQL") and is left out of a plain `npm test`
 * by vitest.config.ts, never skipped.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('dump.postgres.test.ts needs TEST_DATABASE_URL (a PostgreSQL server), e.g. postgres://postgres@127.0.0.1:5432/postgres');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-dump-pg-'));
const created: string[] = [];
/** A new, empty PostgreSQL database of this file's own; dropped when the file ends. */
async function newDatabase(): Promise<string> {
  const name = `rollcall_dump_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl!, `create database ${name}`);
  created.push(name);
  return withDatabase(serverUrl!, name);
}
/** A connection for comparing (one session: its TimeZone holds). */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

let source: Database;
let seeded: Seeded;
let before: Record<string, string[]>;
let pgliteDump: Uint8Array;

beforeAll(async () => {
  source = await migratedPglite();
  seeded = await seedForDump(source.db);
  before = await snapshot(await pgliteQueries(pgliteOf(source)));
  const file = path.join(dir, 'from-pglite.sql');
  await exportPglite(pgliteOf(source), file);
  pgliteDump = fs.readFileSync(file);
});
afterAll(async () => {
  await source?.close();
  for (const name of created) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('from the embedded database to PostgreSQL', () => {
  let url: string;
  let target: Database;
  beforeAll(async () => {
    url = await newDatabase();
    await importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL');
    target = await openPostgres(url);
  });
  afterAll(async () => {
    await target?.close();
  });

  it('holds every row of every table and every sequence as they were, and the migrations find nothing to do', async () => {
    const client = await connect(url);
    try {
      expect(await snapshot(await pgQueries(client))).toEqual(before);
      const applied = await migrationsApplied(target.db);
      expect(applied).toBe(await migrationsApplied(source.db));
      await target.migrate();
      expect(await migrationsApplied(target.db)).toBe(applied);
      expect(await snapshot(await pgQueries(client))).toEqual(before);
    } finally {
      await client.end();
    }
    await target.check();
  });

  it('serves the app: the session and the password in the dump still work', async () => {
    expect(await appOn(target, seeded)).toEqual({ ready: 200, lists: seeded.listNames, login: 200 });
  });

  it('goes on numbering rows where the embedded database was', async () => {
    const { ids, before: largest } = await addAfterImport(target.db);
    expect(ids.map((id, index) => id > largest[index]!)).toEqual([true, true, true]);
  });

  it('refuses to load into it again: it is not empty', async () => {
    await expect(importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL at here')).rejects.toThrow(
      /^PostgreSQL at here is not empty \(it has \d+ tables, sequences or views in schemas public and drizzle\): db:import loads/,
    );
  });
});

describe('from PostgreSQL (pg_dump) back to an embedded database, and to another PostgreSQL database', () => {
  let url: string;
  let pgDumpBytes: Uint8Array;
  beforeAll(async () => {
    url = await newDatabase();
    await importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL');
    const file = path.join(dir, 'from-postgres.sql');
    await exportPostgres(url, file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    pgDumpBytes = fs.readFileSync(file);
  });

  it('is pg_dump’s plain format, data in COPY blocks', () => {
    const kinds = new Set([...readDump(pgDumpBytes)].map((piece) => piece.kind));
    expect(kinds.has('copy')).toBe(true);
  });

  it('loads into a new embedded database with the same rows, COPY data through PGlite’s blob', async () => {
    const target = await emptyPglite();
    try {
      await importIntoPglite(pgliteOf(target), pgDumpBytes, 'PGlite');
      expect(await snapshot(await pgliteQueries(pgliteOf(target)))).toEqual(before);
      const applied = await migrationsApplied(target.db);
      await target.migrate();
      expect(await migrationsApplied(target.db)).toBe(applied);
      expect(await appOn(target, seeded)).toEqual({ ready: 200, lists: seeded.listNames, login: 200 });
    } finally {
      await target.close();
    }
  });

  it('loads into a new PostgreSQL database with the same rows, COPY data through COPY’s protocol', async () => {
    const other = await newDatabase();
    const outcome = await importIntoDatabase({ databaseUrl: other, dataDir: '/nonexistent' }, pgDumpBytes, 'PostgreSQL');
    expect(outcome).toMatchObject({ migrationsApplied: 0 });
    expect(outcome.copies).toBeGreaterThan(20);
    const client = await connect(other);
    try {
      expect(await snapshot(await pgQueries(client))).toEqual(before);
    } finally {
      await client.end();
    }
  });
});

describe('db:import on PostgreSQL', () => {
  it('loads into a database where an administrator already installed pg_trgm (an extension’s own objects are not data)', async () => {
    const url = await newDatabase();
    await adminQuery(url, 'create extension pg_trgm');
    await expect(importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL')).resolves.toMatchObject({ migrationsApplied: 0 });
  });

  it('refuses a database with a table of its own, and leaves it as it was', async () => {
    const url = await newDatabase();
    await adminQuery(url, 'create table public.keep_me (a int)');
    await expect(importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL at x')).rejects.toThrow(DatabaseNotEmptyError);
    await expect(importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL at x')).rejects.toThrow(
      'PostgreSQL at x is not empty (it has 1 table, sequences or views in schemas public and drizzle): db:import loads a dump into an empty database only, such as a new PostgreSQL database (createdb) or a new DATA_DIR',
    );
    const client = await connect(url);
    try {
      expect((await client.query(`select count(*)::int as n from pg_catalog.pg_tables where schemaname in ('public', 'drizzle')`)).rows).toEqual([{ n: 1 }]);
    } finally {
      await client.end();
    }
  });

  it('refuses a database where migrations have begun (the drizzle schema)', async () => {
    const url = await newDatabase();
    await adminQuery(url, 'create schema drizzle');
    await expect(importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL at y')).rejects.toThrow(
      'PostgreSQL at y is not empty (it has a drizzle (migrations) schema)',
    );
  });
});

describe('db:export on PostgreSQL', () => {
  it('says pg_dump is needed when there is none, and never shows the password', async () => {
    const secretUrl = new URL(await newDatabase());
    secretUrl.password = 'never-shown-secret';
    const file = path.join(dir, 'none.sql');
    const refused = exportPostgres(secretUrl.toString(), file, { pgDump: null });
    await expect(refused).rejects.toThrow(PgDumpMissingError);
    await expect(refused).rejects.toThrow(/^db:export on PostgreSQL runs PostgreSQL's pg_dump, which is not installed here/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('reports what pg_dump says when it fails, without the password', async () => {
    const url = new URL(withDatabase(serverUrl, `rollcall_missing_${randomBytes(4).toString('hex')}`));
    url.password = 'never-shown-secret';
    const failed = exportPostgres(url.toString(), path.join(dir, 'missing.sql'));
    await expect(failed).rejects.toThrow(/^pg_dump failed: .*does not exist/);
    await expect(failed).rejects.not.toThrow(/never-shown-secret/);
    expect(fs.readdirSync(dir).filter((name) => name.includes('missing'))).toEqual([]);
  });
});
