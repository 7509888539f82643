import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mappingQuery, type ImportResult } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { refreshListsAndMembers } from '../../../api/lists';
import type { CsvUpload } from './preview-import';
import { csvRoutes } from '../../../../common/api/routes';

/** The global import (spec §7): replaces my lists, or merges into them, in one transaction. */
export function importListsCsv({ text, mode, mapping }: CsvUpload): Promise<ImportResult> {
  return api(csvRoutes.importLists, { query: { mode, ...mappingQuery(mapping) }, csv: text });
}

export function useImportListsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListsCsv,
    onSettled: () => refreshListsAndMembers(queryClient),
  });
}
