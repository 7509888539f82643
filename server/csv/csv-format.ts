import Papa from 'papaparse';
import {
  CSV_ERROR_CODES,
  CSV_HEADERS,
  CSV_MAX_LISTS,
  CSV_MAX_MEMBERS,
  CSV_MEMBER_SEPARATOR,
  CSV_TEXTS,
  DROP_REASON_TEXTS,
  REJECTED_ROWS_COLUMNS,
  type DropReason,
  type DroppedEntry,
} from '../../common/csv';
import { COMMUNITY_ID_MAX, LIST_NAME_MAX, TEXT_ICON_MAX, communityIdSchema, isTextIcon, listColorSchema, listIconSchema } from '../../common/lists';
import { memberHandle } from '../../common/x-handle.plain';
import { AppError } from '../http/errors';
import { CsvRowReader, readSource, type CsvRow, type CsvSource } from './csv-reader';

/**
 * The CSV list format of the old product (spec §3, §5, §9; docs/decisions/010): reading what it
 * wrote, and writing exactly what it wrote. Parsing and writing go through papaparse.
 */

export interface CsvList {
  /** Line of the file the list came from (the header is line 1). */
  line: number;
  name: string;
  icon: string | null;
  /** `#rrggbb`, or null when the file gave none (a colour is chosen on import). */
  color: string | null;
  communityId: string | null;
  /** Distinct handles (case-insensitively), in file order. */
  members: string[];
}

export interface ParsedCsv {
  lists: CsvList[];
  /** Every dropped member entry. */
  dropped: DroppedEntry[];
  /** Values that were not usable, and what was done instead. */
  notes: string[];
}

export const parseFailure = (message: string) => new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.parseError(message));

/**
 * Papaparse's errors, each with its line, as the spec's one 'CSV parsing error: …' (the first
 * five, then how many more). Only those five are kept: a hostile row can hold hundreds of
 * thousands of bad quotes.
 */
export class ParseErrors {
  private readonly first: string[] = [];
  private count = 0;

  add(errors: readonly string[]): void {
    for (const error of errors) if (this.first.length < 5) this.first.push(error);
    this.count += errors.length;
  }

  get any(): boolean {
    return this.count > 0;
  }

  throwAny(): void {
    if (this.count === 0) return;
    const messages = [...this.first];
    if (this.count > 5) messages.push(`and ${String(this.count - 5)} more`);
    throw parseFailure(messages.join('; '));
  }
}

/** Undoes `neutralizeFormula`: one leading apostrophe before a formula character. */
export function restoreFormula(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Spec §5's rule for a member entry, shared with the forms (common/x-handle.plain.ts). */
export function memberEntry(raw: string): { handle: string } | { reason: DropReason } {
  return memberHandle(raw);
}

/** A list of the file as it starts, before its members. */
export type CsvListHead = Omit<CsvList, 'members'>;

/**
 * Where one reading of a lists file puts what it finds, as it finds it (issue #40: a file is read
 * as a stream, never whole): each list as it starts (numbered from 0 in file order), each handle
 * kept for a list, each entry dropped, each note. A preview counts, an import writes, a test
 * collects (`collectLists`).
 */
export interface ListsSink {
  list(head: CsvListHead): void;
  member(list: number, handle: string): void;
  dropped(entry: DroppedEntry): void;
  note(text: string): void;
}

/**
 * One reading of a file: its rows go in as papaparse completes them (`take`), lists come out to
 * the sink; `finish` then throws what only the whole file decides — papaparse's errors first, as
 * before any list was read.
 */
export interface ListsReading<T> {
  reader: CsvRowReader<T>;
  take(rows: CsvRow<T>[]): void;
  finish(): void;
}

/** The file's caps, refused in the same words by every reader (this one and the mapped one). */
export const tooManyMembers = () => new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.tooManyMembers(CSV_MAX_MEMBERS));
export const tooManyLists = () => new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.tooManyRows(CSV_MAX_LISTS));

/**
 * Reads a lists file: headers and values trimmed, empty lines skipped, a UTF-8 BOM and CRLF
 * accepted, 'undefined' community id as none. Any papaparse error aborts with the spec's
 * 'CSV parsing error: <messages>'. Both column orders (all lists, one list) read the same. Each
 * row is a list; only one row's members are held at a time.
 */
