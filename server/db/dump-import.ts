import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pgliteOf } from './dump';
import { readDump } from './dump-sql';
import { openPglite, openPostgres, type Database } from './open';

/**
 * Loads a plain SQL dump (`npm run db:import`) into an empty database, in one transaction: all of
 * it or nothing. The dump is read like psql reads it (dump-sql.ts), but no psql is needed and none
 * of psql's own commands is run (a dump could hold `\!`, a shell command): `\restrict` and
 * `\unrestrict`, which pg_dump writes since August 2025, are passed over, any other refused.
 *
 * - Statements go in batches of about a megabyte (one round trip each).
 * - `COPY … FROM stdin` (pg_dump's data on PostgreSQL): on PostgreSQL through COPY's own protocol;
 *   on PGlite, which cannot take COPY data inside `exec`, as `COPY … FROM '/dev/blob'` with the
 *   data as the blob PGlite reads it from.
 * - `SET name = …` of a setting the server does not have is passed over: pg_dump 17 and newer
 *   (PGlite's is 18) write `SET transaction_timeout = 0`, which PostgreSQL 16 and older refuse.
 */

export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError';
}

export class DumpImportError extends Error {
  override name = 'DumpImportError';
}

export interface ImportSummary {
  statements: number;
  copies: number;
  /** Settings the target does not have, whose SET was passed over. */
  skippedSettings: string[];
}

/** What the import needs of a connection, in its transaction. */
interface Loader {
  execute(sql: string): Promise<void>;
  copy(sql: string, data: Uint8Array): Promise<void>;
  /** The names of the server's settings (pg_settings). */
  settings(): Promise<Set<string>>;
  /** Relations (tables, sequences, views) of the app or of the migrations, and whether the drizzle schema exists. */
  contents(): Promise<{ relations: number; drizzleSchema: boolean }>;
}

/** Tables, sequences and views in schemas public and drizzle, not counting an extension's own (pg_trgm installed by an administrator beforehand). */
const CONTENTS_SQL = `select
  (select count(*)::int from pg_catalog.pg_class c join pg_catalog.pg_namespace s on s.oid = c.relnamespace
    where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and not exists (select 1 from pg_catalog.pg_depend d where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')) as relations,
  exists (select 1 from pg_catalog.pg_namespace where nspname = 'drizzle') as "drizzleSchema"`;

/** Transaction control and COPY outside of `COPY … FROM stdin` (which comes as its own piece), after any leading comments. */
const REFUSED_STATEMENT = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(begin|commit|rollback|end|abort|start\s+transaction|savepoint|release|prepare\s+transaction|copy)\b/i;

/** Batches of statements up to this size (characters) go in one round trip. */
const BATCH_CHARS = 1_000_000;

const IGNORED_META = /^\\(?:un)?restrict(?:\s|$)/;
const PLAIN_SET = /^SET\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|\s+TO\s)/i;

/** The `\x` of a meta-command line, for messages (never its argument: \restrict's key, a shell command). */
const metaName = (command: string) => command.split(/\s/)[0] ?? command;

/**
 * Refuses a database that already holds anything of Rollcall's: any table, sequence or view in
 * schema public or drizzle, or the drizzle schema itself (migrations applied or begun).
 */
async function assertEmpty(loader: Loader, target: string) {
  const { relations, drizzleSchema } = await loader.contents();
  if (relations === 0 && !drizzleSchema) return;
  const what = relations > 0 ? `it has ${String(relations)} table${relations === 1 ? '' : 's'}, sequences or views in schemas public and drizzle` : 'it has a drizzle (migrations) schema';
  throw new DatabaseNotEmptyError(
    `${target} is not empty (${what}): db:import loads a dump into an empty database only, such as a new PostgreSQL database (createdb) or a new DATA_DIR`,
  );
}

