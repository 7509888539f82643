import fs from 'node:fs';
import path from 'node:path';
import { isBareName, readDump, SQL_OPERATORS, SqlTokenError, tokenize, type DumpPiece, type Token } from './dump-sql';
import { migrationsFolder } from './open';

/**
 * What `npm run db:import` runs of a dump (issue #33): the statements `npm run db:export` writes
 * for Rollcall's schema (PGlite's pg_dump 18 and the PostgreSQL server's pg_dump, plain format,
 * `--no-owner --no-privileges`), each of a shape listed here and read token by token
 * (dump-sql.ts' tokenize); anything else is refused with its line and why, before it runs.
 *
 * A dump is code: PostgreSQL runs what it says as the role that loads it, and a function call in
 * a column DEFAULT, a CHECK or an index runs when a row is written. So the allow-list is of
 * shapes and of names: the settings pg_dump sets, the schemas public and drizzle, the schema's
 * own extension (pg_trgm) and functions (each body exactly as a migration wrote it), the few
 * built-in functions and the types the schema uses; tables, sequences and columns only as the
 * dump itself created them before.
 */

export class DumpImportError extends Error {
  override name = 'DumpImportError';
}

/** The end of every refusal of a statement. */
const LOADS_ONLY = 'it loads dumps written by db:export only';

/**
 * A text of the dump (a name, the database's message about it) as a terminal may print it: its
 * control characters written as \u001b, so a name cannot move the cursor or clear the screen.
 */
export function printable(text: string): string {
  const control = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  return [...text].map((char) => (control(char.charCodeAt(0)) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char)).join('');
}

const refusal = (line: number, reason: string) => new DumpImportError(`line ${String(line)} of the dump ${printable(reason)}: ${LOADS_ONLY}`);

/** The schemas Rollcall's tables live in (drizzle: the migrations' own table). */
const SCHEMAS = new Set(['public', 'drizzle']);
/** Extensions of the schema (migration 0011), created in schema public. */
const EXTENSIONS = new Set(['pg_trgm']);
/** Operator classes of those extensions that the schema's indexes use. */
const OPERATOR_CLASSES = new Set(['gin_trgm_ops']);
const INDEX_METHODS = new Set(['btree', 'gin']);
/**
 * Built-in functions the schema's defaults, checks and indexes call (serial columns' nextval, now()
 * for timestamps, lower() in unique indexes). No other function call is run from a dump.
 */
const EXPRESSION_FUNCTIONS = new Set(['nextval', 'now', 'lower']);
/** The types of the schema's columns, each also as an array. */
const COLUMN_TYPES: readonly (readonly string[])[] = [['integer'], ['bigint'], ['boolean'], ['text'], ['jsonb'], ['bytea'], ['timestamp', 'with', 'time', 'zone']];
/** The types of the casts pg_dump writes in the schema's defaults and checks: those and nextval's regclass. */
const CAST_TYPES: readonly (readonly string[])[] = [...COLUMN_TYPES, ['regclass']];
/** Words of expressions pg_dump writes for the schema's checks and index predicates (`x = ANY (ARRAY[…])`, `IS NOT NULL`). */
const EXPRESSION_KEYWORDS = new Set(['and', 'or', 'not', 'is', 'null', 'true', 'false', 'any', 'array']);
/** Words that are values. */
const LITERAL_WORDS = new Set(['null', 'true', 'false']);
/**
 * The settings pg_dump sets at the top of a dump, with the values it writes. Not search_path
 * (pg_dump empties it with set_config, below), role or session_authorization; client_encoding and
 * standard_conforming_strings only as the tokenizer reads the file.
 */
const SETTINGS: Record<string, (value: Token) => boolean> = {
  statement_timeout: (value) => value.type === 'number',
  lock_timeout: (value) => value.type === 'number',
  idle_in_transaction_session_timeout: (value) => value.type === 'number',
  transaction_timeout: (value) => value.type === 'number',
  client_encoding: (value) => value.type === 'string' && value.value.toUpperCase() === 'UTF8',
  standard_conforming_strings: (value) => value.type === 'word' && value.value === 'on',
  check_function_bodies: (value) => value.type === 'word' && ['false', 'true', 'off', 'on'].includes(value.value),
  xmloption: (value) => value.type === 'word' && ['content', 'document'].includes(value.value),
  client_min_messages: (value) => value.type === 'word' && ['warning', 'notice', 'error'].includes(value.value),
  row_security: (value) => value.type === 'word' && ['off', 'on'].includes(value.value),
  default_tablespace: (value) => value.type === 'string' && value.value === '',
  default_table_access_method: (value) => value.type === 'word' && value.value === 'heap',
  default_with_oids: (value) => value.type === 'word' && ['false', 'off'].includes(value.value),
};
/** Transaction control: the load is one transaction, which a COMMIT would end early. */
const TRANSACTION_CONTROL = new Set(['begin', 'commit', 'rollback', 'end', 'abort', 'start', 'savepoint', 'release', 'prepare']);
/** Words that, after the first, still name what kind of statement it is (for messages: CREATE EVENT TRIGGER, START TRANSACTION). */
const STATEMENT_WORDS = new Set([
  'or', 'replace', 'unique', 'temp', 'temporary', 'unlogged', 'event', 'trigger', 'role', 'user', 'group', 'extension', 'function', 'procedure', 'table',
  'index', 'schema', 'sequence', 'view', 'materialized', 'rule', 'policy', 'type', 'domain', 'language', 'aggregate', 'operator', 'server', 'foreign',
  'data', 'wrapper', 'publication', 'subscription', 'cast', 'large', 'object', 'default', 'privileges', 'access', 'method', 'statistics', 'collation',
  'conversion', 'tablespace', 'database', 'transform', 'constraint', 'transaction', 'session', 'authorization', 'local', 'system', 'all',
]);

