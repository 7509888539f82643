import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPglite, exportPglite, libpqConnection, pgliteOf } from './dump';
import { addAfterImport, appOn, emptyPglite, migratedPglite, migrationsApplied, olderDump, pgliteQueries, seedForDump, snapshot, type Seeded } from '../../test/support/dump-fixtures';
import { DatabaseNotEmptyError, DumpImportError, importIntoPglite } from './dump-import';
import { readDump } from './dump-sql';
import type { Database } from './open';

/**
 * The embedded database to a file and back (issue #21): `npm run db:export` and the daily backup
 * write this dump; `npm run db:import` loads it into a new DATA_DIR. The same rows, the sequences
 * going on where they were, nothing left for the migrations, and the app working on it.
 * (To PostgreSQL and back: dump.postgres.test.ts, in the database suite.)
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-dump-'));
let source: Database;
let seeded: Seeded;
let dumpFile: string;
let dump: Uint8Array;
/**
 * One empty database for every refused import below: a refusal rolls back the one transaction,
 * and that nothing of the file stays is what each of them asserts, before its import as after
 * (refuseOnBlank), so a refusal that left something names itself. (A new PGlite each: 0.5 s.)
 */
let blank: Database;

beforeAll(async () => {
  source = await migratedPglite();
  seeded = await seedForDump(source.db);
  dumpFile = path.join(dir, 'rollcall.sql');
  await exportPglite(pgliteOf(source), dumpFile);
  dump = fs.readFileSync(dumpFile);
  blank = await emptyPglite();
});
afterAll(async () => {
  await source?.close();
  await blank?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What an attack would leave in the database if any of it ran. */
const traces = async (target: Database) =>
  (
    await pgliteOf(target).query(`select
      (select count(*)::int from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')) as relations,
      (select count(*)::int from pg_catalog.pg_roles where rolname = 'pwned') as roles,
      (select count(*)::int from pg_catalog.pg_largeobject_metadata) as "largeObjects",
      (select count(*)::int from pg_catalog.pg_event_trigger) as "eventTriggers",
      (select count(*)::int from pg_catalog.pg_proc where proname in ('pwn', 'list_members_fill_workspace')) as functions,
      (select count(*)::int from pg_catalog.pg_extension where extname not in ('plpgsql', 'pg_trgm')) as extensions`)
  ).rows[0];
const NO_TRACE = { relations: 0, roles: 0, largeObjects: 0, eventTriggers: 0, functions: 0, extensions: 0 };

/** Imports `text` into the blank database, which must refuse it: the refusal's error; nothing stays, before or after. */
async function refuseOnBlank(text: string | Uint8Array): Promise<unknown> {
  expect(await traces(blank), 'the blank database before this import').toEqual(NO_TRACE);
  const error: unknown = await importIntoPglite(pgliteOf(blank), typeof text === 'string' ? new TextEncoder().encode(text) : text, 'x').then(
    () => new Error('imported'),
    (refusal: unknown) => refusal,
  );
  expect(await traces(blank), 'the blank database after this import').toEqual(NO_TRACE);
  return error;
}

describe('the dump of the embedded database', () => {
  it('is plain SQL of the app’s schema, data and the migrations’ own table, written for this user only', () => {
    expect(fs.statSync(dumpFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['rollcall.sql']); // no temporary file left beside it
    const text = new TextDecoder().decode(dump);
    expect(text).toContain('CREATE TABLE drizzle.__drizzle_migrations');
    // 100 rows per INSERT (--rows-per-insert): every migration applied is in the first.
    expect(text).toMatch(/^INSERT INTO drizzle\.__drizzle_migrations VALUES\n\t\(1, '[0-9a-f]{64}', \d+\),\n/m);
    expect(text).toContain('CREATE TABLE public.list_members');
    expect(text).toContain('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // --no-owner --no-privileges: it loads into a database of another owner.
    expect(text).not.toMatch(/OWNER TO|^GRANT |^REVOKE /m);
    // Statements only: no psql command (pglite-tools drops \restrict), no COPY (it dumps INSERTs).
    expect([...readDump(dump)].filter((piece) => piece.kind !== 'statement')).toEqual([]);
  });

  it('leaves the live database writable: pg_dump’s read-only transaction stays in the clone (pglite#696)', async () => {
    const client = pgliteOf(source);
    const searchPath = (await client.query<{ search_path: string }>('show search_path')).rows[0]!.search_path;
    await dumpPglite(client);
    expect((await client.query<{ transaction_read_only: string }>('show transaction_read_only')).rows[0]!.transaction_read_only).toBe('off');
    await source.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table written_after_dump (a int)`);
      await tx.execute(sql`drop table written_after_dump`);
    });
    // Nor did it change the session's search_path (pg_dump empties its own).
    expect((await client.query<{ search_path: string }>('show search_path')).rows[0]!.search_path).toBe(searchPath);
  });
});

describe('a dump loaded into a new embedded database', () => {
  let target: Database;
  beforeAll(async () => {
    target = await emptyPglite();
    await importIntoPglite(pgliteOf(target), dump, 'the new database');
  });
  afterAll(async () => {
    await target?.close();
  });

  it('holds every row of every table and every sequence as they were, and the migrations find nothing to do', async () => {
    const before = await snapshot(await pgliteQueries(pgliteOf(source)));
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['drizzle.__drizzle_migrations', 'public.users', 'public.sessions', 'public.lists', 'public.list_members', 'public.blog_posts']));
    expect(before['public.list_members']).toHaveLength(40 + 41 + 42);
    expect(await snapshot(await pgliteQueries(pgliteOf(target)))).toEqual(before);

    const applied = await migrationsApplied(target.db);
    await target.migrate();
    expect(await migrationsApplied(target.db)).toBe(applied);
    expect(await snapshot(await pgliteQueries(pgliteOf(target)))).toEqual(before);
    await target.check();
  });

  it('serves the app: the session and the password in the dump still work', async () => {
    expect(await appOn(target, seeded)).toEqual({ ready: 200, lists: seeded.listNames, login: 200 });
  });

  it('goes on numbering rows where the source was', async () => {
    const { ids, before } = await addAfterImport(target.db);
    expect(ids.map((id, index) => id > before[index]!)).toEqual([true, true, true]);
  });
});

describe('db:import refuses', () => {
  it('a database that is not empty, in one line, and changes nothing', async () => {
    const before = await snapshot(await pgliteQueries(pgliteOf(source)));
    const refused = importIntoPglite(pgliteOf(source), dump, 'PGlite in data');
    await expect(refused).rejects.toThrow(DatabaseNotEmptyError);
    await expect(refused).rejects.toThrow(
      /^PGlite in data is not empty \(it has \d+ tables, sequences or views in schemas public and drizzle\): db:import loads a dump into an empty database only, such as a new PostgreSQL database \(createdb\) or a new DATA_DIR$/,
    );
    expect(await snapshot(await pgliteQueries(pgliteOf(source)))).toEqual(before);
  });

  it('a psql command in the dump, without running it or showing its argument', async () => {
    const refusal = await refuseOnBlank('CREATE TABLE public.a (b integer);\n\\! echo secret-argument\n');
    expect(refusal).toBeInstanceOf(DumpImportError);
    expect((refusal as Error).message).toContain('line 2 of the dump is a psql command (\\!), which db:import does not run');
    expect((refusal as Error).message).not.toContain('secret-argument');
    expect((await pgliteOf(blank).query(`select to_regclass('public.a') as t`)).rows).toEqual([{ t: null }]);
  });

  it('a COMMIT (which would end the one transaction) or a COPY to or from a program, running nothing of the file', async () => {
    for (const [text, what] of [
      ['CREATE TABLE public.a (b integer);\nCOMMIT;\nCREATE TABLE public.c (d integer);\n', 'line 2 of the dump is COMMIT'],
      ['CREATE TABLE public.a (b integer);\n-- a comment first\ncopy public.a to program \'touch /tmp/x\';\n', 'line 3 of the dump is COPY'],
      ['CREATE TABLE public.a (b integer);\n/* x */ Start  Transaction;\n', 'line 2 of the dump is START TRANSACTION'],
    ] as const) {
      const refusal = await refuseOnBlank(text);
      expect(refusal, what).toBeInstanceOf(DumpImportError);
      expect((refusal as Error).message).toContain(what);
      expect((await pgliteOf(blank).query(`select to_regclass('public.a') as t`)).rows).toEqual([{ t: null }]);
    }
  });

  it('the whole dump when a statement fails: nothing of it stays, and the message says where', async () => {
    const target = await emptyPglite();
    try {
      // A statement of the shapes db:import takes, which the database refuses.
      const broken = new Uint8Array([...dump, ...new TextEncoder().encode("\nSELECT pg_catalog.setval('public.users_id_seq', 0, true);\n")]);
      const lines = new TextDecoder().decode(dump).split('\n').length;
      await expect(importIntoPglite(pgliteOf(target), broken, 'x')).rejects.toThrow(
        new RegExp(`^lines \\d+–${String(lines + 1)} of the dump failed: setval: value 0 is out of bounds for sequence "users_id_seq" \\(1\\.\\.2147483647\\)$`),
      );
      expect((await pgliteOf(target).query(`select count(*)::int as n from pg_catalog.pg_tables where schemaname in ('public', 'drizzle')`)).rows).toEqual([{ n: 0 }]);
      // The failed load leaves the database as it was: the same dump then loads.
      await importIntoPglite(pgliteOf(target), dump, 'x');
      expect(await migrationsApplied(target.db)).toBe(await migrationsApplied(source.db));
    } finally {
      await target.close();
    }
  });
});

/** The end of every refusal of a statement: what db:import loads instead. */
const LOADS_ONLY = ': it loads dumps written by db:export only';

/** Line numbers in a text: the line `index` is on. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('db:import runs no code from the file (issue #33)', () => {
  /** The real dump, `text` added at its end: the file and the line `text` starts on. */
  const appended = (text: string) => {
    const original = new TextDecoder().decode(dump);
    return { file: original + text, line: lineAt(original + text, original.length) };
  };
  /** The real dump with `find` replaced: the file and the line of `mark` in it. */
  const changed = (find: string, replace: string, mark: string) => {
    const original = new TextDecoder().decode(dump);
    expect(original.split(find)).toHaveLength(2);
    const file = original.replace(find, replace);
    return { file, line: lineAt(file, file.indexOf(mark)) };
  };

  const attacks: { name: string; file: () => { file: string; line: number }; reason: string }[] = [
    {
      name: 'COPY … TO PROGRAM dressed as COPY … FROM stdin',
      file: () => appended("COPY (SELECT 1) TO PROGRAM 'touch /tmp/rollcall-pwned' /* FROM stdin */;\n\\.\n"),
      reason: 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run',
    },
    {
      name: 'a DO block that EXECUTEs SQL',
      file: () => appended("DO $$ BEGIN EXECUTE 'CREATE TABLE public.pwned (a int)'; END $$;\n"),
      reason: 'is a DO block, which db:import does not run',
    },
    {
      name: 'a plpgsql function of its own, created then called by SELECT',
      file: () => appended('CREATE FUNCTION public.pwn() RETURNS void\n    LANGUAGE plpgsql\n    AS $$ BEGIN CREATE TABLE public.pwned (a int); END $$;\nSELECT public.pwn();\n'),
      reason: "creates the function public.pwn, which is not one of Rollcall's",
    },
    {
      name: 'a function of the schema by name whose body is not the one a migration wrote',
      file: () =>
        changed(
          '  SELECT "workspace_id" INTO NEW."workspace_id" FROM "lists" WHERE "id" = NEW."list_id";\n  RETURN NEW;',
          '  SELECT "workspace_id" INTO NEW."workspace_id" FROM "lists" WHERE "id" = NEW."list_id";\n  CREATE TABLE public.pwned (a int);\n  RETURN NEW;',
          'CREATE FUNCTION public.list_members_fill_workspace()',
        ),
      reason: 'creates the function public.list_members_fill_workspace with a body no migration of Rollcall wrote',
    },
    {
      name: 'CREATE ROLE … SUPERUSER',
      file: () => appended('CREATE ROLE pwned SUPERUSER LOGIN;\n'),
      reason: 'is CREATE ROLE, which db:import does not run',
    },
    {
      name: "lo_import('/etc/passwd')",
      file: () => appended("SELECT lo_import('/etc/passwd');\n"),
      reason: 'calls lo_import(), which db:import does not run',
    },
    {
      name: 'pg_read_file as a statement',
      file: () => appended("SELECT pg_catalog.pg_read_file('/etc/passwd');\n"),
      reason: 'calls pg_catalog.pg_read_file(), which db:import does not run',
    },
    {
      name: 'pg_read_file hidden in a column DEFAULT, for an INSERT or COPY that leaves the column out',
      file: () =>
        changed(
          'CREATE TABLE public.parameters (\n    key text NOT NULL,\n    value text NOT NULL\n);',
          "CREATE TABLE public.parameters (\n    key text NOT NULL,\n    value text NOT NULL,\n    leak text DEFAULT pg_read_file('/etc/passwd')\n);",
          'leak text',
        ),
      reason: 'calls pg_read_file(), which db:import does not run',
    },
    {
      name: 'an event trigger',
      file: () => appended('CREATE EVENT TRIGGER pwned ON ddl_command_start\n    EXECUTE FUNCTION public.bump_members_version();\n'),
      reason: 'is CREATE EVENT TRIGGER, which db:import does not run',
    },
    {
      name: 'CREATE EXTENSION dblink, for dblink_exec',
      file: () => appended("CREATE EXTENSION dblink;\nSELECT dblink_exec('dbname=postgres', 'CREATE ROLE pwned SUPERUSER');\n"),
      reason: "creates the extension dblink, which is not Rollcall's (pg_trgm)",
    },
    {
      name: 'dblink_exec of an extension already there',
      file: () => appended("SELECT public.dblink_exec('dbname=postgres', 'CREATE ROLE pwned SUPERUSER');\n"),
      reason: 'calls public.dblink_exec(), which db:import does not run',
    },
    {
      name: 'SET role',
      file: () => appended("SET role = 'pwned';\n"),
      reason: 'is SET role, which db:import does not run',
    },
  ];

  it.each(attacks)('refuses $name, with its line and why, and nothing of the file stays', async ({ file, reason }) => {
    const { file: text, line } = file();
    const refusal = await refuseOnBlank(text);
    expect(refusal).toBeInstanceOf(DumpImportError);
    expect((refusal as Error).message).toContain(`line ${String(line)} of the dump ${reason}${LOADS_ONLY}`);
  });
});

describe('a dump of an older Rollcall', () => {
  it('loads, its functions being the ones its own migrations wrote, and the newer migrations follow', async () => {
    const older = await olderDump(15); // before the Trash (0016) and teams (0017)
    const target = await emptyPglite();
    try {
      await importIntoPglite(pgliteOf(target), older, 'x');
      expect(await migrationsApplied(target.db)).toBe(16);
      await target.migrate();
      expect(await migrationsApplied(target.db)).toBe(await migrationsApplied(source.db));
      const lists = await pgliteOf(target).query('select l.id, l.member_count, w.personal_of from lists l join workspaces w on w.id = l.workspace_id order by l.id');
      expect(lists.rows).toEqual([
        { id: 3, member_count: 12, personal_of: 7 },
        { id: 4, member_count: 13, personal_of: 7 },
      ]);
    } finally {
      await target.close();
    }
  });
});

describe('pg_dump’s connection', () => {
  it('keeps the password of DATABASE_URL out of the command line', () => {
    expect(libpqConnection('postgres://rollcall:s%40cret@db.example.com:5433/app?sslmode=require')).toEqual({
      dbname: 'postgres://rollcall@db.example.com:5433/app?sslmode=require',
      password: 's@cret',
    });
    expect(libpqConnection('postgresql://me@host/app?password=hidden&sslmode=verify-full')).toEqual({
      dbname: 'postgresql://me@host/app?sslmode=verify-full',
      password: 'hidden',
    });
    expect(libpqConnection('postgres://me@host/app')).toEqual({ dbname: 'postgres://me@host/app', password: null });
  });
});
