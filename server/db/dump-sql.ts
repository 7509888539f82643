/**
 * Reads a plain SQL dump (pg_dump's plain format) the way psql does, without running psql: one
 * statement at a time, where a `;` outside quotes, comments and parentheses ends it; a
 * `COPY … FROM stdin;` statement takes the lines after it up to `\.` as its data; a line starting
 * with a backslash between statements is a psql meta-command (`\restrict`, `\connect`, …), given
 * back as such for the caller to refuse or ignore, never run.
 *
 * It works on bytes: every character that matters is ASCII, and no byte of a UTF-8 sequence of
 * another character is ASCII, so statements and COPY data are cut at the right places whatever
 * the file holds, and a dump larger than a JavaScript string can be read.
 */

export type DumpPiece =
  /** One SQL statement, with its `;` (none for a last statement that has no `;`). */
  | { kind: 'statement'; sql: string; line: number }
  /** `COPY … FROM stdin;` and its data in COPY's text format, without the `\.` line. */
  | { kind: 'copy'; sql: string; data: Uint8Array; line: number }
  /** A psql meta-command line, without its line ending. */
  | { kind: 'meta'; command: string; line: number };

export class DumpSyntaxError extends Error {
  override name = 'DumpSyntaxError';
}

const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const QUOTE = 0x27;
const DOUBLE_QUOTE = 0x22;
const DOLLAR = 0x24;
const DASH = 0x2d;
const SLASH = 0x2f;
const STAR = 0x2a;
const SEMICOLON = 0x3b;
const OPEN = 0x28;
const CLOSE = 0x29;

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === NEWLINE || c === RETURN || c === 0x0c;
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c >= 0x80;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
/** What can continue an identifier or keyword (so a `$` or `'` right after it starts nothing). */
const isIdentifierPart = (c: number | undefined) => c !== undefined && (isLetter(c) || isDigit(c) || c === DOLLAR);

const decoder = new TextDecoder('utf-8', { fatal: true });
const text = (bytes: Uint8Array, line: number) => {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new DumpSyntaxError(`Line ${String(line)} of the dump is not UTF-8 text (a dump of Rollcall's database always is)`);
  }
};

/** `COPY <table> [(<columns>)] FROM stdin …` (quoted names blanked first, so none can fake it). */
export function isCopyFromStdin(sql: string): boolean {
  const bare = sql.replace(/"(?:[^"]|"")*"/g, '""');
  return /^\s*COPY\s[\s\S]*?\sFROM\s+STDIN\b/i.test(bare);
}

