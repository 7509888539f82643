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
