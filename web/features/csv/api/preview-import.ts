import { useMutation } from '@tanstack/react-query';
import type { ImportMode, ImportPreview } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { csvRoutes } from '../../../../common/api/routes';

export type CsvUpload = { text: string; mode: ImportMode };

/** What importing this CSV would do to my lists; changes nothing (400 CSV_PARSE_ERROR, NOT_CSV; 413 CSV_TOO_LARGE). */
export function previewImport({ text, mode }: CsvUpload): Promise<ImportPreview> {
  return api(csvRoutes.previewImport, { query: { mode }, csv: text });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