/** The pieces of a dump, in order. Throws DumpSyntaxError on an unterminated quote, comment or COPY. */
export function* readDump(bytes: Uint8Array): Generator<DumpPiece> {
  const n = bytes.length;
  let i = 0;
  let line = 1;

  /** Moves i to the end of the line (on the newline, or n); counts nothing. */
  const toLineEnd = (from: number) => {
    const end = bytes.indexOf(NEWLINE, from);
    return end === -1 ? n : end;
  };
  const countLines = (from: number, to: number) => {
    let count = 0;
    for (let k = bytes.indexOf(NEWLINE, from); k !== -1 && k < to; k = bytes.indexOf(NEWLINE, k + 1)) count += 1;
    return count;
  };
  /** The end (exclusive) of a block comment starting at `from` (`/*`); comments nest in PostgreSQL. */
  const blockCommentEnd = (from: number, startLine: number) => {
    let depth = 0;
    let k = from;
    while (k < n) {
      if (bytes[k] === SLASH && bytes[k + 1] === STAR) {
        depth += 1;
        k += 2;
      } else if (bytes[k] === STAR && bytes[k + 1] === SLASH) {
        depth -= 1;
        k += 2;
        if (depth === 0) return k;
      } else k += 1;
    }
    throw new DumpSyntaxError(`A comment that starts at line ${String(startLine)} never ends`);
  };
  /** The end (exclusive) of a quoted string or identifier starting at `from` (on its quote). */
  const quotedEnd = (from: number, quote: number, backslashEscapes: boolean, startLine: number) => {
    let k = from + 1;
    while (k < n) {
      const c = bytes[k]!;
      if (backslashEscapes && c === BACKSLASH) k += 2;
      else if (c === quote) {
        if (bytes[k + 1] === quote) k += 2;
        else return k + 1;
      } else k += 1;
    }
    throw new DumpSyntaxError(`A ${quote === QUOTE ? 'string' : 'quoted name'} that starts at line ${String(startLine)} never ends`);
  };
  /** A dollar-quote tag (`$$`, `$body$`) at `from`, or null when the `$` starts none. */
  const dollarTag = (from: number): Uint8Array | null => {
    let k = from + 1;
    if (k < n && bytes[k] !== DOLLAR) {
      if (!isLetter(bytes[k]!)) return null;
      while (k < n && (isLetter(bytes[k]!) || isDigit(bytes[k]!))) k += 1;
      if (bytes[k] !== DOLLAR) return null;
    }
    return k < n ? bytes.subarray(from, k + 1) : null;
  };
  const dollarQuotedEnd = (from: number, tag: Uint8Array, startLine: number) => {
    for (let k = from + tag.length; k < n; k += 1) {
      k = bytes.indexOf(DOLLAR, k);
      if (k === -1) break;
      let same = k + tag.length <= n;
      for (let t = 0; same && t < tag.length; t += 1) same = bytes[k + t] === tag[t];
      if (same) return k + tag.length;
    }
    throw new DumpSyntaxError(`A $-quoted text that starts at line ${String(startLine)} never ends`);
  };

  while (i < n) {
    const c = bytes[i]!;
    // Between statements: blank space and comments.
    if (isSpace(c)) {
      if (c === NEWLINE) line += 1;
      i += 1;
      continue;
    }
    if (c === DASH && bytes[i + 1] === DASH) {
      i = toLineEnd(i);
      continue;
    }
    if (c === SLASH && bytes[i + 1] === STAR) {
      const end = blockCommentEnd(i, line);
      line += countLines(i, end);
      i = end;
      continue;
    }
    if (c === BACKSLASH) {
      const end = toLineEnd(i);
      yield { kind: 'meta', command: text(bytes.subarray(i, end), line).replace(/\r$/, ''), line };
      i = end;
      continue;
    }

    // A statement: up to a `;` outside quotes, comments and parentheses.
    const start = i;
    const startLine = line;
    let depth = 0;
    let end = -1;
    while (i < n) {
      const b = bytes[i]!;
      if (b === NEWLINE) {
        line += 1;
        i += 1;
      } else if (b === DASH && bytes[i + 1] === DASH) {
        i = toLineEnd(i);
      } else if (b === SLASH && bytes[i + 1] === STAR) {
        const to = blockCommentEnd(i, line);
        line += countLines(i, to);
        i = to;
      } else if (b === QUOTE) {
        // E'…' takes backslash escapes; a plain '…' does not (pg_dump sets standard_conforming_strings).
        const prefix = bytes[i - 1];
        const escapes = i > start && (prefix === 0x45 || prefix === 0x65) && !(i - 1 > start && isIdentifierPart(bytes[i - 2]));
        const to = quotedEnd(i, QUOTE, escapes, line);
        line += countLines(i, to);
        i = to;
      } else if (b === DOUBLE_QUOTE) {
        const to = quotedEnd(i, DOUBLE_QUOTE, false, line);
        line += countLines(i, to);
        i = to;
      } else if (b === DOLLAR) {
        const tag = i > start && isIdentifierPart(bytes[i - 1]) ? null : dollarTag(i);
        if (tag) {
          const to = dollarQuotedEnd(i, tag, line);
          line += countLines(i, to);
          i = to;
        } else i += 1;
      } else if (b === OPEN) {
        depth += 1;
        i += 1;
      } else if (b === CLOSE) {
        depth = Math.max(0, depth - 1);
        i += 1;
      } else if (b === SEMICOLON && depth === 0) {
        end = i + 1;
        i += 1;
        break;
      } else i += 1;
    }
    const sql = text(bytes.subarray(start, end === -1 ? n : end), startLine);
    if (end === -1 && sql.trim() === '') break;
    if (end !== -1 && isCopyFromStdin(sql)) {
      // The data starts on the next line and ends before the line `\.`.
      const dataStart = toLineEnd(i) + 1;
      line += 1;
      let lineStart = dataStart;
      let dataEnd = -1;
      while (lineStart < n) {
        const lineEnd = toLineEnd(lineStart);
        const data = bytes.subarray(lineStart, lineEnd);
        if (data[0] === BACKSLASH && data[1] === 0x2e && (data.length === 2 || (data.length === 3 && data[2] === RETURN))) {
          dataEnd = lineStart;
          i = lineEnd + 1;
          break;
        }
        line += 1;
        lineStart = lineEnd + 1;
      }
      if (dataEnd === -1) throw new DumpSyntaxError(`The data of the COPY at line ${String(startLine)} has no end line (\\.)`);
      yield { kind: 'copy', sql, data: bytes.subarray(dataStart, dataEnd), line: startLine };
      line += 1;
      continue;
    }
    yield { kind: 'statement', sql, line: startLine };
  }
}

