import { useMutation } from '@tanstack/react-query';
import { SELECTED_LISTS_FILE_NAME } from '../../../../common/csv';
import { downloadFile } from '../download-file';
import { CSV_ROUTES } from './csv-routes';

/** Downloads the selected lists as selected_lists.csv (spec §9). Resolves with the file name. */
export async function exportSelectedListsCsv(listIds: number[]): Promise<string> {
  await downloadFile(CSV_ROUTES.exportSelected, SELECTED_LISTS_FILE_NAME, { method: 'POST', body: { listIds } });
  return SELECTED_LISTS_FILE_NAME;
}

export function useExportSelectedListsCsv() {
  return useMutation({ mutationFn: exportSelectedListsCsv });
}