async function load(loader: Loader, dump: Uint8Array, target: string): Promise<ImportSummary> {
  await assertEmpty(loader, target);
  const settings = await loader.settings();
  const summary: ImportSummary = { statements: 0, copies: 0, skippedSettings: [] };
  let batch = '';
  let batchLines: [number, number] = [0, 0];
  const flush = async () => {
    if (batch === '') return;
    const sql = batch;
    const [from, to] = batchLines;
    batch = '';
    try {
      await loader.execute(sql);
    } catch (error) {
      throw failure(error, from === to ? `line ${String(from)}` : `lines ${String(from)}–${String(to)}`);
    }
  };
  for (const piece of readDump(dump)) {
    if (piece.kind === 'meta') {
      if (IGNORED_META.test(piece.command)) continue;
      throw new DumpImportError(`line ${String(piece.line)} of the dump is a psql command (${metaName(piece.command)}), which db:import does not run`);
    }
    if (piece.kind === 'copy') {
      await flush();
      try {
        await loader.copy(piece.sql, piece.data);
      } catch (error) {
        throw failure(error, `the COPY at line ${String(piece.line)}`);
      }
      summary.copies += 1;
      continue;
    }
    // A dump of Rollcall holds neither: a file that does is not one (a COMMIT would end the one
    // transaction, so a later failure left half a database; COPY … PROGRAM runs a command on the
    // server when DATABASE_URL's role may).
    const refused = REFUSED_STATEMENT.exec(piece.sql);
    if (refused) throw new DumpImportError(`line ${String(piece.line)} of the dump is ${refused[1]!.replace(/\s+/g, ' ').toUpperCase()}, which db:import does not run: it loads dumps written by db:export or pg_dump`);
    const set = PLAIN_SET.exec(piece.sql);
    if (set && !settings.has(set[1]!.toLowerCase())) {
      summary.skippedSettings.push(set[1]!.toLowerCase());
      continue;
    }
    if (batch === '') batchLines = [piece.line, piece.line];
    else batchLines[1] = piece.line;
    batch += `${piece.sql}\n`;
    summary.statements += 1;
    if (batch.length >= BATCH_CHARS) await flush();
  }
  await flush();
  return summary;
}

/** The database's own message (never the statement: it would repeat the data), with where it stopped. */
function failure(error: unknown, where: string): DumpImportError {
  const message = error instanceof Error ? error.message : String(error);
  return new DumpImportError(`${where} of the dump failed: ${message.length > 500 ? `${message.slice(0, 500)}…` : message}`);
}

// -------------------------------------------------------------------------------------- PGlite

/** Loads a dump into a PGlite that holds nothing of Rollcall's yet, in one transaction. */
export async function importIntoPglite(client: PGlite, dump: Uint8Array, target: string): Promise<ImportSummary> {
  const loader: Loader = {
    async execute(sql) {
      await client.exec(sql);
    },
    async copy(sql, data) {
      await client.query(copyFromBlob(sql), [], { blob: new Blob([data as Uint8Array<ArrayBuffer>]) });
    },
    async settings() {
      return new Set((await client.query<{ name: string }>('select name from pg_catalog.pg_settings')).rows.map((row) => row.name));
    },
    async contents() {
      return (await client.query<{ relations: number; drizzleSchema: boolean }>(CONTENTS_SQL)).rows[0]!;
    },
  };
  await client.exec('BEGIN');
  try {
    const summary = await load(loader, dump, target);
    await client.exec('COMMIT');
    return summary;
  } catch (error) {
    await client.exec('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // The dump empties search_path for its session (pg_dump's first lines): back to normal.
    await client.exec('RESET ALL').catch(() => {});
  }
}

/** `COPY t (a, b) FROM stdin;` → `COPY t (a, b) FROM '/dev/blob';` (PGlite reads the query's blob there). */
export function copyFromBlob(sql: string): string {
  // Find FROM stdin with quoted names blanked (same length), then replace it in the original.
  const bare = sql.replace(/"(?:[^"]|"")*"/g, (quoted) => `"${' '.repeat(quoted.length - 2)}"`);
  const match = /\sFROM\s+(STDIN)\b/i.exec(bare);
  if (!match) throw new DumpImportError('A COPY statement without FROM stdin');
  const at = match.index + match[0].length - match[1]!.length;
  return `${sql.slice(0, at)}'/dev/blob'${sql.slice(at + match[1]!.length)}`;
}

