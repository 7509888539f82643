import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { Config } from '../config';
import { childEnded, runPgliteScript } from './pglite-process';
import { openPglite, PGLITE_COPY_PREFIX, PGLITE_SHARED_BUFFERS, pgliteScript, type Database } from './open';

/**
 * The database as one plain SQL file (issue #21, decision 021): `npm run db:export`, the daily
 * backup, and what `npm run db:import` loads into an empty database.
 *
 * - PGlite: `@electric-sql/pglite-tools`' pg_dump (PostgreSQL 18's, compiled to WebAssembly),
 *   which speaks to a PGlite in-process. It dumps a clone, never the database itself: it leaves
 *   its session in its read-only transaction (electric-sql/pglite#696), and a live server's
 *   queries would run inside that transaction while it dumps.
 * - PostgreSQL: the machine's `pg_dump` (the PostgreSQL client tools, as new as the server).
 *   The WebAssembly one cannot reach a server: it answers its own reads synchronously, from the
 *   PGlite in the same process.
 *
 * Both dump with `--no-owner --no-privileges`: the file loads into a database of another owner.
 * It holds password hashes and the hashes of session tokens: it is written 0600.
 */

/** pg_dump's options for either kind. */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges'];
/**
 * PGlite's dump has no COPY (pglite-tools always passes --inserts): 100 rows per INSERT makes it a
 * third smaller and 2.6 times faster to load than one row each (100,000 members: 6.6 MB, 2.6 s).
 */
const PGLITE_DUMP_OPTIONS = [...DUMP_OPTIONS, '--rows-per-insert=100'];

/** The PGlite under a Database of kind 'pglite' (drizzle's client). */
export function pgliteOf(database: Database): PGlite {
  if (database.kind !== 'pglite') throw new Error('Not an embedded (PGlite) database');
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** The plain SQL dump of a PGlite database, taken from a clone (a copy in memory, dumped and closed). */
export async function dumpPglite(pg: PGlite): Promise<Uint8Array> {
  // The clone is a copy of the files, which PostgreSQL reads back like after a crash: a sequence
  // written to the WAL 32 values ahead (as it always is) would come back 32 ahead. After a
  // checkpoint its page holds its true value (53 ms with 100,000 members just written).
  await pg.exec('CHECKPOINT');
  const clone = (await pg.clone()) as PGlite;
  try {
    const file = await pgDump({ pg: clone, args: PGLITE_DUMP_OPTIONS });
    return new Uint8Array(await file.arrayBuffer());
  } finally {
    await clone.close();
  }
}

/**
 * Dumps the embedded database in `pgliteDir`, open in this process as `pg`, into `fd`, without a
 * second database in this process (decision 040): its files are copied beside it while no
 * statement runs (`runExclusive`: what `clone()` holds it for too), and a process of its own
 * (pglite-dump.mjs) opens the copy and dumps it. The server's memory stays where it was; the copy
 * takes the database's size on disk until the dump ends.
 */
export async function dumpPgliteDirTo(pg: PGlite, pgliteDir: string, fd: number): Promise<void> {
  // The files themselves, wherever a link puts them: a link copied as a link would let the dump's
  // recovery write into the live database.
  const source = await fs.promises.realpath(pgliteDir);
  await ensureRoomForCopy(source);
  await pg.exec('CHECKPOINT'); // see dumpPglite
  const copy = await fs.promises.mkdtemp(path.join(path.dirname(pgliteDir), PGLITE_COPY_PREFIX));
  try {
    await pg.runExclusive(async () => {
      if (pg.closed) throw new Error('The database closed before its backup was copied');
      await fs.promises.cp(source, copy, { recursive: true, dereference: true });
    });
    await runPgliteScript(pgliteScript('pglite-dump.mjs'), [copy, PGLITE_SHARED_BUFFERS, ...PGLITE_DUMP_OPTIONS], { what: 'The dump of the embedded database', stdout: fd, timeoutMs: 60 * 60_000 });
  } finally {
    await fs.promises.rm(copy, { recursive: true, force: true });
  }
}

/** Bytes under a directory (its files, links followed). */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * The copy takes the database's size on disk until the dump is written: refused, with what is
 * missing, when the disk would be left with less than a tenth more and 64 MB (the live database
 * still needs room for its WAL while the dump runs).
 */
async function ensureRoomForCopy(source: string): Promise<void> {
  const size = await sizeOf(source);
  const { bavail, bsize } = await fs.promises.statfs(source);
  const needed = Math.ceil(size * 1.1) + 64 * 1024 * 1024;
  if (bavail * bsize < needed) {
    throw new Error(`Not enough free disk space beside the embedded database for its backup's copy: ${formatSize(needed)} needed, ${formatSize(bavail * bsize)} free`);
  }
}

export class PgDumpMissingError extends Error {
  override name = 'PgDumpMissingError';
}

/** The newest `/usr/lib/postgresql/<version>/bin/pg_dump` (Debian and Ubuntu keep every version there), else `pg_dump` on PATH. */
export function findPgDump(env: NodeJS.ProcessEnv = process.env): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(root, v, 'bin', 'pg_dump'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0]) return path.join(root, versions[0], 'bin', 'pg_dump');
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir || '.', 'pg_dump');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not there.
    }
  }
  return null;
}

