import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema } from '../../../../common/csv';
import type { ImportResult } from '../../../../common/csv';
import { apiUpload } from '../../../lib/api';
import { CSV_ROUTES, refreshListsAndMembers } from './csv-routes';
import type { CsvUpload } from './preview-import';

/** The global import (spec §7): replaces my lists, or merges into them, in one transaction. */
export function importListsCsv({ text, mode }: CsvUpload): Promise<ImportResult> {
  return apiUpload(CSV_ROUTES.import(mode), text, { schema: importResultSchema });
}

export function useImportListsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListsCsv,
    onSettled: () => refreshListsAndMembers(queryClient),
  });
}
