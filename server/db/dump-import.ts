import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pgliteOf } from './dump';
import { DumpAllowList, DumpImportError, printable } from './dump-allow';
import { readDump } from './dump-sql';
import { openPglite, openPostgres, type Database } from './open';

/**
 * Loads a plain SQL dump (`npm run db:import`) into an empty database, in one transaction: all of
 * it or nothing. The dump is read like psql reads it (dump-sql.ts), but no psql is needed and none
 * of psql's own commands is run (a dump could hold `\!`, a shell command): `\restrict` and
 * `\unrestrict`, which pg_dump writes since August 2025, are passed over, any other refused.
 *
 * A dump is code (issue #33): every statement is checked against what db:export writes
 * (dump-allow.ts) before it runs, and anything else refused with its line. On PostgreSQL it loads
 * as a role without the server's powers (superuser, CREATEROLE, REPLICATION, the server file and
 * program roles): DATABASE_URL's own, or the one named with `--role`, set for the transaction.
 *
 * - Statements go in batches of about a megabyte (one round trip each).
 * - `COPY … FROM stdin` (pg_dump's data on PostgreSQL), written again from its table and columns:
 *   on PostgreSQL through COPY's own protocol; on PGlite, which cannot take COPY data inside
 *   `exec`, as `COPY … FROM '/dev/blob'` with the data as the blob PGlite reads it from.
 * - `SET name = …` of a setting the server does not have is passed over: pg_dump 17 and newer
 *   (PGlite's is 18) write `SET transaction_timeout = 0`, which PostgreSQL 16 and older refuse.
 */

export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError';
}

export { DumpImportError };