// ------------------------------------------------------------------------------- the tokenizer

/**
 * One token of a statement, as PostgreSQL's lexer reads it (standard_conforming_strings on, UTF-8):
 * - word: a name or keyword written without quotes, its ASCII letters in lower case (as PostgreSQL folds them);
 * - quoted: a "quoted name", its `""` made `"`;
 * - string: a 'string', its `''` made `'`;
 * - dollar: a $tag$ … $tag$ text, without its tags;
 * - number: 12, 1.5, 2e10;
 * - symbol: ( ) , ; . [ ] :: and the operators = <> != < > <= >= + - * /.
 */
export interface Token {
  type: 'word' | 'quoted' | 'string' | 'dollar' | 'number' | 'symbol';
  value: string;
  line: number;
}

/** A text the tokenizer does not read as PostgreSQL surely would, or that a dump of Rollcall never holds; `line` is where. */
export class SqlTokenError extends Error {
  override name = 'SqlTokenError';
  constructor(
    readonly line: number,
    readonly what: string,
  ) {
    super(what);
  }
}

/** The longest name PostgreSQL keeps (NAMEDATALEN - 1 bytes): a longer one is cut, so two names could become one. */
const MAX_NAME_BYTES = 63;
const OPERATOR_CHARS = '~!@#^&|`?+-*/%<>=';
/** Characters whose presence keeps a trailing + or - on an operator (PostgreSQL's scan.l). */
const NON_SQL_OPERATOR_CHARS = '~!@#^&|`?%';
/** The operators a dump of Rollcall writes (in checks and defaults); any other is refused. */
export const SQL_OPERATORS = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/']);
const PUNCTUATION = new Set(['(', ')', ',', ';', '.', '[', ']']);

/**
 * PostgreSQL's keywords that pg_dump always quotes when they name something: the reserved (R),
 * type-or-function-name (T) and column-name (C) ones of `pg_get_keywords()`. Written bare in an
 * expression such a word may be PostgreSQL's own, not a column: `current_user`, `user`,
 * `localtime`, `current_schema` (T) call functions without parentheses, `isnull` (T) is an
 * operator. The unreserved ones (U) are left out on purpose: pg_dump writes them bare (a column
 * `data` is `data`), and the grammar reads a bare unreserved word where a value starts as a
 * column; the one place it does not, after IS (`IS DOCUMENT`, `IS NORMALIZED`), dump-allow.ts
 * takes only `IS [NOT] NULL|TRUE|FALSE`.
 *
 * The union of PostgreSQL 15.20 (the server of the tests, 127.0.0.1:5432) and PGlite 0.5.16
 * (PostgreSQL 18.6); their categories agree where both have the word. A dump of an older server
 * that names a column by a later keyword (`system_user`, `json`) bare is refused: the database
 * loading it could read the word otherwise. To refresh for a newer PostgreSQL or PGlite, take
 * `select word, catcode from pg_get_keywords() where catcode <> 'U' order by word` on each and
 * add the words missing here (keep the older ones).
 */