// ---------------------------------------------------------------------------------- PostgreSQL

/** pg's connection, with the COPY messages its type declarations leave out. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

const COPY_CHUNK = 64 * 1024;

/**
 * `COPY … FROM stdin` with its data, through COPY's protocol: the server asks for the data
 * (CopyInResponse), it is sent in 64 kB messages, then CopyDone. A Submittable, as pg-copy-streams
 * is, without a dependency for the dozen lines it takes.
 */
class CopyFrom implements pg.Submittable {
  readonly done: Promise<void>;
  private resolve!: () => void;
  private reject!: (error: Error) => void;
  private failed = false;

  constructor(
    private readonly sql: string,
    private readonly data: Uint8Array,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: pg.Connection) {
    (connection as unknown as CopyConnection).query(this.sql);
  }

  handleCopyInResponse(connection: pg.Connection) {
    const copy = connection as unknown as CopyConnection;
    for (let at = 0; at < this.data.length; at += COPY_CHUNK) {
      const part = this.data.subarray(at, Math.min(at + COPY_CHUNK, this.data.length));
      copy.sendCopyFromChunk(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
    }
    copy.endCopyFrom();
  }

  handleError(error: Error) {
    // pg forgets this query on an error: no ReadyForQuery will reach it.
    this.failed = true;
    this.reject(error);
  }

  handleReadyForQuery() {
    if (!this.failed) this.resolve();
  }

  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/** Loads a dump into a PostgreSQL database that holds nothing of Rollcall's yet, in one transaction, on one connection. */
export async function importIntoPostgres(client: pg.Client, dump: Uint8Array, target: string): Promise<ImportSummary> {
  const loader: Loader = {
    async execute(sql) {
      await client.query(sql);
    },
    async copy(sql, data) {
      await client.query(new CopyFrom(sql, data)).done;
    },
    async settings() {
      return new Set((await client.query<{ name: string }>('select name from pg_catalog.pg_settings')).rows.map((row) => row.name));
    },
    async contents() {
      return (await client.query<{ relations: number; drizzleSchema: boolean }>(CONTENTS_SQL)).rows[0]!;
    },
  };
  await client.query('BEGIN');
  try {
    const summary = await load(loader, dump, target);
    await client.query('COMMIT');
    return summary;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

// ----------------------------------------------------------------------------------- the command

export interface ImportOutcome extends ImportSummary {
  /** Migrations applied after the import: 0 for a dump of this version of Rollcall. */
  migrationsApplied: number;
}

/** Migrations recorded as applied (0 without the migrations table). */
async function appliedMigrations(database: Database): Promise<number> {
  const { rows } = await database.db.execute<{ present: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rows[0]?.present) return 0;
  const counted = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return counted.rows[0]?.n ?? 0;
}

/** Migrates a database just imported (nothing to do for a dump of this version) and says how many migrations that applied. */
async function migrateImported(database: Database): Promise<number> {
  const before = await appliedMigrations(database);
  await database.migrate();
  return (await appliedMigrations(database)) - before;
}

/**
 * `npm run db:import`: loads a dump into the configured database, which must be empty (a new
 * PostgreSQL database, or a DATA_DIR without a database, created here), then migrates it like a
 * start would: nothing to do when the dump comes from this version, the newer migrations when it
 * comes from an older one.
 */
export async function importIntoDatabase(options: { databaseUrl: string | null; dataDir: string }, dump: Uint8Array, target: string): Promise<ImportOutcome> {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('error', () => {}); // a dropped connection fails the query under way, which says so
    await client.connect();
    let summary: ImportSummary;
    try {
      summary = await importIntoPostgres(client, dump, target);
    } finally {
      await client.end().catch(() => {});
    }
    const database = await openPostgres(options.databaseUrl);
    try {
      return { ...summary, migrationsApplied: await migrateImported(database) };
    } finally {
      await database.close();
    }
  }
  const database = await openPglite(options.dataDir);
  try {
    const summary = await importIntoPglite(pgliteOf(database), dump, target);
    return { ...summary, migrationsApplied: await migrateImported(database) };
  } finally {
    await database.close();
  }
}