// ------------------------------------------------------------------------ the schema's functions

/** A function as a migration creates it: `CREATE [OR REPLACE] FUNCTION name() RETURNS … LANGUAGE … AS $$…$$`. */
export interface SchemaFunction {
  /** `schema.name` */
  name: string;
  returns: string;
  language: string;
  body: string;
}

let migrationFunctionsCache: SchemaFunction[] | null = null;

/**
 * Every definition of a function that Rollcall's migrations ever gave (a CREATE OR REPLACE adds
 * one), read from the migration files at run time: a dump of an older Rollcall holds the body its
 * migrations wrote then. A CREATE FUNCTION of a migration that this cannot read is a mistake of
 * the migration's author and throws.
 */
export function migrationFunctions(folder: string = migrationsFolder()): SchemaFunction[] {
  if (folder === migrationsFolder() && migrationFunctionsCache) return migrationFunctionsCache;
  const found: SchemaFunction[] = [];
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.sql')).sort()) {
    for (const piece of readDump(fs.readFileSync(path.join(folder, file)))) {
      // Only these are read token by token (a migration may hold SQL a dump never does).
      if (piece.kind !== 'statement' || !/^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s/i.test(piece.sql)) continue;
      try {
        const cursor = new Cursor(tokenize(piece.sql, piece.line), 'CREATE FUNCTION');
        cursor.expectWord('create');
        if (cursor.acceptWord('or')) cursor.expectWord('replace');
        cursor.expectWord('function');
        found.push(readFunction(cursor, 'public'));
      } catch (error) {
        throw new Error(`${file}, line ${String(piece.line)}: a CREATE FUNCTION db:import cannot read (${(error as Error).message})`);
      }
    }
  }
  if (folder === migrationsFolder()) migrationFunctionsCache = found;
  return found;
}

/** `name() RETURNS t LANGUAGE l AS body;` after CREATE FUNCTION, the clauses in any order. */
function readFunction(cursor: Cursor, defaultSchema: string | undefined, known?: (name: string) => void): SchemaFunction {
  const [schema, name] = cursor.qualifiedName(defaultSchema);
  const qualified = `${schema}.${name}`;
  known?.(qualified);
  cursor.expectSymbol('(');
  cursor.expectSymbol(')');
  const clauses: Partial<Record<'returns' | 'language' | 'as', string>> = {};
  while (!cursor.isSymbol(';') && !cursor.atEnd()) {
    const clause = cursor.next();
    if (clause.type !== 'word' || !['returns', 'language', 'as'].includes(clause.value) || clauses[clause.value as 'returns']) cursor.fail(clause);
    const value = cursor.next();
    if (clause.value === 'as' ? value.type !== 'dollar' && value.type !== 'string' : value.type !== 'word') cursor.fail(value);
    clauses[clause.value as 'returns' | 'language' | 'as'] = value.value;
  }
  cursor.end();
  if (clauses.returns === undefined || clauses.language === undefined || clauses.as === undefined) cursor.fail(cursor.peek());
  return { name: qualified, returns: clauses.returns, language: clauses.language, body: clauses.as };
}

// ------------------------------------------------------------------------------------ reading

