import { useMutation } from '@tanstack/react-query';
import { listImportPreviewSchema } from '../../../../common/csv';
import type { ListImportPreview } from '../../../../common/csv';
import { apiUpload } from '../../../lib/api';
import { CSV_ROUTES } from './csv-routes';

export type ListCsvUpload = { listId: number; text: string };

/** What importing this one-list CSV would do to the list; changes nothing (404 for a list that is not mine). */
export function previewListImport({ listId, text }: ListCsvUpload): Promise<ListImportPreview> {
  return apiUpload(CSV_ROUTES.listImportPreview(listId), text, { schema: listImportPreviewSchema });
}

export function usePreviewListImport() {
  return useMutation({ mutationFn: previewListImport });
}
