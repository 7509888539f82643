import { useMutation } from '@tanstack/react-query';
import { ALL_LISTS_FILE_NAME } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { saveBlob } from '../../../lib/save-blob';
import { csvRoutes } from '../../../../common/api/routes';

/** Downloads all my lists as lists.csv (spec §9); 400 NOTHING_TO_EXPORT without any. Resolves with the file name. */
export async function exportListsCsv(): Promise<string> {
  saveBlob(await api(csvRoutes.exportLists), ALL_LISTS_FILE_NAME);
  return ALL_LISTS_FILE_NAME;
}

export function useExportListsCsv() {
  return useMutation({ mutationFn: exportListsCsv });
}
