import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

/**
 * Reading a CSV file as a stream (issue #40: a million members in one file, read with bounded
 * memory). Papaparse is fed chunk by chunk exactly as its own stream reader feeds it — the part of
 * a row a chunk ends in is parsed again with the next chunk — but synchronously, by the caller, so
 * the caller reads at its own pace (an import writes a batch before it reads on). A string is one
 * chunk, so it reads exactly as `Papa.parse(text)` did.
 */

/** A CSV file's text, read once per pass: an upload spooled to disk (http routes), or a string. */
export type CsvSource = () => AsyncIterable<string>;

/**
 * Characters per chunk. Papaparse guesses the line ending from the start of its first chunk (its
 * first MiB, as for a whole string), so a chunk holds at least that much.
 */
export const CSV_CHUNK_CHARS = 1 << 20;

/** A string as a source, in chunks of `chunkChars` (tests read small files in tiny chunks). */
export function textSource(text: string, chunkChars = CSV_CHUNK_CHARS): CsvSource {
  return async function* chunks() {
    if (text === '') yield '';
    for (let at = 0; at < text.length; at += chunkChars) yield text.slice(at, at + chunkChars);
  };
}

/** A UTF-8 file as a source, read from disk at every pass. */
export function fileSource(path: string): CsvSource {
  return () => createReadStream(path, { encoding: 'utf8', highWaterMark: CSV_CHUNK_CHARS });
}

/** The file's text without a UTF-8 byte order mark. */
export const stripBom = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/** One row of the file: the line it starts on (the header is line 1), its data and papaparse's errors, each with its line. */
export interface CsvRow<T> {
  line: number;
  data: T;
  errors: string[];
}

interface SteppedRow<T> {
  data: T;
  errors: { message: string }[];
  meta: { cursor: number; fields?: string[] };
}
/** Papaparse's own chunk parser (what its stream readers drive); not in its type definitions. */
interface PapaParserHandle {
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): { meta: { cursor?: number } };
  guessLineEndings(input: string, quoteChar: string): string;
}
const { ParserHandle } = Papa as unknown as { ParserHandle: new (config: object) => PapaParserHandle };

/**
 * Line numbers for messages, read along as papaparse steps through the text. Papaparse reports
 * where each row ends; the row starts after the previous one and any blank lines. Only the text
 * from the current row on is kept.
 */
class LineCounter {
  /** The text kept, from absolute offset `start`. */
  text = '';
  private start = 0;
  private position = 0;
  private line = 1;
  /** The character that ends a line: '\n' (for '\n' and '\r\n' files), or '\r' in a file whose lines end in '\r' alone. */
  private lineEnd = '\n';
  private blankLines = /^(?:[ \t]*\r?\n)*/;

  /** The file's line ending, as papaparse guessed it. */
  set newline(newline: string) {
    this.lineEnd = newline === '\r' ? '\r' : '\n';
    this.blankLines = newline === '\r' ? /^(?:[ \t]*\r)*/ : /^(?:[ \t]*\r?\n)*/;
  }

  feed(chunk: string) {
    if (this.position - this.start >= CSV_CHUNK_CHARS) {
      this.text = this.text.slice(this.position - this.start);
      this.start = this.position;
    }
    this.text += chunk;
  }

  get atStart() {
    return this.position === 0;
  }

  private advance(to: number) {
    const end = this.lineEnd.charCodeAt(0);
    for (let i = this.position - this.start; i < to - this.start; i += 1) if (this.text.charCodeAt(i) === end) this.line += 1;
    this.position = to;
  }

  /** Past the header line (after any blank lines), which comes before the first row. */
  skipHeader() {
    const headerEnd = this.text.indexOf(this.lineEnd, this.text.length - this.text.trimStart().length);
    this.advance(headerEnd === -1 ? this.start + this.text.length : this.start + headerEnd + 1);
  }

  /** The line the row ending at `cursor` starts on. */
  rowEndingAt(cursor: number): number {
    const from = this.position - this.start;
    const blank = this.blankLines.exec(this.text.slice(from, from + 4096))?.[0].length ?? 0;
    this.advance(this.position + blank);
    const rowLine = this.line;
    this.advance(cursor);
    return rowLine;
  }
}

/**
 * Papaparse over a file given chunk by chunk: `push` each chunk, then `end`; each returns the rows
 * completed so far. With `header: true` the header's fields are `fields` once a row came.
 */