/** A name as pg_dump writes it inside a string (setval's sequence): quoted when it is not plain or is a keyword. */
const sqlName = (name: string) => (isBareName(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** A statement's tokens, read one by one; `fail` refuses at the token where the shape ends. */
class Cursor {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    /** What the statement is, for messages: "CREATE TABLE public.lists". */
    public what: string,
  ) {}

  peek(ahead = 0): Token | undefined {
    return this.tokens[this.at + ahead];
  }
  atEnd(): boolean {
    return this.at >= this.tokens.length;
  }
  next(): Token {
    const token = this.tokens[this.at];
    if (!token) this.fail(undefined);
    this.at += 1;
    return token;
  }
  isWord(word: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token?.type === 'word' && token.value === word;
  }
  isSymbol(symbol: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token?.type === 'symbol' && token.value === symbol;
  }
  /** Passes over `count` tokens already looked at. */
  skip(count: number): void {
    for (let k = 0; k < count; k += 1) this.next();
  }
  /** Takes the word if it is next. */
  acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.at += 1;
    return true;
  }
  expectWord(...words: string[]): string {
    const token = this.next();
    if (token.type !== 'word' || !words.includes(token.value)) this.fail(token);
    return token.value;
  }
  expectSymbol(symbol: string): void {
    const token = this.next();
    if (token.type !== 'symbol' || token.value !== symbol) this.fail(token);
  }
  expectNumber(): string {
    const minus = this.isSymbol('-') ? (this.next(), '-') : '';
    const token = this.next();
    if (token.type !== 'number') this.fail(token);
    return minus + token.value;
  }
  /** A name, quoted or not. */
  name(): string {
    const token = this.next();
    if (token.type !== 'word' && token.type !== 'quoted') this.fail(token);
    return token.value;
  }
  /** `schema.name` (or `name` in `defaultSchema` when there is one), the schema public or drizzle. */
  qualifiedName(defaultSchema?: string): [string, string] {
    const first = this.peek();
    const one = this.name();
    if (!this.isSymbol('.')) {
      if (defaultSchema === undefined) this.fail(first);
      return [defaultSchema, one];
    }
    this.next();
    const two = this.name();
    if (!SCHEMAS.has(one)) throw refusal(first!.line, `names ${one}.${two}, outside the schemas public and drizzle`);
    return [one, two];
  }
  /** `( a, b, … )` */
  nameList(): string[] {
    this.expectSymbol('(');
    const names = [this.name()];
    while (this.isSymbol(',')) {
      this.next();
      names.push(this.name());
    }
    this.expectSymbol(')');
    return names;
  }
  /** The tokens up to the `)` closing the `(` that is next, without either; the cursor after the `)`. */
  parenthesized(): Token[] {
    const open = this.next();
    if (open.type !== 'symbol' || open.value !== '(') this.fail(open);
    const from = this.at;
    let depth = 1;
    while (depth > 0) {
      const token = this.next();
      if (token.type === 'symbol' && token.value === '(') depth += 1;
      else if (token.type === 'symbol' && token.value === ')') depth -= 1;
    }
    return this.tokens.slice(from, this.at - 1);
  }
  /** The statement's `;` and nothing after it. */
  end(): void {
    const token = this.next();
    if (token.type !== 'symbol' || token.value !== ';') this.fail(token);
    if (!this.atEnd()) this.fail(this.peek());
  }
  fail(token: Token | undefined): never {
    throw unexpected(this.tokens, token, this.what);
  }
}

/** The refusal of a token where a shape ends: a function call says which function, anything else what was found where. */
function unexpected(tokens: Token[], token: Token | undefined, what: string): DumpImportError {
  if (!token) {
    const last = tokens.at(-1);
    return refusal(last?.line ?? 0, `ends ${what} where db:export writes more`);
  }
  const index = tokens.indexOf(token);
  const call = functionCallAt(tokens, index);
  if (call) return refusal(token.line, `calls ${call}(), which db:import does not run`);
  return refusal(token.line, `holds ${show(token)} in ${what}, which db:export does not write`);
}

/** `name` or `schema.name` when the tokens at `index` call a function (a name then `(`), else null. */
function functionCallAt(tokens: Token[], index: number): string | null {
  const isName = (token: Token | undefined) => token?.type === 'word' || token?.type === 'quoted';
  const isOpen = (token: Token | undefined) => token?.type === 'symbol' && token.value === '(';
  const token = tokens[index];
  if (!isName(token)) return null;
  if (isOpen(tokens[index + 1]) && !EXPRESSION_KEYWORDS.has(token!.value)) return token!.value;
  if (tokens[index + 1]?.type === 'symbol' && tokens[index + 1]!.value === '.' && isName(tokens[index + 2]) && isOpen(tokens[index + 3])) return `${token!.value}.${tokens[index + 2]!.value}`;
  return null;
}

const show = (token: Token) => {
  const text = token.type === 'quoted' ? `"${token.value}"` : token.type === 'string' ? `'${token.value}'` : token.type === 'dollar' ? '$$…$$' : token.value;
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
};

/** The kind of a statement in words, for messages: `CREATE EVENT TRIGGER`, `START TRANSACTION`, `a DO block`. */
function describe(tokens: Token[]): string {
  const first = tokens[0]!;
  if (first.type === 'word' && first.value === 'do') return 'a DO block';
  const words = [first.value];
  for (const token of tokens.slice(1, 4)) {
    if (token.type !== 'word' || !STATEMENT_WORDS.has(token.value)) break;
    words.push(token.value);
  }
  return words.join(' ').toUpperCase();
}

// ------------------------------------------------------------------------------- the allow-list

/** What the loader does with a statement it may run. */
export type AllowedStatement =
  /** Run it as it is. */
  | { kind: 'run'; sql: string }
  /** A SET of a setting pg_dump writes: run it, or pass over it when the server lacks the setting. */
  | { kind: 'set'; setting: string; sql: string }
  /** Nothing to run: `COMMENT ON EXTENSION pg_trgm` (the extension's own comment, which only its owner may set). */
  | { kind: 'skip' }
  /** `COPY schema.table (columns) FROM stdin` and its data, to be sent in the loader's own words. */
  | { kind: 'copy'; schema: string; table: string; columns: string[]; data: Uint8Array };

/**
 * Checks a dump's statements one after the other, as the loader meets them: each is allowed
 * (and what to do with it said) or refused with a DumpImportError that says its line and why.
 * It remembers what the dump created before (tables and their columns, sequences, functions).
 */
export class DumpAllowList {
  private readonly tables = new Map<string, Set<string>>();
  private readonly sequences = new Set<string>();
  private readonly functions = new Set<string>();

