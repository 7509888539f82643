import { z } from 'zod';
import { idSchema } from './integers';

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

/** Upload size limit of the import routes (413 above it). */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Rows (lists) per file. */
export const CSV_MAX_LISTS = 5_000;
/** Member entries per file, before dropping. */
export const CSV_MAX_MEMBERS = 200_000;
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
} as const;


/** Global import: 'replace' is the spec's behaviour (my lists are replaced); 'merge' adds. */
const importModeSchema = z.enum(['replace', 'merge']);
export type ImportMode = z.infer<typeof importModeSchema>;
export const importQuerySchema = z.object({ mode: importModeSchema.default('replace') });

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
} as const;
