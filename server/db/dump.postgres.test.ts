import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/support/database';
import { exportPglite, exportPostgres, PgDumpMissingError } from './dump';
import { addAfterImport, appOn, emptyPglite, migratedPglite, migrationsApplied, olderDump, pgliteOf, pgliteQueries, pgQueries, seedForDump, snapshot, type Seeded } from '../../test/support/dump-fixtures';
import { DatabaseNotEmptyError, DumpImportError, importIntoDatabase, importIntoPglite, ImportRoleError } from './dump-import';
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
/**
 * The role db:import loads as (`--role`): no superuser, no CREATEROLE, in no server-files role,
 * owner of the databases it loads into (so it may create the drizzle schema and pg_trgm there),
 * as `createuser rollcall_import; createdb -O rollcall_import rollcall` makes it. TEST_DATABASE_URL
 * connects as a superuser (postgres), which db:import refuses without it.
 */
const importRole = `rollcall_import_${randomBytes(5).toString('hex')}`;
const created: string[] = [];
const createdRoles: string[] = [importRole];
/** A new, empty PostgreSQL database of this file's own, owned by importRole; dropped when the file ends. */
async function newDatabase(): Promise<string> {
  const name = `rollcall_dump_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl!, `create database ${name} owner ${importRole}`);
  created.push(name);
  return withDatabase(serverUrl!, name);
}
/** db:import into a PostgreSQL database as the operator runs it: connected as a superuser, loading as importRole. */
const importAsRole = (url: string, dump: Uint8Array, target: string) => importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent', role: importRole }, dump, target);
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
  await adminQuery(serverUrl, `create role ${importRole} login nosuperuser nocreaterole noreplication`);
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
  for (const role of createdRoles) await adminQuery(serverUrl, `drop role if exists ${role}`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('from the embedded database to PostgreSQL', () => {
  let url: string;
  let target: Database;
  beforeAll(async () => {
    url = await newDatabase();
    await importAsRole(url, pgliteDump, 'PostgreSQL');
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

  it('belongs to the role named with --role: every table and sequence, none to the superuser that connected', async () => {
    const client = await connect(url);
    try {
      const { rows } = await client.query<{ owner: string; n: number }>(
        `select pg_catalog.pg_get_userbyid(c.relowner) as owner, count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace s on s.oid = c.relnamespace
          where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S') group by 1`,
      );
      expect(rows).toEqual([{ owner: importRole, n: expect.any(Number) as number }]);
    } finally {
      await client.end();
    }
  });

  it('goes on numbering rows where the embedded database was', async () => {
    const { ids, before: largest } = await addAfterImport(target.db);
    expect(ids.map((id, index) => id > largest[index]!)).toEqual([true, true, true]);
  });

  it('refuses to load into it again: it is not empty', async () => {
    await expect(importAsRole(url, pgliteDump, 'PostgreSQL at here')).rejects.toThrow(
      /^PostgreSQL at here is not empty \(it has \d+ tables, sequences or views in schemas public and drizzle\): db:import loads/,
    );
  });
});