  constructor(private readonly schemaFunctions: SchemaFunction[] = migrationFunctions()) {}

  check(piece: Exclude<DumpPiece, { kind: 'meta' }>): AllowedStatement {
    let tokens: Token[];
    try {
      tokens = tokenize(piece.sql, piece.line);
    } catch (error) {
      if (error instanceof SqlTokenError) throw refusal(error.line, `holds ${error.what}, which db:import does not read`);
      throw error;
    }
    if (tokens.length === 0 || tokens[0]!.type !== 'word') throw refusal(piece.line, `holds ${tokens[0] ? show(tokens[0]) : 'nothing'} where a statement starts, which db:export does not write`);
    const [first, second] = [tokens[0]!.value, tokens[1]?.type === 'word' ? tokens[1].value : ''];
    if (piece.kind === 'copy' || first === 'copy') {
      if (first === 'copy' && piece.kind === 'copy') {
        const copy = this.copy(tokens);
        if (copy) return { kind: 'copy', ...copy, data: piece.data };
      }
      throw refusal(piece.line, 'is COPY other than COPY <table> (<columns>) FROM stdin;, which db:import does not run');
    }
    const cursor = new Cursor(tokens, describe(tokens));
    cursor.next();
    switch (first) {
      case 'set':
        return this.set(cursor, tokens, piece.sql);
      case 'select':
        return this.select(cursor, piece.sql);
      case 'insert':
        return this.insert(cursor, piece.sql);
      case 'create':
        if (second === 'schema') return this.createSchema(cursor, piece.sql);
        if (second === 'extension') return this.createExtension(cursor, piece.sql);
        if (second === 'function') return this.createFunction(cursor, piece.sql);
        if (second === 'table') return this.createTable(cursor, piece.sql);
        if (second === 'sequence') return this.createSequence(cursor, piece.sql);
        if (second === 'index' || (second === 'unique' && tokens[2]?.value === 'index')) return this.createIndex(cursor, piece.sql);
        if (second === 'trigger') return this.createTrigger(cursor, piece.sql);
        break;
      case 'alter':
        if (second === 'table') return this.alterTable(cursor, piece.sql);
        if (second === 'sequence') return this.alterSequence(cursor, piece.sql);
        break;
      case 'comment':
        if (second === 'on' && tokens[2]?.value === 'extension') return this.commentOnExtension(cursor);
        break;
    }
    if (TRANSACTION_CONTROL.has(first)) throw refusal(piece.line, `is ${describe(tokens)}, which db:import does not run (it loads in one transaction of its own)`);
    throw refusal(piece.line, `is ${describe(tokens)}, which db:import does not run`);
  }

  // ------------------------------------------------------------------------------- statements

  /** `SET name = value;` of a setting pg_dump writes, with a value it writes. */
  private set(cursor: Cursor, tokens: Token[], sql: string): AllowedStatement {
    const name = cursor.next();
    const setting = name.type === 'word' ? name.value : '';
    const check = Object.hasOwn(SETTINGS, setting) ? SETTINGS[setting] : undefined;
    // SET role, SET search_path, SET SESSION AUTHORIZATION, SET LOCAL …
    const words = name.type === 'word' && (name.value === 'session' || name.value === 'local') ? [name.value.toUpperCase(), (tokens[2]?.value ?? '').toUpperCase()] : [name.value];
    const refused = () => refusal(tokens[0]!.line, `is SET ${words.join(' ')}, which db:import does not run`);
    if (!check) throw refused();
    const equals = cursor.next();
    if (!(equals.type === 'symbol' && equals.value === '=') && !(equals.type === 'word' && equals.value === 'to')) throw refused();
    const value = cursor.next();
    if (!check(value)) throw refusal(value.line, `sets ${setting} to ${show(value)}, which db:import does not run`);
    cursor.end();
    return { kind: 'set', setting, sql };
  }

  /** pg_dump's two: `SELECT pg_catalog.set_config('search_path', '', false);` and `SELECT pg_catalog.setval('<sequence>', <n>, <bool>);`. */
  private select(cursor: Cursor, sql: string): AllowedStatement {
    const schema = cursor.peek();
    if (!(cursor.isWord('pg_catalog') && cursor.isSymbol('.', 1))) cursor.fail(schema);
    cursor.next();
    cursor.next();
    const fn = cursor.next();
    if (fn.type === 'word' && fn.value === 'set_config') {
      cursor.what = 'SELECT pg_catalog.set_config';
      cursor.expectSymbol('(');
      for (const expected of ['search_path', '']) {
        const value = cursor.next();
        if (value.type !== 'string' || value.value !== expected) cursor.fail(value);
        cursor.expectSymbol(',');
      }
      cursor.expectWord('false');
      cursor.expectSymbol(')');
      cursor.end();
      return { kind: 'run', sql };
    }
    if (fn.type === 'word' && fn.value === 'setval') {
      cursor.what = 'SELECT pg_catalog.setval';
      cursor.expectSymbol('(');
      const sequence = cursor.next();
      if (sequence.type !== 'string' || !this.sequences.has(sequence.value)) {
        if (sequence.type === 'string') throw refusal(sequence.line, `sets the sequence ${sequence.value}, which the dump did not create before`);
        cursor.fail(sequence);
      }
      cursor.expectSymbol(',');
      cursor.expectNumber();
      cursor.expectSymbol(',');
      cursor.expectWord('true', 'false');
      cursor.expectSymbol(')');
      cursor.end();
      return { kind: 'run', sql };
    }
    cursor.fail(schema);
  }