/**
 * A DATABASE_URL as libpq takes it on a command line without its secret: the URL without its
 * password (also one given as `?password=`), and the password for PGPASSWORD. The process list and
 * every message may show the first, never the second.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; password: string | null } {
  const url = new URL(databaseUrl);
  let password: string | null = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  const fromQuery = url.searchParams.get('password');
  if (fromQuery !== null) {
    password ??= fromQuery;
    url.searchParams.delete('password');
  }
  return { dbname: url.toString(), password };
}

/** Replaces every occurrence of a secret in a text (what a tool printed) by `***`. */
const redact = (text: string, secret: string | null) => (secret ? text.split(secret).join('***') : text);

/** Runs the machine's pg_dump on a PostgreSQL database, its output going to `fd`. */
export async function dumpPostgresTo(databaseUrl: string, fd: number, options: { pgDump?: string | null } = {}): Promise<void> {
  const bin = options.pgDump === undefined ? findPgDump() : options.pgDump;
  if (!bin) {
    throw new PgDumpMissingError(
      "db:export on PostgreSQL runs PostgreSQL's pg_dump, which is not installed here: install the PostgreSQL client tools (as new as the server, e.g. apt-get install postgresql-client) or run pg_dump yourself",
    );
  }
  const { dbname, password } = libpqConnection(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password !== null) env.PGPASSWORD = password;
  const child = spawn(bin, [...DUMP_OPTIONS, '--dbname', dbname], { env, stdio: ['ignore', fd, 'pipe'] });
  const { code, stderr } = await childEnded(child).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PgDumpMissingError(`pg_dump not found at ${bin}: install the PostgreSQL client tools`);
    throw error;
  });
  if (code !== 0) {
    const said = redact(stderr, password).trim().split('\n').filter(Boolean).join(' ').slice(0, 1_000);
    throw new Error(`pg_dump failed${said ? `: ${said}` : ` (exit code ${String(code)})`}`);
  }
}

/**
 * Writes a file that only this user may read, whole or not at all: into a temporary file (0600)
 * beside it, flushed to disk, then renamed over the target. Answers the file's size in bytes.
 */
export async function writePrivateFile(file: string, write: (handle: fs.promises.FileHandle) => Promise<void>): Promise<number> {
  const target = path.resolve(file);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.promises.open(temp, 'wx', 0o600);
  try {
    try {
      await handle.chmod(0o600); // whatever the umask let through
      await write(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const { size } = await fs.promises.stat(temp);
    await fs.promises.rename(temp, target);
    return size;
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** The name of a temporary file writePrivateFile leaves behind if the process dies while writing. */
export const isTemporaryDumpFile = (name: string) => /^\..+\.[0-9a-f]{12}\.tmp$/.test(name);

/** Dumps a PGlite database into `file` (0600, atomically), through a clone; answers the size written. */
export async function exportPglite(pg: PGlite, file: string): Promise<number> {
  const bytes = await dumpPglite(pg);
  return writePrivateFile(file, async (handle) => {
    await handle.writeFile(bytes);
  });
}

/** Dumps a PostgreSQL database into `file` (0600, atomically) with pg_dump; answers the size written. */
export function exportPostgres(databaseUrl: string, file: string, options: { pgDump?: string | null } = {}): Promise<number> {
  return writePrivateFile(file, (handle) => dumpPostgresTo(databaseUrl, handle.fd, options));
}

/** `1.2 MB`, `845 kB`, `120 bytes`. */
export function formatSize(bytes: number): string {
  if (bytes < 1_000) return `${String(bytes)} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(bytes < 10_000 ? 1 : 0)} kB`;
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

export class NothingToExportError extends Error {
  override name = 'NothingToExportError';
}

/**
 * `npm run db:export`: dumps the configured database into `file`. The embedded one is opened like
 * the server opens it, lock included (a running server on the same DATA_DIR refuses it), and is
 * neither created nor migrated: the dump is of what is there.
 */
export async function exportToFile(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<number> {
  if (config.databaseUrl) return exportPostgres(config.databaseUrl, file);
  if (!fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    throw new NothingToExportError(`There is no embedded database in ${config.dataDir} to export (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  }
  const database = await openPglite(config.dataDir);
  try {
    const pg = pgliteOf(database);
    return await writePrivateFile(file, (handle) => dumpPgliteDirTo(pg, path.join(config.dataDir, 'pglite'), handle.fd));
  } finally {
    await database.close();
  }
}