describe('from PostgreSQL (pg_dump) back to an embedded database, and to another PostgreSQL database', () => {
  let url: string;
  let pgDumpBytes: Uint8Array;
  beforeAll(async () => {
    url = await newDatabase();
    await importAsRole(url, pgliteDump, 'PostgreSQL');
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
    const outcome = await importAsRole(other, pgDumpBytes, 'PostgreSQL');
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
    await expect(importAsRole(url, pgliteDump, 'PostgreSQL')).resolves.toMatchObject({ migrationsApplied: 0 });
  });

  it('refuses a database with a table of its own, and leaves it as it was', async () => {
    const url = await newDatabase();
    await adminQuery(url, 'create table public.keep_me (a int)');
    await expect(importAsRole(url, pgliteDump, 'PostgreSQL at x')).rejects.toThrow(DatabaseNotEmptyError);
    await expect(importAsRole(url, pgliteDump, 'PostgreSQL at x')).rejects.toThrow(
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
    await expect(importAsRole(url, pgliteDump, 'PostgreSQL at y')).rejects.toThrow(
      'PostgreSQL at y is not empty (it has a drizzle (migrations) schema)',
    );
  });
});

describe('db:import on PostgreSQL loads as a role without the server’s powers (issue #33)', () => {
  /** Tables, roles, large objects, event triggers and extensions an attack would leave; what a connection as postgres sees. */
  async function traces(url: string, role: string) {
    const client = await connect(url);
    try {
      const { rows } = await client.query(
        `select
          (select count(*)::int from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')) as relations,
          (select count(*)::int from pg_catalog.pg_roles where rolname = $1) as roles,
          (select count(*)::int from pg_catalog.pg_largeobject_metadata) as "largeObjects",
          (select count(*)::int from pg_catalog.pg_event_trigger) as "eventTriggers",
          (select count(*)::int from pg_catalog.pg_extension where extname <> 'plpgsql') as extensions`,
        [role],
      );
      return rows[0] as Record<string, number>;
    } finally {
      await client.end();
    }
  }
  const NO_TRACE = { relations: 0, roles: 0, largeObjects: 0, eventTriggers: 0, extensions: 0 };
  const withText = (text: string) => {
    const original = new TextDecoder().decode(pgliteDump);
    return { bytes: new TextEncoder().encode(original + text), line: original.split('\n').length };
  };

  it('refuses to load as the superuser DATABASE_URL connects as, without --role, in one line, running nothing of the file', async () => {
    const url = await newDatabase();
    const pwned = `pwned_${randomBytes(4).toString('hex')}`;
    createdRoles.push(pwned);
    const { bytes } = withText(`CREATE ROLE ${pwned} SUPERUSER LOGIN;\n`);
    const refused = importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent' }, bytes, 'PostgreSQL at z');
    await expect(refused).rejects.toThrow(ImportRoleError);
    await expect(refused).rejects.toThrow(
      'DATABASE_URL connects as postgres, which is a superuser: a dump is code, and db:import loads it only as a role without superuser, CREATEROLE, REPLICATION, pg_execute_server_program, pg_read_server_files or pg_write_server_files. Make one (createuser rollcall_import; createdb -O rollcall_import DBNAME) and name it: npm run db:import -- --role rollcall_import FILE',
    );
    expect(await traces(url, pwned)).toEqual(NO_TRACE);
  });

  it('loads a real dump as DATABASE_URL’s own role when it has none of those powers, no --role needed', async () => {
    const url = new URL(await newDatabase());
    url.username = importRole;
    await expect(importIntoDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' }, pgliteDump, 'PostgreSQL')).resolves.toMatchObject({ migrationsApplied: 0 });
    const client = await connect(url.toString());
    try {
      expect(await snapshot(await pgQueries(client))).toEqual(before);
    } finally {
      await client.end();
    }
  });

  it('refuses a --role that has a power of the server, or does not exist, and names what to change', async () => {
    const prefix = `rollcall_powerful_${randomBytes(4).toString('hex')}`;
    const roles = {
      [`${prefix}_super`]: 'superuser',
      [`${prefix}_createrole`]: 'createrole',
      [`${prefix}_replication`]: 'replication',
      [`${prefix}_program`]: 'nosuperuser in role pg_execute_server_program',
      [`${prefix}_read`]: 'nosuperuser in role pg_read_server_files',
      [`${prefix}_write`]: 'nosuperuser in role pg_write_server_files',
      // SET ROLE would make it the superuser above
      [`${prefix}_member`]: `nosuperuser in role ${prefix}_super`,
    };
    for (const [role, options] of Object.entries(roles)) {
      createdRoles.push(role);
      await adminQuery(serverUrl, `create role ${role} ${options}`);
    }
    const url = await newDatabase();
    const refusal = async (role: string) => {
      const error = await importIntoDatabase({ databaseUrl: url, dataDir: '/nonexistent', role }, pgliteDump, 'PostgreSQL').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ImportRoleError);
      return (error as Error).message;
    };
    const rule = 'db:import loads a dump only as a role without superuser, CREATEROLE, REPLICATION, pg_execute_server_program, pg_read_server_files or pg_write_server_files';
    expect(await refusal(`${prefix}_super`)).toBe(`--role ${prefix}_super is a superuser: ${rule}`);
    expect(await refusal(`${prefix}_createrole`)).toBe(`--role ${prefix}_createrole has CREATEROLE: ${rule}`);
    expect(await refusal(`${prefix}_replication`)).toBe(`--role ${prefix}_replication has REPLICATION: ${rule}`);
    expect(await refusal(`${prefix}_program`)).toBe(`--role ${prefix}_program is a member of pg_execute_server_program: ${rule}`);
    expect(await refusal(`${prefix}_read`)).toBe(`--role ${prefix}_read is a member of pg_read_server_files: ${rule}`);
    expect(await refusal(`${prefix}_write`)).toBe(`--role ${prefix}_write is a member of pg_write_server_files: ${rule}`);
    expect(await refusal(`${prefix}_member`)).toBe(`--role ${prefix}_member is a member of ${prefix}_super, which is a superuser: ${rule}`);
    expect(await refusal(`${prefix}_missing`)).toBe(`--role ${prefix}_missing is not a role of this server: create it (createuser ${prefix}_missing) or name another`);
    expect(await traces(url, `${prefix}_missing`)).toEqual(NO_TRACE);
  });

  it('loads a dump of an older Rollcall as the role, and the tables the newer migrations make belong to it too', async () => {
    const url = await newDatabase();
    const outcome = await importAsRole(url, await olderDump(15), 'PostgreSQL');
    expect(outcome.migrationsApplied).toBeGreaterThan(0);
    const client = await connect(url);
    try {
      const { rows } = await client.query<{ owner: string }>(
        `select distinct pg_catalog.pg_get_userbyid(c.relowner) as owner from pg_catalog.pg_class c join pg_catalog.pg_namespace s on s.oid = c.relnamespace
          where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S')`,
      );
      expect(rows).toEqual([{ owner: importRole }]);
      expect((await client.query(`select to_regclass('public.workspaces') is not null as teams`)).rows).toEqual([{ teams: true }]);
    } finally {
      await client.end();
    }
  });

  describe('refuses code in the file, with its line, and nothing of it runs or stays (even with the superuser connected)', () => {
    const marker = path.join(os.tmpdir(), `rollcall-pwned-${randomBytes(4).toString('hex')}`);
    const pwned = `pwned_${randomBytes(4).toString('hex')}`;
    createdRoles.push(pwned); // dropped at the end should an attack make it
    const program = `COPY (SELECT 1) TO PROGRAM ''touch ${marker}''`;
    afterAll(() => fs.rmSync(marker, { force: true }));

    const attacks: { name: string; text: string; reason: string }[] = [
      {
        name: 'COPY … TO PROGRAM dressed as COPY … FROM stdin',
        text: `COPY (SELECT 1) TO PROGRAM 'touch ${marker}' /* FROM stdin */;\n\\.\n`,
        reason: 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run',
      },
      { name: 'a DO block that EXECUTEs COPY … TO PROGRAM', text: `DO $$ BEGIN EXECUTE '${program}'; END $$;\n`, reason: 'is a DO block, which db:import does not run' },
      {
        name: 'a plpgsql function of its own, called by SELECT',
        text: `CREATE FUNCTION public.pwn() RETURNS void\n    LANGUAGE plpgsql\n    AS $$ BEGIN EXECUTE '${program}'; END $$;\nSELECT public.pwn();\n`,
        reason: "creates the function public.pwn, which is not one of Rollcall's",
      },
      { name: 'CREATE ROLE … SUPERUSER', text: `CREATE ROLE ${pwned} SUPERUSER LOGIN;\n`, reason: 'is CREATE ROLE, which db:import does not run' },
      { name: "lo_import('/etc/passwd')", text: "SELECT lo_import('/etc/passwd');\n", reason: 'calls lo_import(), which db:import does not run' },
      { name: 'pg_read_file', text: "SELECT pg_catalog.pg_read_file('/etc/passwd');\n", reason: 'calls pg_catalog.pg_read_file(), which db:import does not run' },
      {
        name: 'an event trigger',
        text: 'CREATE EVENT TRIGGER pwned ON ddl_command_start\n    EXECUTE FUNCTION public.bump_members_version();\n',
        reason: 'is CREATE EVENT TRIGGER, which db:import does not run',
      },
      {
        name: 'dblink_exec, whose work would outlive the rollback of the failed import',
        text: `CREATE EXTENSION dblink WITH SCHEMA public;\nSELECT public.dblink_exec('host=127.0.0.1 dbname=postgres user=postgres', 'CREATE ROLE ${pwned} SUPERUSER');\nSELECT 1/0;\n`,
        reason: "creates the extension dblink, which is not Rollcall's (pg_trgm)",
      },
      { name: 'SET ROLE back to the superuser', text: 'SET ROLE postgres;\n', reason: 'is SET role, which db:import does not run' },
    ];

    it.each(attacks)('$name', async ({ text, reason }) => {
      const url = await newDatabase();
      const { bytes, line } = withText(text);
      const refused = importAsRole(url, bytes, 'PostgreSQL');
      await expect(refused).rejects.toThrow(DumpImportError);
      await expect(refused).rejects.toThrow(`line ${String(line)} of the dump ${reason}: it loads dumps written by db:export only`);
      expect(fs.existsSync(marker)).toBe(false);
      expect(await traces(url, pwned)).toEqual(NO_TRACE);
    });
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
