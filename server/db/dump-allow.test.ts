import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPglite } from './dump';
import { DumpAllowList, DumpImportError, migrationFunctions, type AllowedStatement } from './dump-allow';
import { migratedPglite, pgliteOf, seedForDump } from '../../test/support/dump-fixtures';
import { readDump, type DumpPiece } from './dump-sql';
import type { Database } from './open';

/**
 * The allow-list of db:import (issue #33), statement by statement: what db:export writes is
 * taken (a whole dump of the embedded database as db:export makes it now, and the statements of
 * PostgreSQL 15's pg_dump that it does not write), and code in any of its forms is refused with
 * its line and why. The loads themselves: dump.test.ts, dump.postgres.test.ts.
 */

const bytes = (text: string) => new TextEncoder().encode(text);
/** Every piece of a text as the loader meets them, checked in order by one allow-list; meta lines left out. */
function checkAll(text: string, allow = new DumpAllowList()): AllowedStatement[] {
  return [...readDump(bytes(text))].filter((piece): piece is Exclude<DumpPiece, { kind: 'meta' }> => piece.kind !== 'meta').map((piece) => allow.check(piece));
}

/** The latest body a migration gave each of the schema's functions, as pg_dump writes a function. */
const schemaFunctionsAsDumped = () => {
  const latest = new Map(migrationFunctions().map((fn) => [fn.name, fn]));
  return [...latest.values()].map((fn) => `CREATE FUNCTION ${fn.name}() RETURNS ${fn.returns}\n    LANGUAGE ${fn.language}\n    AS $$${fn.body}$$;\n`).join('\n');
};

/** Statements of PostgreSQL 15's pg_dump (db:export on PostgreSQL) for Rollcall's schema, as it writes them. */
const PG_DUMP_15 = `\\restrict rj3bIjbEID6l8YxolFUJ9qQn6SFgvk2kmxdHx4loDuZtjGnI6wfVHiar16kFjge
SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;
CREATE SCHEMA drizzle;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';
${schemaFunctionsAsDumped()}
SET default_tablespace = '';
SET default_table_access_method = heap;
CREATE TABLE public.users (
    id integer NOT NULL,
    username text NOT NULL,
    x_accounts text[],
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT users_role_check CHECK ((username = ANY (ARRAY['user'::text, 'admin'::text])))
);
CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;
CREATE TABLE public.draw_entrant_lists (
    fingerprint text NOT NULL,
    entrant_count integer NOT NULL,
    entrants text NOT NULL
);
ALTER TABLE ONLY public.draw_entrant_lists ALTER COLUMN entrants SET STORAGE EXTERNAL;
CREATE TABLE public.lists (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    members_version bigint DEFAULT 0 NOT NULL,
    removed_at timestamp with time zone,
    snapshot_id integer,
    CONSTRAINT lists_snapshot_is_removed_check CHECK (((snapshot_id IS NULL) OR (removed_at IS NOT NULL)))
);
CREATE TABLE public.list_members (
    id integer NOT NULL,
    list_id integer NOT NULL,
    username text NOT NULL,
    workspace_id integer NOT NULL
);
CREATE TABLE public.workspaces (
    id integer DEFAULT nextval('public.users_id_seq'::regclass) NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    details jsonb,
    data bytea
);
ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);
COPY public.users (id, username, x_accounts, created_at) FROM stdin;
1	owner	{owner_x}	2026-11-26 17:20:44.695+00
\\.
COPY public.workspaces (id, "position", status, details, data) FROM stdin;
\\.
SELECT pg_catalog.setval('public.users_id_seq', 2, true);
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.lists
    ADD CONSTRAINT lists_id_workspace_id_key UNIQUE (id, workspace_id);
CREATE UNIQUE INDEX users_username_lower_key ON public.users USING btree (lower(username));
CREATE INDEX list_members_username_lower_idx ON public.list_members USING btree (lower(username)) INCLUDE (username);
CREATE INDEX list_members_username_trgm_idx ON public.list_members USING gin (lower(username) public.gin_trgm_ops);
CREATE INDEX lists_removed_at_idx ON public.lists USING btree (removed_at) WHERE (removed_at IS NOT NULL);
CREATE TRIGGER list_members_fill_workspace BEFORE INSERT ON public.list_members FOR EACH ROW WHEN ((new.workspace_id IS NULL)) EXECUTE FUNCTION public.list_members_fill_workspace();
CREATE TRIGGER list_members_updated AFTER UPDATE ON public.list_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.bump_members_version();
ALTER TABLE ONLY public.list_members
    ADD CONSTRAINT list_members_list_workspace_fk FOREIGN KEY (list_id, workspace_id) REFERENCES public.lists(id, workspace_id) ON UPDATE CASCADE ON DELETE CASCADE;
ALTER TABLE ONLY public.lists
    ADD CONSTRAINT lists_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id);
\\unrestrict rj3bIjbEID6l8YxolFUJ9qQn6SFgvk2kmxdHx4loDuZtjGnI6wfVHiar16kFjge
`;