  /** `INSERT INTO table [(columns)] VALUES (literal, …), …;` (db:export on PGlite: 100 rows each). */
  private insert(cursor: Cursor, sql: string): AllowedStatement {
    cursor.expectWord('into');
    const columns = this.knownTable(cursor, 'writes into', 'INSERT INTO');
    if (cursor.isSymbol('(')) for (const column of cursor.nameList()) this.knownColumn(columns, column, cursor);
    cursor.expectWord('values');
    for (;;) {
      cursor.expectSymbol('(');
      for (;;) {
        // A string, a number (negative too), NULL, true or false: what pg_dump --inserts writes.
        const minus = cursor.isSymbol('-') ? cursor.next() : null;
        const value = cursor.next();
        const literal = value.type === 'number' || (!minus && (value.type === 'string' || (value.type === 'word' && LITERAL_WORDS.has(value.value))));
        if (!literal) cursor.fail(value);
        const after = cursor.next();
        if (after.type === 'symbol' && after.value === ')') break;
        if (after.type !== 'symbol' || after.value !== ',') cursor.fail(after);
      }
      if (!cursor.isSymbol(',')) break;
      cursor.next();
    }
    cursor.end();
    return { kind: 'run', sql };
  }

  /** `COPY schema.table (columns) FROM stdin;` exactly; null when the tokens are anything else. */
  private copy(tokens: Token[]): { schema: string; table: string; columns: string[] } | null {
    const isName = (token: Token | undefined) => token?.type === 'word' || token?.type === 'quoted';
    const isSymbol = (token: Token | undefined, symbol: string) => token?.type === 'symbol' && token.value === symbol;
    if (!(isName(tokens[1]) && isSymbol(tokens[2], '.') && isName(tokens[3]) && isSymbol(tokens[4], '('))) return null;
    const columns: Token[] = [];
    let k = 5;
    for (;;) {
      if (!isName(tokens[k])) return null;
      columns.push(tokens[k]!);
      k += 1;
      if (isSymbol(tokens[k], ')')) break;
      if (!isSymbol(tokens[k], ',')) return null;
      k += 1;
    }
    if (!(isWordToken(tokens[k + 1], 'from') && isWordToken(tokens[k + 2], 'stdin') && isSymbol(tokens[k + 3], ';') && tokens.length === k + 4)) return null;
    const [schema, table] = [tokens[1]!.value, tokens[3]!.value];
    const known = this.tables.get(`${schema}.${table}`);
    if (!known) throw refusal(tokens[1]!.line, `copies into ${schema}.${table}, which the dump did not create before`);
    const names = columns.map((column) => column.value);
    const wrong = columns.find((column, index) => !known.has(column.value) || names.indexOf(column.value) !== index);
    if (wrong) throw unexpected(tokens, wrong, `COPY ${schema}.${table}`);
    return { schema, table, columns: names };
  }

  /** `CREATE SCHEMA drizzle;` (public is there already). */
  private createSchema(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    const name = cursor.name();
    if (name !== 'drizzle') throw refusal(cursor.peek(-1)!.line, `creates the schema ${name}, which is not Rollcall's (drizzle)`);
    cursor.end();
    return { kind: 'run', sql };
  }

  /** `CREATE EXTENSION [IF NOT EXISTS] pg_trgm [WITH SCHEMA public];` */
  private createExtension(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    if (cursor.acceptWord('if')) {
      cursor.expectWord('not');
      cursor.expectWord('exists');
    }
    const token = cursor.peek();
    const name = cursor.name();
    if (!EXTENSIONS.has(name)) throw refusal(token!.line, `creates the extension ${name}, which is not Rollcall's (${[...EXTENSIONS].join(', ')})`);
    cursor.what = `CREATE EXTENSION ${name}`;
    cursor.acceptWord('with');
    if (cursor.acceptWord('schema')) {
      const schema = cursor.peek();
      if (cursor.name() !== 'public') cursor.fail(schema);
    }
    cursor.end();
    return { kind: 'run', sql };
  }

  /** `COMMENT ON EXTENSION pg_trgm IS '…';`: passed over (its own comment, set when it is created). */
  private commentOnExtension(cursor: Cursor): AllowedStatement {
    cursor.next();
    cursor.next();
    const token = cursor.peek();
    const name = cursor.name();
    if (!EXTENSIONS.has(name)) cursor.fail(token);
    cursor.expectWord('is');
    if (cursor.next().type !== 'string') cursor.fail(cursor.peek(-1));
    cursor.end();
    return { kind: 'skip' };
  }