export class CsvRowReader<T> {
  fields: string[] = [];
  private readonly handle: PapaParserHandle;
  private readonly stepped: SteppedRow<T>[] = [];
  private readonly lines = new LineCounter();
  private readonly config: Record<string, unknown> & { newline?: string };
  private partial = '';
  /** Chunks held while an unfinished row is long: it is parsed again only once the text after it is as long as it. */
  private waiting = '';
  private base = 0;
  private started = false;
  private rowsSeen = false;
  /** Chunks held until the line ending is known. */
  private pending: string[] | null = [];
  private pendingChars = 0;

  constructor(
    config: Omit<Papa.ParseConfig<T>, 'step' | 'chunk' | 'complete'>,
    private readonly headerRow = config.header === true,
  ) {
    // As Papa.parse prepares a config before it reaches its ParserHandle.
    this.config = {
      ...config,
      dynamicTyping: false,
      transform: config.transform ?? false,
      step: (result: SteppedRow<T>) => {
        this.fields = result.meta.fields ?? this.fields;
        this.stepped.push(result);
      },
    };
    this.handle = new ParserHandle(this.config);
  }

  push(chunk: string): CsvRow<T>[] {
    if (this.pending) {
      // Papaparse guesses the line ending from the first MiB of its first chunk: the chunks are
      // held until that much came, so that a file guesses the same in chunks as whole.
      this.pending.push(chunk);
      this.pendingChars += chunk.length;
      return this.pendingChars >= CSV_CHUNK_CHARS ? this.release(true) : [];
    }
    return this.parse(chunk, true);
  }

  /** The last chunk (or the whole file). */
  end(chunk = ''): CsvRow<T>[] {
    if (this.pending) {
      this.pending.push(chunk);
      return this.release(false);
    }
    return this.parse(chunk, false);
  }

  private release(more: boolean): CsvRow<T>[] {
    const chunks = this.pending ?? [];
    this.pending = null;
    const start = stripBom(chunks.join('').slice(0, CSV_CHUNK_CHARS + 1));
    this.config.newline = this.handle.guessLineEndings(start, '"');
    this.lines.newline = this.config.newline;
    const rows: CsvRow<T>[] = [];
    chunks.forEach((chunk, index) => rows.push(...this.parse(chunk, more || index < chunks.length - 1)));
    return rows;
  }

  /** The first row's cells, read on their own: a file whose header came with no rows under it. */
  headerAlone(): string[] {
    if (this.rowsSeen) return this.fields;
    return (Papa.parse<string[]>(this.lines.text, { delimiter: ',', preview: 1 }).data[0] ?? []).map((field) => field.trim());
  }

  private parse(chunk: string, more: boolean): CsvRow<T>[] {
    if (!this.started && chunk !== '') {
      chunk = stripBom(chunk);
      this.started = true;
    }
    this.lines.feed(chunk);
    // Papaparse parses an unfinished row again from its start with every chunk: a row of many
    // megabytes would be read again and again. Waiting until the text doubles keeps it linear.
    if (more && this.waiting.length + chunk.length < this.partial.length) {
      this.waiting += chunk;
      return [];
    }
    const aggregate = this.partial + this.waiting + chunk;
    this.waiting = '';
    const results = this.handle.parse(aggregate, this.base, more);
    if (more) {
      const cursor = results.meta.cursor ?? this.base;
      this.partial = aggregate.substring(cursor - this.base);
      this.base = cursor;
    } else this.partial = '';
    const rows = this.stepped.splice(0).map((result) => {
      if (this.headerRow && this.lines.atStart) this.lines.skipHeader();
      const line = this.lines.rowEndingAt(result.meta.cursor);
      return { line, data: result.data, errors: result.errors.map((error) => `${error.message} (line ${String(line)})`) };
    });
    if (rows.length > 0) this.rowsSeen = true;
    return rows;
  }
}

/**
 * Reads a source through a reader, handing the rows of each chunk to `take` and waiting for it
 * before reading on. A string read at once (tests, `readText`) goes through the same reader.
 */
export async function readSource<T>(source: CsvSource, reader: CsvRowReader<T>, take: (rows: CsvRow<T>[]) => void | Promise<void>): Promise<void> {
  for await (const chunk of source()) await take(reader.push(chunk));
  await take(reader.end());
}