describe('the allow-list of db:import takes what db:export writes', () => {
  let source: Database;
  let dump: Uint8Array;
  beforeAll(async () => {
    source = await migratedPglite();
    await seedForDump(source.db);
    dump = await dumpPglite(pgliteOf(source));
  });
  afterAll(async () => {
    await source?.close();
  });

  it('takes every statement of a dump of the embedded database (pglite-tools’ pg_dump 18, INSERTs)', () => {
    const kinds = checkAll(new TextDecoder().decode(dump)).map((allowed) => allowed.kind);
    expect(kinds.filter((kind) => kind === 'run').length).toBeGreaterThan(200);
    expect(new Set(kinds)).toEqual(new Set(['set', 'run', 'skip']));
  });

  it('takes the statements of PostgreSQL 15’s pg_dump, its COPY blocks written again from their names', () => {
    const allowed = checkAll(PG_DUMP_15);
    expect(allowed.filter((statement) => statement.kind === 'copy').map((copy) => ({ ...copy, data: new TextDecoder().decode(copy.data) }))).toEqual([
      { kind: 'copy', schema: 'public', table: 'users', columns: ['id', 'username', 'x_accounts', 'created_at'], data: '1\towner\t{owner_x}\t2026-11-26 17:20:44.695+00\n' },
      { kind: 'copy', schema: 'public', table: 'workspaces', columns: ['id', 'position', 'status', 'details', 'data'], data: '' },
    ]);
    expect(allowed.filter((statement) => statement.kind === 'set').map((statement) => statement.kind === 'set' && statement.setting)).toEqual([
      'statement_timeout',
      'lock_timeout',
      'idle_in_transaction_session_timeout',
      'client_encoding',
      'standard_conforming_strings',
      'check_function_bodies',
      'xmloption',
      'client_min_messages',
      'row_security',
      'default_tablespace',
      'default_table_access_method',
    ]);
    // COMMENT ON EXTENSION pg_trgm: the extension's own comment, which only its owner may set.
    expect(allowed.filter((statement) => statement.kind === 'skip')).toHaveLength(1);
  });

  it('takes names that are keywords as PostgreSQL 15’s pg_dump writes them: quoted when PostgreSQL reads the word otherwise, bare when unreserved', () => {
    // pg_dump 15 of: CREATE TABLE k (…, "current_user" text, data text, "position" integer, "user" text), its checks and
    // index, CREATE SEQUENCE "user" (quote_ident quotes the reserved, column-name and type-or-function keywords, not the unreserved data).
    const dump = `CREATE TABLE public.k (
    id integer NOT NULL,
    a text,
    "current_user" text,
    data text,
    "position" integer,
    "user" text,
    CONSTRAINT k_a_check CHECK ((a <> "current_user")),
    CONSTRAINT k_data_check CHECK (((data <> a) AND ("position" > 0)))
);
CREATE SEQUENCE public."user"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
COPY public.k (id, a, "current_user", data, "position", "user") FROM stdin;
\\.
SELECT pg_catalog.setval('public."user"', 3, true);
CREATE INDEX k_user_idx ON public.k USING btree (lower("user")) WHERE (data IS NOT NULL);
`;
    expect(checkAll(dump).map((allowed) => allowed.kind)).toEqual(['run', 'run', 'copy', 'run', 'run']);
  });

  it('knows every definition the migrations gave the schema’s functions, the older ones too', () => {
    expect(migrationFunctions().map((fn) => `${fn.name} ${fn.returns} ${fn.language}`)).toEqual([
      'public.bump_members_version trigger plpgsql', // 0003
      'public.list_members_fill_owner trigger plpgsql', // 0007
      'public.bump_members_version trigger plpgsql', // 0009
      'public.bump_members_version trigger plpgsql', // 0016
      'public.users_create_personal_workspace trigger plpgsql', // 0017
      'public.list_members_fill_workspace trigger plpgsql', // 0023
      'public.bump_members_version trigger plpgsql', // 0023
    ]);
    expect(new Set(migrationFunctions().map((fn) => fn.body)).size).toBe(7);
  });
});