export function oldFormatReading(sink: ListsSink): ListsReading<Record<string, string>> {
  const reader = new CsvRowReader<Record<string, string>>({
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => restoreFormula(value.trim()),
  });
  const errors = new ParseErrors();
  let rows = 0;
  let entries = 0;
  let lists = 0;
  let missing: string[] | null = null;
  /** Too many members: said after papaparse's errors and the missing columns, as when the file was read whole. */
  let refused: AppError | null = null;
  const missingColumns = (fields: string[]) => [CSV_HEADERS.listName, CSV_HEADERS.members].filter((column) => !fields.includes(column));

  return {
    reader,
    take(taken) {
      for (const { line, data: row, errors: rowErrors } of taken) {
        errors.add(rowErrors);
        if (rows >= CSV_MAX_LISTS) throw tooManyLists();
        rows += 1;
        missing ??= missingColumns(reader.fields);
        // A file that will be refused: nothing more to read from it.
        if (errors.any || missing.length > 0 || refused) continue;
        const cell = (column: string) => row[column] ?? '';
        let name = cell(CSV_HEADERS.listName);
        if (name === '') {
          sink.note(`Line ${String(line)}: no list name; the row is skipped.`);
          continue;
        }
        const text = cell(CSV_HEADERS.members);
        // Never more entries than the cap allows, plus one to know it is passed.
        const raw = text === '' ? [] : text.split(CSV_MEMBER_SEPARATOR, CSV_MAX_MEMBERS - entries + 1);
        entries += raw.length;
        if (entries > CSV_MAX_MEMBERS) {
          refused = tooManyMembers();
          continue;
        }
        if (name.length > LIST_NAME_MAX) {
          sink.note(`Line ${String(line)}: the list name is cut to ${String(LIST_NAME_MAX)} characters.`);
          name = name.slice(0, LIST_NAME_MAX);
        }
        const notes: string[] = [];
        const head: CsvListHead = {
          line,
          name,
          icon: readIcon(cell(CSV_HEADERS.icon), line, notes),
          color: readColor(cell(CSV_HEADERS.color), line, notes),
          communityId: readCommunityId(cell(CSV_HEADERS.communityId), line, notes),
        };
        for (const note of notes) sink.note(note);
        sink.list(head);
        const index = lists;
        lists += 1;
        const seen = new Set<string>();
        for (const value of raw) {
          const outcome = memberEntry(value);
          if ('reason' in outcome) sink.dropped({ line, list: name, entry: value.trim(), reason: outcome.reason });
          else if (seen.has(outcome.handle.toLowerCase())) sink.dropped({ line, list: name, entry: value.trim(), reason: 'duplicate' });
          else {
            seen.add(outcome.handle.toLowerCase());
            sink.member(index, outcome.handle);
          }
        }
      }
    },
    finish() {
      errors.throwAny();
      // A file with a header and no rows never gave a row: read the header on its own.
      const absent = missing ?? missingColumns(reader.headerAlone());
      if (absent.length > 0) throw parseFailure(CSV_TEXTS.missingColumns(absent));
      if (refused) throw refused;
    },
  };
}

/** A reading of a whole string at once (tests, small files): the same reader, one chunk. */
export function readText<T>(text: string, reading: ListsReading<T>): void {
  reading.take(reading.reader.end(text));
  reading.finish();
}

/** A reading of a source, chunk by chunk; `between` runs after each chunk's rows (an import writes its batch there). */
export async function readListsSource<T>(source: CsvSource, reading: ListsReading<T>, between?: () => Promise<void>): Promise<void> {
  await readSource(source, reading.reader, async (rows) => {
    reading.take(rows);
    if (between) await between();
  });
  reading.finish();
}

/** A sink that keeps everything: the whole file read into lists (tests, and what the routes read whole). */
export function collectLists(): { sink: ListsSink; parsed: ParsedCsv } {
  const parsed: ParsedCsv = { lists: [], dropped: [], notes: [] };
  return {
    parsed,
    sink: {
      list: (head) => void parsed.lists.push({ ...head, members: [] }),
      member: (list, handle) => void parsed.lists[list]!.members.push(handle),
      dropped: (entry) => void parsed.dropped.push(entry),
      note: (text) => void parsed.notes.push(text),
    },
  };
}

