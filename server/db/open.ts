import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { keepPrivate, makeTreePrivate } from './private-files';
import { runPgliteScript } from './pglite-process';
import { nameStatementsOf } from './pglite-statements';
import { useNamedStatements } from './prepared';

/** PostgreSQL's pg_trgm, which PGlite ships: the members' substring search uses its index (migration 0011). */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's shared buffers in the embedded database, in megabytes, unless PGLITE_SHARED_BUFFERS_MB
 * says otherwise (config.ts). initdb writes 128MB into postgresql.conf, and PGlite touches all of
 * it: 130 MiB of the server's memory at rest. The pages it no longer holds stay in the machine's
 * file cache, which the kernel gives back under pressure (decision 040). initdb and the backup's
 * dump run with this much whatever the setting: their speed does not matter, their memory does.
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;
export const PGLITE_SHARED_BUFFERS = `${String(PGLITE_SHARED_BUFFERS_MB)}MB`;
/** PGlite's options: its extensions, and its own start parameters with ours after them (the last -c of a name wins). */
const pgliteOptions = (sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB) => ({
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${String(sharedBuffersMb)}MB`],
});

/** Beside `<dataDir>/pglite`: a database being made (`pglite.initdb-…`) and a copy being dumped (dump.ts). */
const PGLITE_INITDB_PREFIX = 'pglite.initdb-';
export const PGLITE_COPY_PREFIX = '.pglite-copy-';
const LEFTOVER = /^(?:pglite\.initdb-[0-9a-f]{12}|\.pglite-copy-[A-Za-z0-9]{6})$/;

/** What a process killed while making a database or dumping one left in `dataDir` (its lock is ours). */
function removeLeftovers(dataDir: string) {
  for (const name of fs.readdirSync(dataDir)) if (LEFTOVER.test(name)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

/** An empty directory that is a directory (not a link to one): removed, to be made again. */
function removedIfEmptyDirectory(dir: string): boolean {
  if (!fs.lstatSync(dir).isDirectory() || fs.readdirSync(dir).length > 0) return false;
  try {
    fs.rmdirSync(dir);
    return true;
  } catch {
    return false; // a mount point: PGlite makes the database in it, in this process
  }
}

/** One of the PGlite scripts beside this file's sources (pglite-initdb.mjs, pglite-dump.mjs), from the sources or from dist alike. */
export const pgliteScript = (name: 'pglite-initdb.mjs' | 'pglite-dump.mjs') => path.join(path.dirname(migrationsFolder()), name);

/**
 * An empty embedded database in `pgliteDir`, made by initdb in a process of its own
 * (pglite-initdb.mjs): into a directory beside it, renamed into place once whole, so that a start
 * killed during initdb leaves no half-made database behind, only a directory removed next time.
 */
async function createPgliteCluster(pgliteDir: string): Promise<void> {
  const temp = path.join(path.dirname(pgliteDir), `${PGLITE_INITDB_PREFIX}${randomBytes(6).toString('hex')}`);
  try {
    await runPgliteScript(pgliteScript('pglite-initdb.mjs'), [temp, PGLITE_SHARED_BUFFERS], { what: `Creating the embedded database in ${pgliteDir}`, timeoutMs: 10 * 60_000 });
    // The script masks PGlite's chmods itself (pglite-child.mjs); what it might have missed, here.
    makeTreePrivate(temp);
    fs.renameSync(temp, pgliteDir);
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** "Database pool defaults: max 10 clients, idle timeout 10000 ms." */
export const DB_POOL_MAX = 10;
const DB_POOL_IDLE_TIMEOUT_MS = 10_000;

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
  /** Reads the first page of every table: throws DatabaseDamagedError when one is damaged. */
  check(): Promise<void>;
  close(): Promise<void>;
  /** Why the data is known to be damaged (a statement met a damaged page since start), or null. */
  damage: string | null;
  /** Remembers the damage an error reports, if it reports one; returns the line to log, once. */
  noteError(error: unknown): string | null;
  /** One line: what is damaged and what to do. */
  damaged(reason: string): DatabaseDamagedError;
}

/** The data of the database is damaged: start stops with this message, /readyz says not ready. */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError';
}

/**
 * PostgreSQL's own report of damaged data (SQLSTATE XX001 data_corrupted, XX002 index_corrupted),
 * on an error or one it wraps (drizzle wraps driver errors): its message, or null.
 */
export function damageOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if ((candidate.code === 'XX001' || candidate.code === 'XX002') && typeof candidate.message === 'string') return candidate.message;
    e = candidate.cause;
  }
  return null;
}

/** The parts of a Database that only record and describe damage. */
function damageRecorder(describe: (reason: string) => string) {
  return {
    damage: null as string | null,
    noteError(error: unknown): string | null {
      const reason = damageOf(error);
      if (reason === null || this.damage !== null) return null;
      this.damage = reason;
      return describe(reason);
    },
    damaged: (reason: string) => new DatabaseDamagedError(describe(reason)),
  };
}

/** Every table of the app and of the migrations, read one row each (the first page). */
async function readFirstPages(db: Db, damaged: (reason: string) => DatabaseDamagedError, anyErrorIsDamage: boolean) {
  try {
    const { rows } = await db.execute<{ name: string }>(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    );
    // One statement for all of them: a round trip each cost a fifth of a second at start (decision 040).
    if (rows.length > 0) await db.execute(sql.raw(rows.map(({ name }) => `(select 1 from ${name} limit 1)`).join(' union all ')));
  } catch (error) {
    const reason = damageOf(error) ?? (anyErrorIsDamage ? messageOf(error) : null);
    if (reason !== null) throw damaged(reason);
    throw error;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

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

export interface PostgresOptions {
  /** For the migrations and their lock (a session): DATABASE_DIRECT_URL, else `url`. */
  directUrl?: string | null;
  /** A pooler in transaction mode in front of `url`: statements are not prepared by name (db/prepared.ts). */
  pooler?: boolean;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  useNamedStatements(!options.pooler);
  // The PostgreSQL driver is loaded only for PostgreSQL (decision 040).
  const [{ default: pgDriver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool: pg.Pool = new pgDriver.Pool({
    connectionString: url,
    max: DB_POOL_MAX,
    idleTimeoutMillis: DB_POOL_IDLE_TIMEOUT_MS,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client whose server went away emits 'error'; without a listener the process dies.
  // The pool drops that client and the next query connects again, so there is nothing to do here.
  pool.on('error', () => {});
  // A client checked out for a transaction is no longer the pool's to watch: its server going away
  // between two statements emitted 'error' with nobody listening, and the process died (a shoot is
  // a transaction since issue #37). The statement under way fails and says so; the pool drops the
  // client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const recorder = damageRecorder((reason) => `The PostgreSQL database reports damaged data (${reason}). Restore it from a backup.`);
  return {
    db,
    kind: 'postgres',
    ...recorder,
    async check() {
      await readFirstPages(db, recorder.damaged, false);
    },
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // A session of its own, on the direct connection: the lock below is held by the session,
      // which a pooler in transaction mode would not keep between two statements (issue #39).
      const client = new pgDriver.Client({ connectionString: options.directUrl ?? url, connectionTimeoutMillis: 5_000 });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
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
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob; sharedBuffersMb?: number } = {}): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : null;
  const recorder = damageRecorder((reason) =>
    pgliteDir
      ? `The embedded database in ${pgliteDir} is damaged (${reason}). Restore ${dataDir!} from a backup, or move ${pgliteDir} away to start with an empty database.`
      : `The in-memory database is damaged (${reason}).`,
  );
  if (dataDir && pgliteDir) {
    // The database, the lock and the outbox are for this process's user only (private-files.ts).
    keepPrivate(dataDir);
    releaseLock = await acquireDataDirLock(dataDir);
    const existed = fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
    try {
      removeLeftovers(dataDir);
      if (!existed && (!fs.existsSync(pgliteDir) || removedIfEmptyDirectory(pgliteDir))) await createPgliteCluster(pgliteDir);
      client = await PGlite.create({ dataDir: pgliteDir, ...pgliteOptions(options.sharedBuffersMb) });
    } catch (error) {
      releaseLock();
      // A directory that held a database and cannot be opened is damaged: PGlite only says
      // "Aborted()" or "failed to initialize"; a file system error (no space, no access) is not.
      if (existed && !(error as NodeJS.ErrnoException).code) throw recorder.damaged(messageOf(error));
      throw error;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir, ...pgliteOptions() } : pgliteOptions());
  }
  nameStatementsOf(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...recorder,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    },
    async check() {
      // Whatever stops the embedded database reading its own tables is damage to its files.
      await readFirstPages(db, recorder.damaged, true);
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

export interface OpenDatabaseOptions extends PostgresOptions {
  databaseUrl: string | null;
  /** Used for PGlite only; null keeps PGlite in memory. */
  dataDir: string | null;
  /** PGLITE_SHARED_BUFFERS_MB (PGlite only); PGLITE_SHARED_BUFFERS_MB when absent. */
  pgliteSharedBuffersMb?: number;
}

export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir, { sharedBuffersMb: options.pgliteSharedBuffersMb });
}
