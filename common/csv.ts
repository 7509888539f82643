import { z } from 'zod';
import { idSchema } from './integers';
import { listNameSchema } from './lists';

/**
 * CSV import and export of lists (spec §3 "CSV list format", §5 "CSV import", §7, §8, §9): the
 * exact texts, the limits, and the answers of the import and export routes.
 *
 * Routes (all signed-in, scoped to my lists; CSV bodies are sent as `Content-Type: text/csv`):
 * - POST /api/import/preview?mode=replace|merge  (CSV) → ImportPreview, changes nothing
 * - POST /api/import?mode=replace|merge          (CSV) → ImportResult, one transaction
 * - POST /api/lists/:id/import/preview            (CSV) → ListImportPreview
 * - POST /api/lists/:id/import                    (CSV) → ListImportResult, one transaction
 * - GET  /api/export                      → lists.csv          (400 'No lists to export')
 * - POST /api/export/selected {listIds}   → selected_lists.csv (400 'No lists selected for export')
 * - GET  /api/lists/:id/export            → <List_Name>.csv
 * Exports answer `text/csv; charset=utf-8` with `Content-Disposition: attachment`.
 */

/**
 * Member entries per file, before dropping: X's own ceiling for one account (5,000 members ×
 * 1,000 lists; issue #40). The server reads a file as a stream and writes it in batches, so its
 * memory does not grow with the file (docs/decisions/041).
 */
export const CSV_MAX_MEMBERS = 5_000_000;
/**
 * Upload size limit of the import routes (413 above it): 5,000,000 handles of 15 characters with
 * their separators, in either format, fit (an average handle is 10–11 characters).
 */
export const CSV_MAX_BYTES = 100 * 1024 * 1024;
/** Rows (lists) per file. */
export const CSV_MAX_LISTS = 5_000;
/** Dropped entries listed one by one in a preview (the count is always complete). */
export const CSV_PREVIEW_DROPPED_MAX = 200;

