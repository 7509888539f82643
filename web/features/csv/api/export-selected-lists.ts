import { useMutation } from '@tanstack/react-query';
import { SELECTED_LISTS_FILE_NAME } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { saveBlob } from '../../../lib/save-blob';
import { csvRoutes } from '../../../../common/api/routes';

/** Downloads the selected lists as selected_lists.csv (spec §9). Resolves with the file name. */
export async function exportSelectedListsCsv(listIds: number[]): Promise<string> {
  saveBlob(await api(csvRoutes.exportSelectedLists, { body: { listIds } }), SELECTED_LISTS_FILE_NAME);
  return SELECTED_LISTS_FILE_NAME;
}

export function useExportSelectedListsCsv() {
  return useMutation({ mutationFn: exportSelectedListsCsv });
}