  /** `CREATE FUNCTION public.f() RETURNS trigger LANGUAGE plpgsql AS $$…$$;`: one of Rollcall's, exactly as a migration wrote it. */
  private createFunction(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    const line = cursor.peek()?.line ?? 0;
    const definition = readFunction(cursor, undefined, (name) => {
      cursor.what = `CREATE FUNCTION ${name}`;
      if (!this.schemaFunctions.some((known) => known.name === name)) throw refusal(line, `creates the function ${name}, which is not one of Rollcall's`);
    });
    const same = this.schemaFunctions.filter((known) => known.name === definition.name && known.body === definition.body);
    if (same.length === 0) throw refusal(line, `creates the function ${definition.name} with a body no migration of Rollcall wrote`);
    if (!same.some((known) => known.returns === definition.returns && known.language === definition.language)) {
      throw refusal(line, `creates the function ${definition.name} with a RETURNS or LANGUAGE no migration of Rollcall wrote`);
    }
    this.functions.add(definition.name);
    return { kind: 'run', sql };
  }

  /** `CREATE TABLE schema.t (column type [DEFAULT expr] [NOT NULL], …, CONSTRAINT c CHECK (expr));` */
  private createTable(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    const [schema, table] = cursor.qualifiedName();
    cursor.what = `CREATE TABLE ${schema}.${table}`;
    const items = splitTopLevel(cursor.parenthesized());
    cursor.end();
    const columns = new Set<string>();
    const checks: Token[][] = [];
    for (const item of items) {
      const part = new Cursor(item, cursor.what);
      if (part.acceptWord('constraint')) {
        part.name();
        part.expectWord('check');
        checks.push(part.parenthesized());
        if (!part.atEnd()) part.fail(part.peek());
        continue;
      }
      const column = part.name();
      readType(part, COLUMN_TYPES);
      while (!part.atEnd()) {
        if (part.acceptWord('default')) {
          const from = item.indexOf(part.peek()!);
          let to = from;
          while (to < item.length && !(isWordToken(item[to], 'not') && isWordToken(item[to + 1], 'null')) && !isWordToken(item[to], 'constraint')) to += 1;
          if (to === from) part.fail(part.peek());
          checkExpression(item.slice(from, to), { columns: new Set() }, cursor.what);
          for (let k = from; k < to; k += 1) part.next();
        } else if (part.acceptWord('constraint')) {
          part.name();
          part.expectWord('not');
          part.expectWord('null');
        } else {
          part.expectWord('not');
          part.expectWord('null');
        }
      }
      columns.add(column);
    }
    for (const check of checks) checkExpression(check, { columns }, cursor.what);
    this.tables.set(`${schema}.${table}`, columns);
    return { kind: 'run', sql };
  }

  /** `CREATE SEQUENCE schema.s [AS integer] START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;` */
  private createSequence(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    const [schema, sequence] = cursor.qualifiedName();
    cursor.what = `CREATE SEQUENCE ${schema}.${sequence}`;
    while (!cursor.isSymbol(';') && !cursor.atEnd()) {
      const option = cursor.expectWord('as', 'start', 'increment', 'no', 'minvalue', 'maxvalue', 'cache', 'cycle');
      if (option === 'as') cursor.expectWord('integer', 'bigint', 'smallint');
      else if (option === 'start') {
        cursor.acceptWord('with');
        cursor.expectNumber();
      } else if (option === 'increment') {
        cursor.acceptWord('by');
        cursor.expectNumber();
      } else if (option === 'no') cursor.expectWord('minvalue', 'maxvalue', 'cycle');
      else if (option !== 'cycle') cursor.expectNumber();
    }
    cursor.end();
    this.sequences.add(`${sqlName(schema)}.${sqlName(sequence)}`);
    return { kind: 'run', sql };
  }

  /** `ALTER SEQUENCE schema.s OWNED BY schema.t.column;` */
  private alterSequence(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    const token = cursor.peek();
    const [schema, sequence] = cursor.qualifiedName();
    cursor.what = `ALTER SEQUENCE ${schema}.${sequence}`;
    if (!this.sequences.has(`${sqlName(schema)}.${sqlName(sequence)}`)) throw refusal(token!.line, `changes the sequence ${schema}.${sequence}, which the dump did not create before`);
    cursor.expectWord('owned');
    cursor.expectWord('by');
    const columns = this.knownTable(cursor, 'gives a sequence to', `${cursor.what} OWNED BY`);
    cursor.expectSymbol('.');
    this.knownColumn(columns, cursor.name(), cursor);
    cursor.end();
    return { kind: 'run', sql };
  }

