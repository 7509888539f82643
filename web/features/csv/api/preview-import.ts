import { useMutation } from '@tanstack/react-query';
import { importPreviewSchema } from '../../../../common/csv';
import type { ImportMode, ImportPreview } from '../../../../common/csv';
import { apiUpload } from '../../../lib/api';
import { CSV_ROUTES } from './csv-routes';

export type CsvUpload = { text: string; mode: ImportMode };

/** What importing this CSV would do to my lists; changes nothing (400 CSV_PARSE_ERROR, NOT_CSV; 413 CSV_TOO_LARGE). */
export function previewImport({ text, mode }: CsvUpload): Promise<ImportPreview> {
  return apiUpload(CSV_ROUTES.importPreview(mode), text, { schema: importPreviewSchema });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
