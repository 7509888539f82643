import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { refreshListsAndMembers } from '../../../api/lists';
import type { CsvUpload } from './preview-import';
import { csvRoutes } from '../../../../common/api/routes';

/** The global import (spec §7): replaces my lists, or merges into them, in one transaction. */
export function importListsCsv({ text, mode }: CsvUpload): Promise<ImportResult> {
  return api(csvRoutes.importLists, { query: { mode }, csv: text });
}

export function useImportListsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListsCsv,
    onSettled: () => refreshListsAndMembers(queryClient),
  });
}