  /**
   * `ALTER TABLE [ONLY] t` then one of: `ALTER COLUMN c SET DEFAULT expr`, `ALTER COLUMN c SET STORAGE …`,
   * `ADD CONSTRAINT n PRIMARY KEY (…)`, `UNIQUE (…)`, `FOREIGN KEY (…) REFERENCES t2(…) [ON …]`, `CHECK (expr)`.
   */
  private alterTable(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    cursor.acceptWord('only');
    const columns = this.knownTable(cursor, 'changes', 'ALTER TABLE');
    const action = cursor.expectWord('alter', 'add');
    if (action === 'alter') {
      cursor.acceptWord('column');
      this.knownColumn(columns, cursor.name(), cursor);
      cursor.expectWord('set');
      if (cursor.acceptWord('storage')) cursor.expectWord('plain', 'external', 'extended', 'main');
      else {
        cursor.expectWord('default');
        const rest: Token[] = [];
        while (!cursor.isSymbol(';') && !cursor.atEnd()) rest.push(cursor.next());
        if (rest.length === 0) cursor.fail(cursor.peek());
        checkExpression(rest, { columns: new Set() }, cursor.what);
      }
      cursor.end();
      return { kind: 'run', sql };
    }
    cursor.expectWord('constraint');
    cursor.name();
    const kind = cursor.expectWord('primary', 'unique', 'foreign', 'check');
    if (kind === 'check') {
      checkExpression(cursor.parenthesized(), { columns }, cursor.what);
    } else {
      if (kind !== 'unique') cursor.expectWord('key');
      for (const column of cursor.nameList()) this.knownColumn(columns, column, cursor);
      if (kind === 'foreign') {
        cursor.expectWord('references');
        const referenced = this.knownTable(cursor, 'refers to', `${cursor.what} REFERENCES`);
        for (const column of cursor.nameList()) this.knownColumn(referenced, column, cursor);
        if (cursor.acceptWord('match')) cursor.expectWord('full', 'simple');
        while (cursor.acceptWord('on')) {
          cursor.expectWord('update', 'delete');
          const rule = cursor.expectWord('cascade', 'restrict', 'no', 'set');
          if (rule === 'no') cursor.expectWord('action');
          if (rule === 'set') cursor.expectWord('null', 'default');
        }
        if (cursor.acceptWord('not')) cursor.expectWord('deferrable');
        else if (cursor.acceptWord('deferrable') && cursor.acceptWord('initially')) cursor.expectWord('deferred', 'immediate');
      }
    }
    if (cursor.acceptWord('not')) cursor.expectWord('valid');
    cursor.end();
    return { kind: 'run', sql };
  }

  /** `CREATE [UNIQUE] INDEX name ON [ONLY] t USING btree|gin (elements) [INCLUDE (columns)] [WHERE (expr)];` */
  private createIndex(cursor: Cursor, sql: string): AllowedStatement {
    cursor.acceptWord('unique');
    cursor.expectWord('index');
    cursor.name();
    cursor.expectWord('on');
    cursor.acceptWord('only');
    const columns = this.knownTable(cursor, 'indexes', `${cursor.what} ON`);
    cursor.expectWord('using');
    const method = cursor.peek();
    if (!INDEX_METHODS.has(cursor.name())) cursor.fail(method);
    for (const element of splitTopLevel(cursor.parenthesized())) {
      let end = element.length;
      const word = (at: number, ...words: string[]) => element[at]?.type === 'word' && words.includes(element[at].value);
      if (word(end - 2, 'nulls') && word(end - 1, 'first', 'last')) end -= 2;
      if (word(end - 1, 'asc', 'desc')) end -= 1;
      if ((element[end - 1]?.type === 'word' || element[end - 1]?.type === 'quoted') && OPERATOR_CLASSES.has(element[end - 1]!.value)) {
        end -= 1;
        if (element[end - 1]?.type === 'symbol' && element[end - 1]!.value === '.' && element[end - 2]?.value === 'public') end -= 2;
      }
      if (end === 0) cursor.fail(element[0]);
      checkExpression(element.slice(0, end), { columns }, cursor.what);
    }
    if (cursor.acceptWord('include')) for (const column of cursor.nameList()) this.knownColumn(columns, column, cursor);
    if (cursor.acceptWord('where')) checkExpression(cursor.parenthesized(), { columns }, cursor.what);
    cursor.end();
    return { kind: 'run', sql };
  }

  /**
   * `CREATE TRIGGER name BEFORE|AFTER INSERT [OR …] ON t [REFERENCING OLD|NEW TABLE AS x …]
   * FOR EACH ROW|STATEMENT [WHEN (expr)] EXECUTE FUNCTION f();`: on a table and executing a function of this dump.
   */
  private createTrigger(cursor: Cursor, sql: string): AllowedStatement {
    cursor.next();
    cursor.name();
    cursor.expectWord('before', 'after');
    do cursor.expectWord('insert', 'update', 'delete', 'truncate');
    while (cursor.acceptWord('or'));
    cursor.expectWord('on');
    const columns = this.knownTable(cursor, 'puts a trigger on', `${cursor.what} ON`);
    if (cursor.acceptWord('referencing')) {
      do {
        cursor.expectWord('old', 'new');
        cursor.expectWord('table');
        cursor.acceptWord('as');
        cursor.name();
      } while (cursor.isWord('old') || cursor.isWord('new'));
    }
    cursor.expectWord('for');
    cursor.acceptWord('each');
    cursor.expectWord('row', 'statement');
    if (cursor.acceptWord('when')) checkExpression(cursor.parenthesized(), { columns, rows: true }, cursor.what);
    cursor.expectWord('execute');
    cursor.expectWord('function', 'procedure');
    const token = cursor.peek();
    const [schema, name] = cursor.qualifiedName();
    if (!this.functions.has(`${schema}.${name}`)) throw refusal(token!.line, `creates a trigger that executes ${schema}.${name}, which is not a function of Rollcall's the dump created before`);
    cursor.expectSymbol('(');
    cursor.expectSymbol(')');
    cursor.end();
    return { kind: 'run', sql };
  }

  // -------------------------------------------------------------------------------- names