describe('the allow-list of db:import refuses code, with its line and why', () => {
  /**
   * An allow-list that has read a small schema: the table public.t (id, name, workspace_id), its sequence, the table public.k
   * whose columns are named by keywords (quoted, as pg_dump writes them), Rollcall's functions.
   */
  const withSchema = () => {
    const allow = new DumpAllowList();
    const keywordColumns = ['current_user', 'session_user', 'current_role', 'user', 'current_timestamp', 'localtime', 'normalized', 'document'];
    checkAll(
      `CREATE TABLE public.t (\n    id integer NOT NULL,\n    name text,\n    workspace_id integer\n);\nCREATE SEQUENCE public.t_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;\n` +
        `CREATE TABLE public.k (\n    a text,\n${keywordColumns.map((name) => `    "${name}" text`).join(',\n')}\n);\n${schemaFunctionsAsDumped()}`,
      allow,
    );
    return allow;
  };
  const fillWorkspace = migrationFunctions().find((fn) => fn.name === 'public.list_members_fill_workspace')!;
  const LOADS_ONLY = ': it loads dumps written by db:export only';

  /** A text, why it is refused, and the line of the text where (1 unless said). */
  const refused: [string, string, number?][] = [
    // COPY other than `COPY <table> (<columns>) FROM stdin;`
    ["COPY (SELECT 1) TO PROGRAM 'touch /tmp/x' /* FROM stdin */;\n\\.\n", 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run'],
    ["COPY public.t (id) FROM PROGRAM 'id';\n", 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run'],
    ["COPY public.t (id) FROM '/etc/passwd';\n", 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run'],
    ['COPY public.t (id) TO stdout;\n', 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run'],
    ["COPY public.t (id) FROM stdin WITH (FORMAT csv);\n\\.\n", 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run'],
    ['COPY pg_catalog.pg_authid (rolname) FROM stdin;\n\\.\n', 'copies into pg_catalog.pg_authid, which the dump did not create before'],
    // Statements db:export never writes
    ["DO $$ BEGIN EXECUTE 'COPY (SELECT 1) TO PROGRAM ''id'''; END $$;", 'is a DO block, which db:import does not run'],
    ['CREATE ROLE pwned SUPERUSER LOGIN;', 'is CREATE ROLE, which db:import does not run'],
    ['ALTER ROLE CURRENT_USER SUPERUSER;', 'is ALTER ROLE, which db:import does not run'],
    ['GRANT pg_execute_server_program TO CURRENT_USER;', 'is GRANT, which db:import does not run'],
    ['CREATE EVENT TRIGGER pwned ON ddl_command_start EXECUTE FUNCTION public.bump_members_version();', 'is CREATE EVENT TRIGGER, which db:import does not run'],
    ['CREATE RULE r AS ON INSERT TO public.t DO INSTEAD NOTHING;', 'is CREATE RULE, which db:import does not run'],
    ['CREATE VIEW public.v AS SELECT 1;', 'is CREATE VIEW, which db:import does not run'],
    ["LOAD '/tmp/evil.so';", 'is LOAD, which db:import does not run'],
    ['COMMIT;', 'is COMMIT, which db:import does not run (it loads in one transaction of its own)'],
    ['CREATE EXTENSION dblink;', "creates the extension dblink, which is not Rollcall's (pg_trgm)"],
    ['CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA pg_catalog;', 'holds "pg_catalog" in CREATE EXTENSION pg_trgm, which db:export does not write'],
    // Calls of functions, wherever they are
    ["SELECT lo_import('/etc/passwd');", 'calls lo_import(), which db:import does not run'],
    ["SELECT pg_catalog.pg_read_file('/etc/passwd');", 'calls pg_catalog.pg_read_file(), which db:import does not run'],
    ["SELECT public.dblink_exec('dbname=postgres', 'CREATE ROLE pwned SUPERUSER');", 'calls public.dblink_exec(), which db:import does not run'],
    ["CREATE TABLE public.x (\n    a text DEFAULT pg_read_file('/etc/passwd')\n);", 'calls pg_read_file(), which db:import does not run', 2],
    ['CREATE TABLE public.x (\n    a text,\n    CONSTRAINT c CHECK ((length(a) > 0))\n);', 'calls length(), which db:import does not run', 3],
    // A keyword without quotes is PostgreSQL's, never the column of that name: current_user calls the function
    ['CREATE TABLE public.x (\n    a text,\n    "current_user" text,\n    CONSTRAINT x_check CHECK ((a <> current_user))\n);', 'holds "current_user" in CREATE TABLE public.x, which db:export does not write', 4],
    ['ALTER TABLE ONLY public.k ADD CONSTRAINT c CHECK ((a <> session_user));', 'holds "session_user" in ALTER TABLE public.k, which db:export does not write'],
    ['ALTER TABLE ONLY public.k ADD CONSTRAINT c CHECK (("current_timestamp" < CURRENT_TIMESTAMP));', 'holds "current_timestamp" in ALTER TABLE public.k, which db:export does not write'],
    ['CREATE INDEX i ON public.k USING btree (a) WHERE ((a <> current_role));', 'holds "current_role" in CREATE INDEX ON public.k, which db:export does not write'],
    ['CREATE INDEX i ON public.k USING btree (lower(user));', 'holds "user" in CREATE INDEX ON public.k, which db:export does not write'],
    [
      'CREATE TRIGGER x BEFORE INSERT ON public.k FOR EACH ROW WHEN ((new.a <> localtime)) EXECUTE FUNCTION public.list_members_fill_workspace();',
      'holds "localtime" in CREATE TRIGGER ON public.k, which db:export does not write',
    ],
    ['CREATE TABLE public.x (\n    "current_user" text DEFAULT current_user\n);', 'holds "current_user" in CREATE TABLE public.x, which db:export does not write', 2],
    ['ALTER TABLE ONLY public.k ALTER COLUMN a SET DEFAULT session_user;', 'holds "session_user" in ALTER TABLE public.k, which db:export does not write'],
    // … and after IS an unreserved one is too (IS NORMALIZED calls is_normalized()): IS [NOT] NULL, TRUE or FALSE only
    ['ALTER TABLE ONLY public.k ADD CONSTRAINT c CHECK ((a IS normalized));', 'holds "normalized" in ALTER TABLE public.k, which db:export does not write'],
    ['ALTER TABLE ONLY public.k ADD CONSTRAINT c CHECK ((a IS NOT document));', 'holds "document" in ALTER TABLE public.k, which db:export does not write'],
    ['CREATE TABLE public.x (\n    a text DEFAULT (SELECT 1)\n);', 'holds "select" in CREATE TABLE public.x, which db:export does not write', 2],
    ["CREATE TABLE public.x (\n    a text DEFAULT interval '1 day'\n);", 'holds "interval" in CREATE TABLE public.x, which db:export does not write', 2],
    ['CREATE INDEX i ON public.t USING btree (pg_catalog.pg_read_file(name));', 'calls pg_catalog.pg_read_file(), which db:import does not run'],
    ['CREATE INDEX i ON public.t USING btree (lower(name)) WHERE (public.f(name));', 'calls public.f(), which db:import does not run'],
    ["ALTER TABLE ONLY public.t ALTER COLUMN name SET DEFAULT pg_read_file('/etc/passwd');", 'calls pg_read_file(), which db:import does not run'],
    ["INSERT INTO public.t VALUES\n\t(1, pg_read_file('/etc/passwd'), 1);", 'calls pg_read_file(), which db:import does not run', 2],
    ["SELECT pg_catalog.setval('public.t_id_seq', (SELECT count(*) FROM pg_catalog.pg_ls_dir('/')), true);", 'holds "(" in SELECT pg_catalog.setval, which db:export does not write'],
    ["SELECT pg_catalog.setval('pg_catalog.x_seq', 1, true);", 'sets the sequence pg_catalog.x_seq, which the dump did not create before'],
    ["SELECT pg_catalog.set_config('search_path', 'public, pg_temp', false);", `holds "'public, pg_temp'" in SELECT pg_catalog.set_config, which db:export does not write`],
    ["SELECT pg_catalog.set_config('role', 'postgres', false);", `holds "'role'" in SELECT pg_catalog.set_config, which db:export does not write`],
    ['SELECT 1;', 'holds "1" in SELECT, which db:export does not write'],
    // Functions and triggers: Rollcall's own only, exactly as a migration wrote them
    ['CREATE FUNCTION public.pwn() RETURNS void\n    LANGUAGE plpgsql\n    AS $$ BEGIN END $$;', "creates the function public.pwn, which is not one of Rollcall's"],
    [
      `CREATE FUNCTION public.list_members_fill_workspace() RETURNS trigger\n    LANGUAGE plpgsql\n    AS $$${fillWorkspace.body.replace('RETURN NEW;', "PERFORM pg_read_file('/etc/passwd');\n  RETURN NEW;")}$$;`,
      'creates the function public.list_members_fill_workspace with a body no migration of Rollcall wrote',
    ],
    [
      `CREATE FUNCTION public.list_members_fill_workspace() RETURNS trigger\n    LANGUAGE plpgsql SECURITY DEFINER\n    AS $$${fillWorkspace.body}$$;`,
      'holds "security" in CREATE FUNCTION public.list_members_fill_workspace, which db:export does not write',
      2,
    ],
    [
      `CREATE FUNCTION public.list_members_fill_workspace() RETURNS event_trigger\n    LANGUAGE plpgsql\n    AS $$${fillWorkspace.body}$$;`,
      'creates the function public.list_members_fill_workspace with a RETURNS or LANGUAGE no migration of Rollcall wrote',
    ],
    ['CREATE TRIGGER x AFTER INSERT ON public.t FOR EACH ROW EXECUTE FUNCTION public.pwn();', "creates a trigger that executes public.pwn, which is not a function of Rollcall's the dump created before"],
    // Names: the schemas public and drizzle, and what the dump created
    ['CREATE TABLE pg_temp.x (\n    a integer\n);', 'names pg_temp.x, outside the schemas public and drizzle'],
    ['CREATE TABLE public.x (\n    a xml\n);', 'holds "xml" in CREATE TABLE public.x, which db:export does not write', 2],
    ['CREATE TABLE public.x (\n    a regclass\n);', 'holds "regclass" in CREATE TABLE public.x, which db:export does not write', 2],
    ["CREATE TABLE public.x (\n    a text DEFAULT '<a/>'::xml\n);", 'holds "xml" in CREATE TABLE public.x, which db:export does not write', 2],
    ['CREATE SCHEMA evil;', "creates the schema evil, which is not Rollcall's (drizzle)"],
    ["INSERT INTO pg_catalog.pg_largeobject VALUES (1, 0, '\\x00');", 'names pg_catalog.pg_largeobject, outside the schemas public and drizzle'],
    ["INSERT INTO public.elsewhere VALUES (1);", 'writes into public.elsewhere, which the dump did not create before'],
    ['INSERT INTO public.t SELECT 1, 2, 3;', 'holds "select" in INSERT INTO public.t, which db:export does not write'],
    ['ALTER TABLE public.t OWNER TO postgres;', 'holds "owner" in ALTER TABLE public.t, which db:export does not write'],
    // Settings: those pg_dump writes, with its values
    ["SET role = 'postgres';", 'is SET role, which db:import does not run'],
    ['SET ROLE postgres;', 'is SET role, which db:import does not run'],
    ['SET SESSION AUTHORIZATION postgres;', 'is SET SESSION AUTHORIZATION, which db:import does not run'],
    ['SET search_path = public, pg_catalog;', 'is SET search_path, which db:import does not run'],
    ['SET standard_conforming_strings = off;', 'sets standard_conforming_strings to "off", which db:import does not run'],
    ["SET client_encoding = 'SJIS';", `sets client_encoding to "'SJIS'", which db:import does not run`],
    // Text the server could read otherwise than the allow-list does
    ["INSERT INTO public.t VALUES (1, E'\\\\', 1);", `holds "E'", a quote or $ right after a name, number or quote, which db:import does not read`],
    // psql ends a -- comment at LF only, PostgreSQL at CR too: what follows the CR is refused, never hidden.
    ["SELECT pg_catalog.setval('public.t_id_seq', 1, true) -- \r; DO $$ BEGIN END $$\n;", 'holds "do" in SELECT pg_catalog.setval, which db:export does not write'],
    ['SELECT pg_catalog.setval($1, 1, true);', 'holds a $ outside a $-quoted text, which db:import does not read'],
  ];

  it.each(refused)('%s', (text, reason, line = 1) => {
    const allow = withSchema();
    const pieces = () => checkAll(`\n\n${text}`, allow);
    expect(pieces).toThrow(DumpImportError);
    expect(pieces).toThrow(`line ${String(2 + line)} of the dump ${reason}${LOADS_ONLY}`);
  });

  it('never prints the dump’s control characters (a name could move the cursor or clear the operator’s terminal)', () => {
    const refusal = () => checkAll('CREATE SCHEMA "\u001b[2J\u001b[Hevil";', withSchema());
    expect(refusal).toThrow(`line 1 of the dump creates the schema \\u001b[2J\\u001b[Hevil, which is not Rollcall's (drizzle)${LOADS_ONLY}`);
  });

  it('takes one statement at a time: a second one in the same piece is refused', () => {
    expect(() => withSchema().check({ kind: 'statement', sql: 'SET lock_timeout = 0; CREATE ROLE pwned SUPERUSER;', line: 7 })).toThrow(
      `line 7 of the dump holds "create" in SET, which db:export does not write${LOADS_ONLY}`,
    );
  });

  it('says the line of the token that is refused, inside a statement of many lines', () => {
    const text = "CREATE TABLE public.x (\n    a integer NOT NULL,\n    b text,\n    c text DEFAULT pg_read_file('/etc/passwd')\n);";
    expect(() => checkAll(text, withSchema())).toThrow(`line 4 of the dump calls pg_read_file(), which db:import does not run${LOADS_ONLY}`);
  });
});