/** db:import would load as a role with a power of the server, or cannot load as the one named. */
export class ImportRoleError extends Error {
  override name = 'ImportRoleError';
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
  /** `COPY <table> (<columns>) FROM stdin` with its data in COPY's text format. */
  copy(table: CopyTarget, data: Uint8Array): Promise<void>;
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

/** Batches of statements up to this size (characters) go in one round trip. */
const BATCH_CHARS = 1_000_000;

const IGNORED_META = /^\\(?:un)?restrict(?:\s|$)/;

/** The `\x` of a meta-command line, for messages (never its argument: \restrict's key, a shell command). */
const metaName = (command: string) => printable(command.split(/\s/)[0] ?? command);

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

/**
 * Set before the dump's first statement, for the transaction: the server reads the file as the
 * allow-list's tokenizer does (standard strings, UTF-8, whatever the database's or role's defaults
 * say) and resolves names as pg_dump means them (pg_catalog first, then only what is qualified).
 */
const READ_AS_CHECKED = "SET LOCAL standard_conforming_strings = on; SET LOCAL client_encoding = 'UTF8'; SET LOCAL search_path = ''";

async function load(loader: Loader, dump: Uint8Array, target: string): Promise<ImportSummary> {
  await assertEmpty(loader, target);
  const settings = await loader.settings();
  await loader.execute(READ_AS_CHECKED);
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
  const allow = new DumpAllowList();
  for (const piece of readDump(dump)) {
    if (piece.kind === 'meta') {
      if (IGNORED_META.test(piece.command)) continue;
      throw new DumpImportError(`line ${String(piece.line)} of the dump is a psql command (${metaName(piece.command)}), which db:import does not run`);
    }
    // Refused with its line and why unless db:export writes it; nothing of it has run then.
    const allowed = allow.check(piece);
    if (allowed.kind === 'skip') continue;
    if (allowed.kind === 'copy') {
      await flush();
      try {
        await loader.copy(allowed, allowed.data);
      } catch (error) {
        throw failure(error, `the COPY at line ${String(piece.line)}`);
      }
      summary.copies += 1;
      continue;
    }
    if (allowed.kind === 'set' && !settings.has(allowed.setting)) {
      summary.skippedSettings.push(allowed.setting);
      continue;
    }
    if (batch === '') batchLines = [piece.line, piece.line];
    else batchLines[1] = piece.line;
    batch += `${allowed.sql}\n`;
    summary.statements += 1;
    if (batch.length >= BATCH_CHARS) await flush();
  }
  await flush();
  return summary;
}

/** The database's own message (never the statement: it would repeat the data), with where it stopped. */
function failure(error: unknown, where: string): DumpImportError {
  const message = printable(error instanceof Error ? error.message : String(error));
  return new DumpImportError(`${where} of the dump failed: ${message.length > 500 ? `${message.slice(0, 500)}…` : message}`);
}

// -------------------------------------------------------------------------------------- PGlite

/** Loads a dump into a PGlite that holds nothing of Rollcall's yet, in one transaction. */
export async function importIntoPglite(client: PGlite, dump: Uint8Array, target: string): Promise<ImportSummary> {
  const loader: Loader = {
    async execute(sql) {
      await client.exec(sql);
    },
    async copy(table, data) {
      await client.query(copySql(table, `'/dev/blob'`), [], { blob: new Blob([data as Uint8Array<ArrayBuffer>]) });
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

/** A table to COPY into, as the allow-list read it from `COPY <schema>.<table> (<columns>) FROM stdin;`. */
export interface CopyTarget {
  schema: string;
  table: string;
  columns: string[];
}

/** A name as SQL writes it whatever it holds: in double quotes, its own doubled. */
export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `COPY "schema"."table" ("a", "b") FROM <source>`, written from the names alone (never the dump's text). */
export function copySql({ schema, table, columns }: CopyTarget, source: string): string {
  return `COPY ${quoteName(schema)}.${quoteName(table)} (${columns.map(quoteName).join(', ')}) FROM ${source}`;
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

/**
 * What db:import never loads a dump as: a role that may run programs or read and write files on
 * the server (superuser, the three server roles), make roles and so grant itself those
 * (CREATEROLE: all of them before PostgreSQL 16), or read every database through replication
 * (REPLICATION), nor as a member of a role with one of these, which it could become with SET ROLE.
 * BYPASSRLS is left: it only passes row security, which Rollcall's tables have none of.
 */
const POWERLESS_ROLE = 'a role without superuser, CREATEROLE, REPLICATION, pg_execute_server_program, pg_read_server_files or pg_write_server_files';
const SERVER_ROLES = ['pg_execute_server_program', 'pg_read_server_files', 'pg_write_server_files'];
/** A name `--role` may give: also a startup option (`-c role=…`) as it is. */
const ROLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

interface RolePowers {
  name: string;
  superuser: boolean;
  createrole: boolean;
  replication: boolean;
  /** The server roles it is a member of (a superuser: all). */
  serverRoles: string[];
  /** A role with superuser, CREATEROLE or REPLICATION that it may become (SET ROLE), and which of the three. */
  memberOf: { name: string; superuser: boolean; createrole: boolean } | null;
  /** Whether the connected (session) role may SET ROLE to it. */
  mayActAs: boolean;
  sessionUser: string;
}

/** The powers of `role` (null: the connection's current role), or none when there is no such role. */
const ROLE_SQL = `select r.rolname::text as name, r.rolsuper as superuser, r.rolcreaterole as createrole, r.rolreplication as replication,
    array(select g.rolname::text from pg_catalog.pg_roles g where g.rolname = any($2::text[]) and pg_catalog.pg_has_role(r.oid, g.oid, 'MEMBER') order by 1) as "serverRoles",
    (select json_build_object('name', p.rolname, 'superuser', p.rolsuper, 'createrole', p.rolcreaterole) from pg_catalog.pg_roles p
      where (p.rolsuper or p.rolcreaterole or p.rolreplication) and p.oid <> r.oid and pg_catalog.pg_has_role(r.oid, p.oid, 'MEMBER') order by p.rolname limit 1) as "memberOf",
    pg_catalog.pg_has_role(session_user, r.oid, 'MEMBER') as "mayActAs", session_user::text as "sessionUser"
  from pg_catalog.pg_roles r where r.rolname = coalesce($1, current_user)`;

/** The first power of a role, after its name in a sentence ("is a superuser"), or null for none. A role it may become counts. */
function powerOf(role: RolePowers): string | null {
  if (role.superuser) return 'is a superuser';
  if (role.createrole) return 'has CREATEROLE';
  if (role.replication) return 'has REPLICATION';
  if (role.serverRoles[0]) return `is a member of ${role.serverRoles[0]}`;
  const other = role.memberOf;
  if (other) return `is a member of ${other.name}, which ${other.superuser ? 'is a superuser' : other.createrole ? 'has CREATEROLE' : 'has REPLICATION'}`;
  return null;
}

/**
 * In the import's transaction: refuses to load as a role with a power of the server; with `role`
 * (`--role`), checks that one instead and sets it for the transaction, so that what the dump
 * creates is its own and every privilege the load uses is checked as it. (A superuser's session
 * may set its role back: the allow-list, not this, keeps the dump from asking to.)
 */
async function loadAs(client: pg.Client, role: string | undefined): Promise<void> {
  const found = (await client.query<RolePowers>(ROLE_SQL, [role ?? null, SERVER_ROLES])).rows[0];
  if (role === undefined) {
    const power = found ? powerOf(found) : null;
    if (found && power) {
      throw new ImportRoleError(
        `DATABASE_URL connects as ${found.name}, which ${power}: a dump is code, and db:import loads it only as ${POWERLESS_ROLE}. Make one (createuser rollcall_import; createdb -O rollcall_import DBNAME) and name it: npm run db:import -- --role rollcall_import FILE`,
      );
    }
    return;
  }
  if (!found) throw new ImportRoleError(`--role ${role} is not a role of this server: create it (createuser ${role}) or name another`);
  const power = powerOf(found);
  if (power) throw new ImportRoleError(`--role ${role} ${power}: db:import loads a dump only as ${POWERLESS_ROLE}`);
  if (!found.mayActAs) {
    throw new ImportRoleError(`DATABASE_URL connects as ${found.sessionUser}, which may not act as ${role}: grant it (GRANT ${role} TO ${found.sessionUser}) or connect as ${role}`);
  }
  await client.query(`SET LOCAL ROLE ${quoteName(role)}`);
  const now = (await client.query<{ name: string }>('select current_user::text as name')).rows[0]?.name;
  if (now !== role) throw new ImportRoleError(`--role ${role} could not be set (the connection acts as ${String(now)})`);
}

/** DATABASE_URL with `role` set at connection (`options=-c role=…`, after any options it had): the migrations after an import run as it too. */
function withStartupRole(databaseUrl: string, role: string): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c role=${role}`);
  return url.toString();
}

/**
 * Loads a dump into a PostgreSQL database that holds nothing of Rollcall's yet, in one transaction,
 * on one connection, as a role without the server's powers: the connection's own, or `role`.
 */
export async function importIntoPostgres(client: pg.Client, dump: Uint8Array, target: string, options: { role?: string } = {}): Promise<ImportSummary> {
  const loader: Loader = {
    async execute(sql) {
      await client.query(sql);
    },
    async copy(table, data) {
      await client.query(new CopyFrom(copySql(table, 'STDIN'), data)).done;
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
    await loadAs(client, options.role);
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
 * comes from an older one. `role` (`--role`, PostgreSQL only): the role to load and migrate as.
 */
export async function importIntoDatabase(options: { databaseUrl: string | null; dataDir: string; role?: string }, dump: Uint8Array, target: string): Promise<ImportOutcome> {
  const { role } = options;
  if (role !== undefined && !options.databaseUrl) throw new ImportRoleError('--role names the PostgreSQL role to load as: set DATABASE_URL too (the embedded database has no roles)');
  if (role !== undefined && !ROLE_NAME.test(role)) throw new ImportRoleError(`--role ${JSON.stringify(role)}: name a role of letters, digits and _ (such as rollcall_import)`);
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('error', () => {}); // a dropped connection fails the query under way, which says so
    await client.connect();
    let summary: ImportSummary;
    try {
      summary = await importIntoPostgres(client, dump, target, { role });
    } finally {
      await client.end().catch(() => {});
    }
    const database = await openPostgres(role === undefined ? options.databaseUrl : withStartupRole(options.databaseUrl, role));
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
