import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listImportResultSchema } from '../../../../common/csv';
import type { ListImportResult } from '../../../../common/csv';
import { apiUpload } from '../../../lib/api';
import { CSV_ROUTES, refreshListsAndMembers } from './csv-routes';
import type { ListCsvUpload } from './preview-list-import';

/** The per-list import (spec §7): replaces the list's members, sets its icon and community id, in one transaction. */
export function importListCsv({ listId, text }: ListCsvUpload): Promise<ListImportResult> {
  return apiUpload(CSV_ROUTES.listImport(listId), text, { schema: listImportResultSchema });
}

export function useImportListCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListCsv,
    onSettled: () => refreshListsAndMembers(queryClient),
  });
}
