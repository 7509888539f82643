import Papa from 'papaparse';
import {
  CSV_ERROR_CODES,
  CSV_HEADERS,
  CSV_MAP_CELL_MAX,
  CSV_MAP_COLUMNS_MAX,
  CSV_MAP_SAMPLE_ROWS,
  CSV_MAX_LISTS,
  CSV_MAX_MEMBERS,
  CSV_TEXTS,
  guessColumns,
  type ColumnMapping,
  type ImportColumns,
} from '../../common/csv';
import { LIST_NAME_MAX } from '../../common/lists';
import { AppError } from '../http/errors';
import { memberEntry, parseFailure, parseListsCsv, restoreFormula, rowLines, stripBom, throwParseErrors, type CsvList, type ParsedCsv } from './csv-format';

/**
 * The member files people have (issue #38): a CSV that is not the old format, one handle per row,
 * with or without a column of list names. Without a mapping its columns are shown (the mapping
 * step); with one, it reads into the same lists, dropped entries and notes as an old-format file,
 * so the planner, the preview, the import and the rejected rows are the old format's.
 */


/**
 * Whether the header is the old format's: the fields the old reader finds (same papaparse options)
 * hold List Name and Members. Such a file is read exactly as before, whatever else it holds.
 */
export function hasListsHeader(text: string): boolean {
  const fields = headerFields(text);
  return fields.includes(CSV_HEADERS.listName) && fields.includes(CSV_HEADERS.members);
}

function headerFields(text: string): string[] {
  const input = stripBom(text);
  let fields =
    Papa.parse<Record<string, string>>(input, { header: true, delimiter: ',', skipEmptyLines: 'greedy', preview: 1, transformHeader: (header) => header.trim() }).meta
      .fields ?? [];
  if (fields.length === 0) fields = (Papa.parse<string[]>(input, { delimiter: ',', preview: 1 }).data[0] ?? []).map((field) => field.trim());
  return fields;
}

type Row = { line: number; cells: string[] };

/**
 * Every row of the file, the header first, cells trimmed (and a formula's apostrophe removed, as
 * the old reader does), with the line each starts on. More than CSV_MAX_MEMBERS rows under the
 * header, or a malformed quote, aborts like the old format.
 */
function readRows(text: string): Row[] {
  const input = stripBom(text);
  const rows: Row[] = [];
  const errors: string[] = [];
  const lines = rowLines(input);
  Papa.parse<string[]>(input, {
    delimiter: ',',
    skipEmptyLines: 'greedy',
    step: (result) => {
      const rowLine = lines.rowEndingAt(result.meta.cursor);
      for (const error of result.errors) errors.push(`${error.message} (line ${String(rowLine)})`);
      if (rows.length > CSV_MAX_MEMBERS) throw new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.tooManyMembers(CSV_MAX_MEMBERS));
      const cells = result.data.map((cell) => cell.trim());
      rows.push({ line: rowLine, cells: rows.length === 0 ? cells : cells.map(restoreFormula) });
    },
  });
  throwParseErrors(errors);
  return rows;
}

/** The mapping step's view of a file: its columns (the first CSV_MAP_COLUMNS_MAX), a few rows and the guess. */
export function readColumns(text: string): ImportColumns {
  const rows = readRows(text);
  const header = rows[0]?.cells ?? [];
  const columns = header.slice(0, CSV_MAP_COLUMNS_MAX).map((cell) => cell.slice(0, CSV_MAP_CELL_MAX));
  const samples = rows.slice(1, 1 + CSV_MAP_SAMPLE_ROWS).map((row) => columns.map((_, index) => (row.cells[index] ?? '').slice(0, CSV_MAP_CELL_MAX)));
  return { columns, samples, rows: Math.max(0, rows.length - 1), guess: guessColumns(columns) };
}

/**
 * A file read through a mapping: each row's handle (one per row, by the same rule as every form)
 * goes into the list its list column names (rows of one name, ignoring case, make one list) or
 * into the one list chosen. A column the file does not have is refused, naming it.
 */
export function parseMappedCsv(text: string, mapping: ColumnMapping): ParsedCsv {
  const rows = readRows(text);
  const width = Math.min(rows[0]?.cells.length ?? 0, CSV_MAP_COLUMNS_MAX);
  for (const column of 'into' in mapping ? [mapping.handles] : [mapping.handles, mapping.list]) {
    if (column >= width) throw new AppError(400, CSV_ERROR_CODES.mapping, CSV_TEXTS.noSuchColumn(column + 1, width));
  }
  const parsed: ParsedCsv = { lists: [], dropped: [], notes: [] };
  const byName = new Map<string, { list: CsvList; seen: Set<string> }>();
  for (const { line, cells } of rows.slice(1)) {
    let name = 'into' in mapping ? mapping.into : (cells[mapping.list] ?? '');
    if (name === '') {
      parsed.notes.push(`Line ${String(line)}: no list name; the row is skipped.`);
      continue;
    }
    if (name.length > LIST_NAME_MAX) {
      parsed.notes.push(`Line ${String(line)}: the list name is cut to ${String(LIST_NAME_MAX)} characters.`);
      name = name.slice(0, LIST_NAME_MAX);
    }
    let target = byName.get(name.toLowerCase());
    if (!target) {
      if (byName.size >= CSV_MAX_LISTS) throw new AppError(400, CSV_ERROR_CODES.parse, CSV_TEXTS.tooManyRows(CSV_MAX_LISTS));
      target = { list: { line, name, icon: null, color: null, communityId: null, members: [] }, seen: new Set() };
      byName.set(name.toLowerCase(), target);
      parsed.lists.push(target.list);
    }
    const value = cells[mapping.handles] ?? '';
    const outcome = memberEntry(value);
    if ('reason' in outcome) parsed.dropped.push({ line, list: target.list.name, entry: value, reason: outcome.reason });
    else if (target.seen.has(outcome.handle.toLowerCase())) parsed.dropped.push({ line, list: target.list.name, entry: value, reason: 'duplicate' });
    else {
      target.seen.add(outcome.handle.toLowerCase());
      target.list.members.push(outcome.handle);
    }
  }
  return parsed;
}

/**
 * What a global import reads from an upload: through the mapping when there is one; the old
 * format exactly as before when the header is the old format's; else the columns, for the mapping
 * step. The preview, the import and the rejected rows all read through here, so a preview refuses
 * with the import's own words.
 */
export function readImport(text: string, mapping: ColumnMapping | null): { parsed: ParsedCsv } | { columns: ImportColumns } {
  if (mapping) return { parsed: parseMappedCsv(text, mapping) };
  if (hasListsHeader(text)) return { parsed: parseListsCsv(text) };
  return { columns: readColumns(text) };
}

/** A file to import or to read the rejected rows of: one that needs a mapping and came without one is refused as before ('missing columns List Name, Members'). */
export function readImportLists(text: string, mapping: ColumnMapping | null): ParsedCsv {
  const read = readImport(text, mapping);
  if ('parsed' in read) return read.parsed;
  const fields = headerFields(text);
  const missing = [CSV_HEADERS.listName, CSV_HEADERS.members].filter((column) => !fields.includes(column));
  throw parseFailure(CSV_TEXTS.missingColumns(missing));
}