export const CSV_TEXTS = {
  noFileSelected: 'No file selected',
  listIdNotFound: 'List ID not found',
  listsChanged: 'Your lists changed while importing (a list was deleted): nothing was imported. Preview the file again.',
  userNotLoggedIn: 'User not logged in',
  parseError: (messages: string) => `CSV parsing error: ${messages}`,
  noListsToExport: 'No lists to export',
  noListsSelectedForExport: 'No lists selected for export',
  /** Spec §5: "A given maximum list count must be above 0". */
  maxListCountZero: 'Your plan allows no lists: the maximum list count must be above 0 to import.',
  tooManyLists: (inFile: number, max: number) =>
    `This import would leave you with ${inFile.toLocaleString('en-US')} lists, but your plan allows at most ${max.toLocaleString('en-US')}.`,
  fileTooLarge: `The file is larger than ${String(CSV_MAX_BYTES / (1024 * 1024))} MB.`,
  notCsv: 'This file is not a CSV file (expected text with the columns List Name, Icon, Color, communityId, Members).',
  missingColumns: (columns: string[]) => `missing column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
  noListsInFile: 'The file holds no lists.',
  tooManyRows: (max: number) => `The file holds more than ${max.toLocaleString('en-US')} lists.`,
  tooManyMembers: (max: number) => `The file holds more than ${max.toLocaleString('en-US')} members.`,
  /** The preview shows the first notes; the rejected rows file has them all. */
  moreNotes: (count: number) => `And ${count.toLocaleString('en-US')} more: the rejected rows file lists them all.`,
  /** A mapping (issue #38) that names a column the file does not have. */
  noSuchColumn: (column: number, columns: number) =>
    `The file has no column ${String(column)}: it has ${columns === 1 ? '1 column' : `${String(columns)} columns`}.`,
  handlesColumnNeeded: 'Choose the column that holds the handles.',
  listChoiceNeeded: 'Choose the column that holds the list names, or one list for every handle.',
  listChoiceTwice: 'Choose either a column of list names or one list for every handle, not both.',
} as const;


/** Global import: 'replace' is the spec's behaviour (my lists are replaced); 'merge' adds. */
const importModeSchema = z.enum(['replace', 'merge']);
export type ImportMode = z.infer<typeof importModeSchema>;

/**
 * A file that is not in the old format (issue #38: one handle per row, `username` or `handle`,
 * with or without a list column) is read through a mapping the person chooses: the column of the
 * handles and either the column of the list names or one list for every row. Columns are counted
 * from 0 in the query (`handles=0&list=1`, `handles=0&into=VIP`) and shown from 1.
 */
export const CSV_MAP_COLUMNS_MAX = 50;
/** Rows of the file the mapping step shows. */
export const CSV_MAP_SAMPLE_ROWS = 3;
/** Characters of a column name or a sample cell the mapping step shows. */
export const CSV_MAP_CELL_MAX = 60;
/** Header names (lower case; spaces, '_' and '-' alike) guessed as the column of the handles, then of the list names. */
const HANDLE_COLUMN_NAMES = ['username', 'user name', 'handle', 'user', 'screen name', 'twitter', 'x', 'twitter handle', 'x handle', 'member', 'members'];
const LIST_COLUMN_NAMES = ['list', 'list name', 'lists'];

/** The mapping's guess for a header: the first column named like a handle column, and like a list column. */
export function guessColumns(columns: readonly string[]): { handles: number | null; list: number | null } {
  const names = columns.map((column) => column.trim().toLowerCase().replace(/^@/, '').replace(/[\s_-]+/g, ' '));
  const find = (wanted: string[]) => {
    const index = names.findIndex((name) => wanted.includes(name));
    return index === -1 ? null : index;
  };
  return { handles: find(HANDLE_COLUMN_NAMES), list: find(LIST_COLUMN_NAMES) };
}

const columnIndexSchema = z.coerce
  .number()
  .int()
  .min(0, `A column is a number from 0 to ${String(CSV_MAP_COLUMNS_MAX - 1)}`)
  .max(CSV_MAP_COLUMNS_MAX - 1, `A column is a number from 0 to ${String(CSV_MAP_COLUMNS_MAX - 1)}`);

/** How a file that is not the old format is read: the handles' column, and the list names' column or one list for all. */
export type ColumnMapping = { handles: number; list: number } | { handles: number; into: string };

export const importQuerySchema = z
  .object({
    mode: importModeSchema.default('replace'),
    handles: columnIndexSchema.optional(),
    list: columnIndexSchema.optional(),
    /** Every handle into this list (a list of mine with this name, ignoring case, when merging; else a new one). */
    into: listNameSchema.optional(),
  })
  .superRefine((query, context) => {
    const mapped = query.handles !== undefined || query.list !== undefined || query.into !== undefined;
    if (!mapped) return;
    if (query.handles === undefined) context.addIssue({ code: 'custom', path: ['handles'], message: CSV_TEXTS.handlesColumnNeeded });
    if (query.list === undefined && query.into === undefined) context.addIssue({ code: 'custom', path: ['list'], message: CSV_TEXTS.listChoiceNeeded });
    if (query.list !== undefined && query.into !== undefined) context.addIssue({ code: 'custom', path: ['into'], message: CSV_TEXTS.listChoiceTwice });
  });
export type ImportQuery = z.infer<typeof importQuerySchema>;
/** The rejected rows of a file read through the same mapping as its import. */
export const rejectedRowsQuerySchema = importQuerySchema;

/** The mapping a valid query carries, or null for a file read in the old format. */
export function mappingOf(query: { handles?: number | undefined; list?: number | undefined; into?: string | undefined }): ColumnMapping | null {
  if (query.handles === undefined) return null;
  if (query.into !== undefined) return { handles: query.handles, into: query.into };
  if (query.list !== undefined) return { handles: query.handles, list: query.list };
  return null;
}

/** The query of a mapping, as the web app sends it (`handles`, then `list` or `into`). */
export function mappingQuery(mapping: ColumnMapping | null): { handles?: number; list?: number; into?: string } {
  if (!mapping) return {};
  return 'into' in mapping ? { handles: mapping.handles, into: mapping.into } : { handles: mapping.handles, list: mapping.list };
}

/**
 * The preview of a file whose header is not the old format and that came without a mapping: its
 * columns, a few rows and the guess, for the mapping step.
 */
export const importColumnsSchema = z.object({
  /** The header's cells (the first CSV_MAP_COLUMNS_MAX, each cut to CSV_MAP_CELL_MAX characters). */
  columns: z.array(z.string()),
  /** The first CSV_MAP_SAMPLE_ROWS rows, one cell per column. */
  samples: z.array(z.array(z.string())),
  /** Rows under the header. */
  rows: z.number().int(),
  guess: z.object({ handles: z.number().int().nullable(), list: z.number().int().nullable() }),
});
export type ImportColumns = z.infer<typeof importColumnsSchema>;

/** The template the import dialog offers: the old format's exact header and one example row. */
export const CSV_TEMPLATE_FILE_NAME = 'rollcall-lists-template.csv';
export const CSV_TEMPLATE_ROW = ['Giveaway entrants', '🎉', '#4f46e5', 'undefined', 'jack;ann_smith'] as const;

export const CSV_HEADERS = {
  listName: 'List Name',
  icon: 'Icon',
  color: 'Color',
  communityId: 'communityId',
  members: 'Members',
} as const;
/** Column order of the all-lists and selected-lists files. */
export const LISTS_CSV_COLUMNS = [CSV_HEADERS.listName, CSV_HEADERS.icon, CSV_HEADERS.color, CSV_HEADERS.communityId, CSV_HEADERS.members];
/** Column order of the one-list file. */
export const LIST_CSV_COLUMNS = [CSV_HEADERS.listName, CSV_HEADERS.icon, CSV_HEADERS.color, CSV_HEADERS.members, CSV_HEADERS.communityId];
export const CSV_MEMBER_SEPARATOR = ';';
/** The template's text, written as an export writes it: every value quoted, CRLF between lines, none after the last. */
export function csvTemplate(): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  return [LISTS_CSV_COLUMNS, CSV_TEMPLATE_ROW].map((row) => row.map(quote).join(',')).join('\r\n');
}
export const ALL_LISTS_FILE_NAME = 'lists.csv';
export const SELECTED_LISTS_FILE_NAME = 'selected_lists.csv';
/** What an import could not use, as a file to fix and import again (issue #21). */
export const REJECTED_ROWS_FILE_NAME = 'rejected_rows.csv';
export const REJECTED_ROWS_COLUMNS = ['Line', 'List Name', 'Value', 'Why'] as const;
/** Spec §9: the list name with spaces replaced by underscores, plus '.csv'. */
export function listCsvFileName(listName: string): string {
  return `${listName.replace(/ /g, '_')}.csv`;
}

const dropReasonSchema = z.enum(['empty', 'undefined', 'at-sign', 'numeric', 'invalid', 'duplicate']);
export type DropReason = z.infer<typeof dropReasonSchema>;
/** Why a member entry was dropped, in words (the preview and the rejected rows file say the same). */
export const DROP_REASON_TEXTS: Record<DropReason, string> = {
  empty: 'empty',
  undefined: "the word 'undefined'",
  'at-sign': "an '@' inside",
  numeric: 'only digits',
  invalid: 'not an X username',
  duplicate: 'already listed',
};
const droppedEntrySchema = z.object({
  /** Line of the file (1 is the header). */
  line: z.number().int(),
  list: z.string(),
  entry: z.string(),
  reason: dropReasonSchema,
});
export type DroppedEntry = z.infer<typeof droppedEntrySchema>;

export const importPreviewSchema = z.object({
  mode: importModeSchema,
  lists: z.array(
    z.object({
      name: z.string(),
      icon: z.string().nullable(),
      color: z.string(),
      communityId: z.string().nullable(),
      /** Members the file gives this list, after dropping. */
      members: z.number().int(),
      /** 'merge': a list of mine with this name gets the members it lacks. */
      action: z.enum(['create', 'merge']),
    }),
  ),
  totals: z.object({ lists: z.number().int(), members: z.number().int(), dropped: z.number().int() }),
  /** The first CSV_PREVIEW_DROPPED_MAX dropped entries. */
  dropped: z.array(droppedEntrySchema),
  /** Values that were not usable and what was done instead (icon, colour, community id, name). */
  notes: z.array(z.string()),
  /** What replace removes (zeros for merge). */
  removes: z.object({ lists: z.number().int(), members: z.number().int() }),
  /** Non-null: the import will be refused, and why (the plan's list limit). */
  refusal: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
/** The preview route's answer: what the import would do, or the columns of a file that needs a mapping first. */
export const importPreviewAnswerSchema = z.union([importPreviewSchema, z.object({ needsMapping: importColumnsSchema })]);
export type ImportPreviewAnswer = z.infer<typeof importPreviewAnswerSchema>;

export const importResultSchema = z.object({
  lists: z.number().int(),
  members: z.number().int(),
  dropped: z.number().int(),
  removedLists: z.number().int(),
  removedMembers: z.number().int(),
  /** A replace import's snapshot of the lists it replaced (Import history; restoring it undoes the import), else null. */
  snapshotId: z.number().int().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const listImportPreviewSchema = z.object({
  listName: z.string(),
  /** Members the list will hold (the file's, after dropping). */
  members: z.number().int(),
  /** Members it holds now, all replaced. */
  removes: z.number().int(),
  icon: z.string().nullable(),
  communityId: z.string().nullable(),
  totals: z.object({ dropped: z.number().int() }),
  dropped: z.array(droppedEntrySchema),
  notes: z.array(z.string()),
});
export type ListImportPreview = z.infer<typeof listImportPreviewSchema>;

export const listImportResultSchema = z.object({ members: z.number().int(), removed: z.number().int(), dropped: z.number().int() });
export type ListImportResult = z.infer<typeof listImportResultSchema>;

export const exportSelectedSchema = z.object({ listIds: z.array(idSchema).max(5000) });

export const CSV_ERROR_CODES = {
  parse: 'CSV_PARSE_ERROR',
  notCsv: 'NOT_CSV',
  tooLarge: 'CSV_TOO_LARGE',
  nothingToExport: 'NOTHING_TO_EXPORT',
  /** A mapping that names a column the file does not have. */
  mapping: 'CSV_MAPPING',
} as const;
