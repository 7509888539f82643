import { useMutation } from '@tanstack/react-query';
import { listCsvFileName } from '../../../../common/csv';
import { api } from '../../../lib/api-checked';
import { saveBlob } from '../../../lib/save-blob';
import { csvRoutes } from '../../../../common/api/routes';

/**
 * Downloads one list as <List_Name>.csv (spec §9): the name the user sees is the client's to
 * choose, not the server's header. Resolves with the file name; a refusal throws before anything is saved.
 */
export async function exportListCsv(list: { id: number; name: string }): Promise<string> {
  const fileName = listCsvFileName(list.name);
  saveBlob(await api(csvRoutes.exportList, { params: { id: list.id } }), fileName);
  return fileName;
}

export function useExportListCsv() {
  return useMutation({ mutationFn: exportListCsv });
}
