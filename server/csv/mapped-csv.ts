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
import {
  collectLists,
  memberEntry,
  oldFormatReading,
  parseFailure,
  readText,
  restoreFormula,
  ParseErrors,
  tooManyLists,
  tooManyMembers,
  type ListsReading,
  type ListsSink,
  type ParsedCsv,
} from './csv-format';
import { CsvRowReader, readSource, textSource, type CsvSource } from './csv-reader';

/**
 * The member files people have (issue #38): a CSV that is not the old format, one handle per row,
 * with or without a column of list names. Without a mapping its columns are shown (the mapping
 * step); with one, it reads into the same lists, dropped entries and notes as an old-format file,
 * so the planner, the preview, the import and the rejected rows are the old format's.
 */


/** The first row's cells, trimmed (what the old reader takes for the header's fields): read from the file's start only. */
async function headerFields(source: CsvSource): Promise<string[]> {
  const reader = new CsvRowReader<string[]>({ delimiter: ',', skipEmptyLines: 'greedy' });
  let first: string[] | null = null;
  for await (const chunk of source()) {
    first = reader.push(chunk)[0]?.data ?? null;
    if (first) break;
  }
  first ??= reader.end()[0]?.data ?? [];
  return first.map((field) => field.trim());
}

/**
 * Whether the header is the old format's: its fields hold List Name and Members. Such a file is
 * read exactly as before, whatever else it holds.
 */
export async function hasListsHeader(source: CsvSource): Promise<boolean> {
  const fields = await headerFields(source);
  return fields.includes(CSV_HEADERS.listName) && fields.includes(CSV_HEADERS.members);
}

/** Every row of the file, the header first, cells trimmed (and a formula's apostrophe removed, as the old reader does). */
function rowReader() {
  return new CsvRowReader<string[]>({ delimiter: ',', skipEmptyLines: 'greedy' });
}

/** The mapping step's view of a file: its columns (the first CSV_MAP_COLUMNS_MAX), a few rows and the guess. */
export async function readColumns(source: CsvSource): Promise<ImportColumns> {
  const reader = rowReader();
  const errors = new ParseErrors();
  const kept: string[][] = [];
  let rows = 0;
  await readSource(source, reader, (taken) => {
    for (const row of taken) {
      errors.add(row.errors);
      if (rows > CSV_MAX_MEMBERS) throw tooManyMembers();
      if (rows <= CSV_MAP_SAMPLE_ROWS) kept.push(row.data.map((cell) => (rows === 0 ? cell.trim() : restoreFormula(cell.trim()))));
      rows += 1;
    }
  });
  errors.throwAny();
  const header = kept[0] ?? [];
  const columns = header.slice(0, CSV_MAP_COLUMNS_MAX).map((cell) => cell.slice(0, CSV_MAP_CELL_MAX));
  const samples = kept.slice(1).map((cells) => columns.map((_, index) => (cells[index] ?? '').slice(0, CSV_MAP_CELL_MAX)));
  return { columns, samples, rows: Math.max(0, rows - 1), guess: guessColumns(columns) };
}

/**
 * A file read through a mapping: each row's handle (one per row, by the same rule as every form)
 * goes into the list its list column names (rows of one name, ignoring case, make one list) or
 * into the one list chosen. A column the file does not have is refused, naming it. The handles
 * each list has kept are remembered to the end of the reading (a list's rows may be anywhere).
 */
