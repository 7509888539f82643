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

/** The file's text without a UTF-8 byte order mark. */
export const stripBom = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Line numbers for messages, read along as papaparse steps through `input` (every reader of a
 * lists file: this one and the mapped one, mapped-csv.ts). Papaparse reports where each row ends;
 * the row starts after the previous one and any blank lines.
 */
export function rowLines(input: string) {
  let position = 0;
  let line = 1;
  const advance = (to: number) => {
    for (let i = position; i < to; i += 1) if (input.charCodeAt(i) === 10) line += 1;
    position = to;
  };
  return {
    get atStart() {
      return position === 0;
    },
    advance,
    /** The line the row ending at `cursor` starts on. */
    rowEndingAt(cursor: number): number {
      const blank = /^(?:[ \t]*\r?\n)*/.exec(input.slice(position, position + 4096))?.[0].length ?? 0;
      advance(position + blank);
      const rowLine = line;
      advance(cursor);
      return rowLine;
    },
  };
}

/** Papaparse's errors, each with its line, as the spec's one 'CSV parsing error: …' (the first five, then how many more). */
export function throwParseErrors(errors: string[]): void {
  if (errors.length === 0) return;
  const messages = errors.slice(0, 5);
  if (errors.length > 5) messages.push(`and ${String(errors.length - 5)} more`);
  throw parseFailure(messages.join('; '));
}

/** Undoes `neutralizeFormula`: one leading apostrophe before a formula character. */
export function restoreFormula(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Spec §5's rule for a member entry, shared with the forms (common/x-handle.plain.ts). */
export function memberEntry(raw: string): { handle: string } | { reason: DropReason } {
  return memberHandle(raw);
}

/**
 * Reads a lists file: headers and values trimmed, empty lines skipped, a UTF-8 BOM and CRLF
 * accepted, 'undefined' community id as none. Any papaparse error aborts with the spec's
 * 'CSV parsing error: <messages>'. Both column orders (all lists, one list) read the same.
 */
export function parseListsCsv(text: string): ParsedCsv {
  const input = stripBom(text);
  const rows: { line: number; row: Record<string, string> }[] = [];
  const errors: string[] = [];
  let fields: string[] = [];
  const lines = rowLines(input);
  Papa.parse<Record<string, string>>(input, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => restoreFormula(value.trim()),
    step: (result) => {
      fields = result.meta.fields ?? fields;
      if (lines.atStart) {
        // The header line (after any blank lines) comes before the first row.
        const headerEnd = input.indexOf('\n', input.length - input.trimStart().length);
        lines.advance(headerEnd === -1 ? input.length : headerEnd + 1);
      }
      const rowLine = lines.rowEndingAt(result.meta.cursor);
      for (const error of result.errors) errors.push(`${error.message} (line ${String(rowLine)})`);
      if (rows.length >= CSV_MAX_LISTS) throw new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.tooManyRows(CSV_MAX_LISTS));
      rows.push({ line: rowLine, row: result.data });
    },
  });
  throwParseErrors(errors);
  // A file with a header and no rows never reaches `step`: read the header on its own.
  if (fields.length === 0) fields = (Papa.parse<string[]>(input, { delimiter: ',', preview: 1 }).data[0] ?? []).map((field) => field.trim());
  const missing = [CSV_HEADERS.listName, CSV_HEADERS.members].filter((column) => !fields.includes(column));
  if (missing.length > 0) throw parseFailure(CSV_TEXTS.missingColumns(missing));

  const parsed: ParsedCsv = { lists: [], dropped: [], notes: [] };
  let entries = 0;
  for (const { line, row } of rows) {
    const cell = (column: string) => row[column] ?? '';
    let name = cell(CSV_HEADERS.listName);
    if (name === '') {
      parsed.notes.push(`Line ${String(line)}: no list name; the row is skipped.`);
      continue;
    }
    if (name.length > LIST_NAME_MAX) {
      parsed.notes.push(`Line ${String(line)}: the list name is cut to ${String(LIST_NAME_MAX)} characters.`);
      name = name.slice(0, LIST_NAME_MAX);
    }
    const members: string[] = [];
    const seen = new Set<string>();
    const text = cell(CSV_HEADERS.members);
    const raw = text === '' ? [] : text.split(CSV_MEMBER_SEPARATOR);
    entries += raw.length;
    if (entries > CSV_MAX_MEMBERS) throw new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.tooManyMembers(CSV_MAX_MEMBERS));
    for (const value of raw) {
      const outcome = memberEntry(value);
      if ('reason' in outcome) parsed.dropped.push({ line, list: name, entry: value.trim(), reason: outcome.reason });
      else if (seen.has(outcome.handle.toLowerCase())) parsed.dropped.push({ line, list: name, entry: value.trim(), reason: 'duplicate' });
      else {
        seen.add(outcome.handle.toLowerCase());
        members.push(outcome.handle);
      }
    }
    parsed.lists.push({
      line,
      name,
      icon: readIcon(cell(CSV_HEADERS.icon), line, parsed.notes),
      color: readColor(cell(CSV_HEADERS.color), line, parsed.notes),
      communityId: readCommunityId(cell(CSV_HEADERS.communityId), line, parsed.notes),
      members,
    });
  }
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