const QUOTED_KEYWORDS = new Set([
  // R
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'both', 'case', 'cast', 'check', 'collate', 'column', 'constraint',
  'create', 'current_catalog', 'current_date', 'current_role', 'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable', 'desc',
  'distinct', 'do', 'else', 'end', 'except', 'false', 'fetch', 'for', 'foreign', 'from', 'grant', 'group', 'having', 'in', 'initially', 'intersect',
  'into', 'lateral', 'leading', 'limit', 'localtime', 'localtimestamp', 'not', 'null', 'offset', 'on', 'only', 'or', 'order', 'placing', 'primary',
  'references', 'returning', 'select', 'session_user', 'some', 'symmetric', 'system_user', 'table', 'then', 'to', 'trailing', 'true', 'union',
  'unique', 'user', 'using', 'variadic', 'when', 'where', 'window', 'with',
  // T
  'authorization', 'binary', 'collation', 'concurrently', 'cross', 'current_schema', 'freeze', 'full', 'ilike', 'inner', 'is', 'isnull', 'join',
  'left', 'like', 'natural', 'notnull', 'outer', 'overlaps', 'right', 'similar', 'tablesample', 'verbose',
  // C
  'between', 'bigint', 'bit', 'boolean', 'char', 'character', 'coalesce', 'dec', 'decimal', 'exists', 'extract', 'float', 'greatest', 'grouping',
  'inout', 'int', 'integer', 'interval', 'json', 'json_array', 'json_arrayagg', 'json_exists', 'json_object', 'json_objectagg', 'json_query',
  'json_scalar', 'json_serialize', 'json_table', 'json_value', 'least', 'merge_action', 'national', 'nchar', 'none', 'normalize', 'nullif',
  'numeric', 'out', 'overlay', 'position', 'precision', 'real', 'row', 'setof', 'smallint', 'substring', 'time', 'timestamp', 'treat', 'trim',
  'values', 'varchar', 'xmlattributes', 'xmlconcat', 'xmlelement', 'xmlexists', 'xmlforest', 'xmlnamespaces', 'xmlparse', 'xmlpi', 'xmlroot',
  'xmlserialize', 'xmltable',
]);

/**
 * Whether pg_dump writes this name without quotes (its fmtId, like the server's quote_ident):
 * lower-case ASCII letters, digits and `_`, not starting with a digit, and not a keyword it quotes.
 */
