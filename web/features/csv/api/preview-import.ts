import { useMutation } from '@tanstack/react-query';
import { mappingQuery, type ColumnMapping, type ImportMode, type ImportPreviewAnswer } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { csvRoutes } from '../../../../common/api/routes';

/** A file to import, its mode and, for a file that is not the old format, how its columns map (issue #38). */
export type CsvUpload = { text: string; mode: ImportMode; mapping: ColumnMapping | null };

/**
 * What importing this CSV would do to my lists, or the columns of a file that needs a mapping
 * first; changes nothing (400 CSV_PARSE_ERROR, NOT_CSV, CSV_MAPPING; 413 CSV_TOO_LARGE).
 */
export function previewImport({ text, mode, mapping }: CsvUpload): Promise<ImportPreviewAnswer> {
  return api(csvRoutes.previewImport, { query: { mode, ...mappingQuery(mapping) }, csv: text });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