export function mappedReading(mapping: ColumnMapping, sink: ListsSink): ListsReading<string[]> {
  const reader = rowReader();
  const errors = new ParseErrors();
  let rows = 0;
  let width: number | null = null;
  let refused: AppError | null = null;
  const checkColumns = (columns: number) => {
    for (const column of 'into' in mapping ? [mapping.handles] : [mapping.handles, mapping.list]) {
      if (column >= columns) return new AppError(400, CSV_ERROR_CODES.mapping, CSV_TEXTS.noSuchColumn(column + 1, columns));
    }
    return null;
  };
  const byName = new Map<string, { index: number; name: string; seen: Set<string> }>();
  return {
    reader,
    take(taken) {
      for (const { line, data, errors: rowErrors } of taken) {
        errors.add(rowErrors);
        if (rows > CSV_MAX_MEMBERS) throw tooManyMembers();
        rows += 1;
        if (width === null) {
          width = Math.min(data.length, CSV_MAP_COLUMNS_MAX);
          refused = checkColumns(width);
          continue;
        }
        if (errors.any || refused) continue;
        const cells = data.map((cell) => restoreFormula(cell.trim()));
        let name = 'into' in mapping ? mapping.into : (cells[mapping.list] ?? '');
        if (name === '') {
          sink.note(`Line ${String(line)}: no list name; the row is skipped.`);
          continue;
        }
        if (name.length > LIST_NAME_MAX) {
          sink.note(`Line ${String(line)}: the list name is cut to ${String(LIST_NAME_MAX)} characters.`);
          name = name.slice(0, LIST_NAME_MAX);
        }
        let target = byName.get(name.toLowerCase());
        if (!target) {
          if (byName.size >= CSV_MAX_LISTS) {
            refused = tooManyLists();
            continue;
          }
          target = { index: byName.size, name, seen: new Set() };
          byName.set(name.toLowerCase(), target);
          sink.list({ line, name, icon: null, color: null, communityId: null });
        }
        const value = cells[mapping.handles] ?? '';
        const outcome = memberEntry(value);
        if ('reason' in outcome) sink.dropped({ line, list: target.name, entry: value, reason: outcome.reason });
        else if (target.seen.has(outcome.handle.toLowerCase())) sink.dropped({ line, list: target.name, entry: value, reason: 'duplicate' });
        else {
          target.seen.add(outcome.handle.toLowerCase());
          sink.member(target.index, outcome.handle);
        }
      }
    },
    finish() {
      errors.throwAny();
      // An empty file has no columns.
      const failed = width === null ? checkColumns(0) : refused;
      if (failed) throw failed;
    },
  };
}

/**
 * How a global import reads an upload: through the mapping when there is one; the old format
 * exactly as before when the header is the old format's; else null: the file needs a mapping.
 * The preview, the import and the rejected rows all read through here, so a preview refuses with
 * the import's own words.
 */
export async function importReading(source: CsvSource, mapping: ColumnMapping | null): Promise<((sink: ListsSink) => ListsReading<unknown>) | null> {
  if (mapping) return (sink) => mappedReading(mapping, sink) as ListsReading<unknown>;
  if (await hasListsHeader(source)) return (sink) => oldFormatReading(sink) as ListsReading<unknown>;
  return null;
}

/** A file to import or to read the rejected rows of: one that needs a mapping and came without one is refused as before ('missing columns List Name, Members'). */
export async function importListsReading(source: CsvSource, mapping: ColumnMapping | null): Promise<(sink: ListsSink) => ListsReading<unknown>> {
  const reading = await importReading(source, mapping);
  if (reading) return reading;
  // Read as the preview reads it (the mapping step): its refusals first, in its words.
  await readColumns(source);
  const fields = await headerFields(source);
  const missing = [CSV_HEADERS.listName, CSV_HEADERS.members].filter((column) => !fields.includes(column));
  throw parseFailure(CSV_TEXTS.missingColumns(missing));
}

/** A whole string read as an import reads it (tests): the lists, or the columns of a file that needs a mapping. */
export async function readImport(text: string, mapping: ColumnMapping | null): Promise<{ parsed: ParsedCsv } | { columns: ImportColumns }> {
  const source = textSource(text);
  const reading = await importReading(source, mapping);
  if (!reading) return { columns: await readColumns(source) };
  const { sink, parsed } = collectLists();
  readText(text, reading(sink));
  return { parsed };
}
