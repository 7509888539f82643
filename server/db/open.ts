import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DB_POOL_IDLE_TIMEOUT_MS, DB_POOL_MAX } from '../../common/constants';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

/**
 * One code path above the driver: repositories and services take a `Db`, whichever engine is
 * underneath (PGlite by default, PostgreSQL with DATABASE_URL). Both speak PostgreSQL's dialect,
 * so the same schema, migrations and queries run on both.
 */
export type Db = PgDatabase<QueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What `db.execute` answers on both drivers: pg's QueryResult and PGlite's Results both carry rows. */
interface QueryRows<Row> {
  rows: Row[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** server/db/migrations, found from the source file (tsx, vitest) or from the bundle (dist/server). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'server', 'db', 'migrations');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json) to locate migrations');
    dir = parent;
  }
}

// Two instances starting at once against one PostgreSQL must not both run the migrations.
const MIGRATION_LOCK_KEY = 7_240_331_001;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: DB_POOL_MAX,
    idleTimeoutMillis: DB_POOL_IDLE_TIMEOUT_MS,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client whose server went away emits 'error'; without a listener the process dies.
  // The pool drops that client and the next query connects again, so there is nothing to do here.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The embedded database. With a directory, its files live in `<dataDir>/pglite` and a lock file
 * keeps a second process from opening them at the same time; without one it is in memory (tests),
 * optionally started from a dump (`loadDataDir`) of an already migrated database.
 */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** Used for PGlite only; null keeps PGlite in memory. */
  dataDir: string | null;
}

export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