/** The old format read whole, from a string. */
export function parseListsCsv(text: string): ParsedCsv {
  const { sink, parsed } = collectLists();
  readText(text, oldFormatReading(sink));
  return parsed;
}

/**
 * An icon that is not one emoji is kept as text up to this many characters (issue #21: nothing
 * lost; common/lists.ts `isTextIcon`, which never segments a long cell whole).
 */
export const CSV_TEXT_ICON_MAX = TEXT_ICON_MAX;

function readIcon(value: string, line: number, notes: string[]): string | null {
  if (value === '' || value === 'undefined' || value === 'null') return null;
  const icon = listIconSchema.safeParse(value);
  if (icon.success) return icon.data;
  // Another mark a user gave their list ('VIP', '★★'): kept as the text it is, when it is short
  // and holds no control character.
  if (isTextIcon(value)) return value;
  notes.push(`Line ${String(line)}: the icon "${value.slice(0, 20)}" is neither one emoji nor a text of at most ${String(CSV_TEXT_ICON_MAX)} characters; the list gets none.`);
  return null;
}

function readColor(value: string, line: number, notes: string[]): string | null {
  if (value === '' || value === 'undefined' || value === 'null') return null;
  // '#fa0' is '#ffaa00', as CSS reads it.
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(value);
  const color = listColorSchema.safeParse(short ? `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}` : value);
  if (color.success) return color.data;
  notes.push(`Line ${String(line)}: the colour "${value.slice(0, 20)}" is not #rrggbb; a random one is used.`);
  return null;
}

function readCommunityId(value: string, line: number, notes: string[]): string | null {
  if (value === '' || value === 'undefined' || value === 'null') return null;
  const id = communityIdSchema.safeParse(value);
  if (id.success) return id.data;
  notes.push(
    `Line ${String(line)}: the community id "${value.slice(0, COMMUNITY_ID_MAX)}" is not a number; the list gets none.`,
  );
  return null;
}

/**
 * Formula injection (docs/decisions/010): a cell starting with '=', '+', '-', '@', a tab or a
 * carriage return (after any apostrophes) gets one more leading apostrophe, so a spreadsheet
 * shows it as text; import removes exactly one. Handles, colours, emoji and numeric community ids
 * never start with those, so ordinary files are byte-identical to the old product's.
 */
export function neutralizeFormula(value: string): string {
  return /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type ExportList = {
  name: string;
  icon: string | null;
  color: string | null;
  communityId: string | null;
  /** Usernames joined with ';'. */
  members: string;
};

/** The old product's line ending (papaparse's unparse default). */
export const CSV_NEWLINE = '\r\n';

/** CSV lines (no trailing newline) for these lists, every value quoted, in `columns` order. */
export function csvRows(lists: ExportList[], columns: readonly string[]): string {
  const data = lists.map((list) => {
    const values: Record<string, string> = {
      [CSV_HEADERS.listName]: list.name,
      [CSV_HEADERS.icon]: list.icon ?? '',
      [CSV_HEADERS.color]: list.color ?? '',
      [CSV_HEADERS.communityId]: list.communityId ?? 'undefined',
      [CSV_HEADERS.members]: list.members,
    };
    return columns.map((column) => neutralizeFormula(values[column]!));
  });
  return Papa.unparse(data, { quotes: true, newline: CSV_NEWLINE, header: false });
}

/**
 * The rejected rows of a lists file (issue #21): every member entry an import drops and every
 * value it cannot use, with its line and why, as a CSV to fix and import again. Formula-guarded
 * like an export.
 */
export function rejectedRowsCsv(parsed: ParsedCsv): string {
  const rows: string[][] = parsed.dropped.map((entry) => [String(entry.line), entry.list, entry.entry, DROP_REASON_TEXTS[entry.reason]]);
  for (const note of parsed.notes) {
    const line = /^Line (\d+): /.exec(note);
    rows.push([line ? line[1]! : '', '', '', line ? note.slice(line[0].length) : note]);
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  const lines = [[...REJECTED_ROWS_COLUMNS], ...rows.map((row) => row.map(neutralizeFormula))];
  return Papa.unparse(lines, { quotes: true, newline: CSV_NEWLINE }) + CSV_NEWLINE;
}

/** The header line. */
export function csvHeader(columns: readonly string[]): string {
  return Papa.unparse([columns as string[]], { quotes: true, newline: CSV_NEWLINE });
}
