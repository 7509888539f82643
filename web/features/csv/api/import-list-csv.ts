import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListImportResult } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { refreshListsAndMembers } from '../../../api/lists';
import type { ListCsvUpload } from './preview-list-import';
import { csvRoutes } from '../../../../common/api/routes';

/** The per-list import (spec §7): replaces the list's members, sets its icon and community id, in one transaction. */
export function importListCsv({ listId, text }: ListCsvUpload): Promise<ListImportResult> {
  return api(csvRoutes.importList, { params: { id: listId }, csv: text });
}

export function useImportListCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListCsv,
    onSettled: () => refreshListsAndMembers(queryClient),
  });
}
