import { useMutation } from '@tanstack/react-query';
import type { ListImportPreview } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { csvRoutes } from '../../../../common/api/routes';

export type ListCsvUpload = { listId: number; text: string };

/** What importing this one-list CSV would do to the list; changes nothing (404 for a list that is not mine). */
export function previewListImport({ listId, text }: ListCsvUpload): Promise<ListImportPreview> {
  return api(csvRoutes.previewListImport, { params: { id: listId }, csv: text });
}

export function usePreviewListImport() {
  return useMutation({ mutationFn: previewListImport });
}