  /** A table the dump created before (`schema.table`); answers its columns, and names it in the cursor's messages after `label`. */
  private knownTable(cursor: Cursor, verb: string, label: string): Set<string> {
    const token = cursor.peek();
    const [schema, table] = cursor.qualifiedName();
    const columns = this.tables.get(`${schema}.${table}`);
    if (!columns) throw refusal(token?.line ?? 0, `${verb} ${schema}.${table}, which the dump did not create before`);
    cursor.what = `${label} ${schema}.${table}`;
    return columns;
  }

  private knownColumn(columns: Set<string>, column: string, cursor: Cursor): void {
    if (!columns.has(column)) cursor.fail(cursor.peek(-1));
  }
}

const isWordToken = (token: Token | undefined, word: string) => token?.type === 'word' && token.value === word;

/** The items of a parenthesized list (its tokens without the parentheses), split at its top-level commas. */
function splitTopLevel(tokens: Token[]): Token[][] {
  const items: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.type === 'symbol' && (token.value === '(' || token.value === '[')) depth += 1;
    if (token.type === 'symbol' && (token.value === ')' || token.value === ']')) depth -= 1;
    if (depth === 0 && token.type === 'symbol' && token.value === ',') items.push([]);
    else items.at(-1)!.push(token);
  }
  return items;
}

/** One of `types`, and `[]` after it as many times as written. */
function readType(cursor: Cursor, types: readonly (readonly string[])[]): void {
  const start = cursor.peek();
  const type = types.find((words) => words.every((word, k) => cursor.isWord(word, k)));
  if (!type) cursor.fail(start);
  cursor.skip(type.length);
  while (cursor.isSymbol('[') && cursor.isSymbol(']', 1)) cursor.skip(2);
}

/**
 * An expression of a DEFAULT, a CHECK, an index or a trigger's WHEN, as pg_dump writes the
 * schema's: literals, casts to the schema's types, the table's columns (`new.`/`old.` ones in a
 * trigger's WHEN; a bare one only as pg_dump writes it, so never a keyword PostgreSQL may read as
 * its own, such as `current_user`), the tokenizer's operators, `AND OR NOT`, `IS [NOT] NULL|TRUE|FALSE`,
 * `ANY (…)`, `ARRAY[…]`, and calls of EXPRESSION_FUNCTIONS only: any other name followed by `(`
 * is refused as a call. Two values never follow each other (no typed literal such as
 * `interval '1 day'`).
 */
function checkExpression(tokens: Token[], scope: { columns: Set<string>; rows?: boolean }, what: string): void {
  const cursor = new Cursor(tokens, what);
  let depth = 0;
  /** Whether the last thing read was a value (a literal, a column, a closed parenthesis, a cast). */
  let afterValue = false;
  const value = (token: Token) => {
    if (afterValue) cursor.fail(token);
    afterValue = true;
  };
  while (!cursor.atEnd()) {
    const token = cursor.next();
    const call = functionCallAt(tokens, tokens.indexOf(token));
    if (call !== null) {
      const name = call.startsWith('pg_catalog.') ? call.slice('pg_catalog.'.length) : call;
      if (!EXPRESSION_FUNCTIONS.has(name)) throw refusal(token.line, `calls ${call}(), which db:import does not run`);
      if (afterValue) cursor.fail(token);
      if (call.includes('.')) cursor.skip(2);
      continue; // its `(` comes next
    }
    if (token.type === 'string' || token.type === 'number') value(token);
    else if (token.type === 'symbol') {
      if (token.value === '(' || token.value === '[') {
        if (afterValue) cursor.fail(token);
        depth += 1;
      } else if (token.value === ')' || token.value === ']') {
        depth -= 1;
        if (depth < 0) cursor.fail(token);
        afterValue = true;
      } else if (token.value === '::') {
        if (!afterValue) cursor.fail(token);
        readType(cursor, CAST_TYPES);
      } else if (token.value === ',' || SQL_OPERATORS.has(token.value)) afterValue = false;
      else cursor.fail(token);
    } else if (token.type === 'word' && LITERAL_WORDS.has(token.value)) value(token);
    else if (isWordToken(token, 'is')) {
      // IS [NOT] NULL, TRUE or FALSE: after IS, PostgreSQL reads an unreserved keyword (DOCUMENT, NORMALIZED, UNKNOWN) as a test of its own.
      cursor.acceptWord('not');
      const next = cursor.peek();
      if (!(next?.type === 'word' && LITERAL_WORDS.has(next.value))) cursor.fail(next);
      afterValue = false;
    } else if (token.type === 'word' && EXPRESSION_KEYWORDS.has(token.value)) afterValue = false;
    else if (scope.rows && token.type === 'word' && (token.value === 'new' || token.value === 'old') && cursor.isSymbol('.')) {
      value(token);
      cursor.next();
      if (!scope.columns.has(cursor.name())) cursor.fail(cursor.peek(-1));
    } else if ((token.type === 'quoted' || (token.type === 'word' && isBareName(token.value))) && scope.columns.has(token.value) && !cursor.isSymbol('.')) value(token);
    else cursor.fail(token);
  }
  if (depth !== 0) cursor.fail(tokens.at(-1));
}