export const isBareName = (name: string) => /^[a-z_][a-z0-9_]*$/.test(name) && !QUOTED_KEYWORDS.has(name);
const isWordStart = (c: string) => /[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80;
const isWordPart = (c: string) => /[A-Za-z0-9_]/.test(c) || c.charCodeAt(0) >= 0x80;
const SPACE = new Set([' ', '\t', '\n', '\r', '\f']);
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * The tokens of one statement (`line`: the line it starts on). Comments are passed over as the
 * server passes them (`--` to the end of the line, LF or CR; block comments, nested). What the server
 * could read otherwise than this reads it is refused rather than guessed: an E'…', B'…', U&'…'
 * string or any prefix glued to a quote, a `$` outside a $-quoted text, a number glued to a
 * letter, an operator or a character not listed above, a name longer than PostgreSQL keeps.
 */
export function tokenize(sql: string, line: number): Token[] {
  const tokens: Token[] = [];
  const n = sql.length;
  let i = 0;
  const newlines = (from: number, to: number) => {
    let count = 0;
    for (let k = sql.indexOf('\n', from); k !== -1 && k < to; k = sql.indexOf('\n', k + 1)) count += 1;
    return count;
  };
  /** Refuses a quote or `$` right after a word, number or quoted text (`from`–`at`): E'…', U&'…', 1$$, a$b. */
  const gluedAfter = (from: number, at: number) => {
    const c = sql[at];
    if (c === "'" || c === '"' || c === '$') throw new SqlTokenError(line, `${JSON.stringify(sql.slice(Math.max(from, at - 20), at + 1))}, a quote or $ right after a name, number or quote`);
  };
  while (i < n) {
    const c = sql[i]!;
    if (SPACE.has(c)) {
      if (c === '\n') line += 1;
      i += 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      while (i < n && sql[i] !== '\n' && sql[i] !== '\r') i += 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      let depth = 0;
      const from = i;
      while (i < n) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth -= 1;
          i += 2;
          if (depth === 0) break;
        } else i += 1;
      }
      if (depth !== 0) throw new SqlTokenError(line, 'a comment that never ends');
      line += newlines(from, i);
    } else if (isWordStart(c)) {
      const from = i;
      while (i < n && isWordPart(sql[i]!)) i += 1;
      const word = sql.slice(from, i);
      if (utf8Length(word) > MAX_NAME_BYTES) throw new SqlTokenError(line, `a name longer than ${String(MAX_NAME_BYTES)} bytes`);
      gluedAfter(from, i);
      tokens.push({ type: 'word', value: word.replace(/[A-Z]/g, (letter) => letter.toLowerCase()), line });
    } else if (c === '"' || c === "'") {
      const from = i;
      let value = '';
      let k = i + 1;
      for (;;) {
        const end = sql.indexOf(c, k);
        if (end === -1) throw new SqlTokenError(line, c === '"' ? 'a quoted name that never ends' : 'a string that never ends');
        value += sql.slice(k, end);
        if (sql[end + 1] === c) {
          value += c;
          k = end + 2;
        } else {
          i = end + 1;
          break;
        }
      }
      if (c === '"' && (value === '' || utf8Length(value) > MAX_NAME_BYTES)) throw new SqlTokenError(line, 'a quoted name that is empty or longer than PostgreSQL keeps');
      tokens.push({ type: c === '"' ? 'quoted' : 'string', value, line });
      line += newlines(from, i);
      gluedAfter(from, i);
    } else if (c === '$') {
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(sql.slice(i, i + 80))?.[0];
      if (!tag) throw new SqlTokenError(line, 'a $ outside a $-quoted text');
      const end = sql.indexOf(tag, i + tag.length);
      if (end === -1) throw new SqlTokenError(line, 'a $-quoted text that never ends');
      tokens.push({ type: 'dollar', value: sql.slice(i + tag.length, end), line });
      line += newlines(i, end);
      const from = i;
      i = end + tag.length;
      gluedAfter(from, i);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(sql[i + 1] ?? ''))) {
      const number = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(sql.slice(i, i + 100))![0];
      i += number.length;
      const next = sql[i] ?? ' ';
      if (isWordPart(next) || next === '.') throw new SqlTokenError(line, `the number ${number} right before ${JSON.stringify(next)}`);
      gluedAfter(i - number.length, i);
      tokens.push({ type: 'number', value: number, line });
    } else if (c === ':' && sql[i + 1] === ':') {
      tokens.push({ type: 'symbol', value: '::', line });
      i += 2;
    } else if (PUNCTUATION.has(c)) {
      tokens.push({ type: 'symbol', value: c, line });
      i += 1;
    } else if (OPERATOR_CHARS.includes(c)) {
      // As scan.l: the longest run of operator characters, cut where a comment starts, without
      // trailing + and - unless a character of no SQL operator is in it.
      let end = i;
      while (end < n && OPERATOR_CHARS.includes(sql[end]!)) end += 1;
      let run = sql.slice(i, end);
      const comment = [run.indexOf('/*'), run.indexOf('--')].filter((at) => at !== -1);
      if (comment.length > 0) run = run.slice(0, Math.min(...comment));
      if (run.length > 1 && /[+-]$/.test(run) && ![...run.slice(0, -1)].some((char) => NON_SQL_OPERATOR_CHARS.includes(char))) run = run.replace(/(?<=.)[+-]+$/, '');
      if (!SQL_OPERATORS.has(run)) throw new SqlTokenError(line, `the operator ${run}`);
      tokens.push({ type: 'symbol', value: run, line });
      i += run.length;
    } else {
      throw new SqlTokenError(line, `the character ${JSON.stringify(c)}`);
    }
  }
  return tokens;
}
