import { useMutation } from '@tanstack/react-query';
import { listCsvFileName } from '../../../../common/csv';
import { downloadFile } from '../download-file';
import { CSV_ROUTES } from './csv-routes';

/** Downloads one list as <List_Name>.csv (spec §9). Resolves with the file name. */
export async function exportListCsv(list: { id: number; name: string }): Promise<string> {
  const fileName = listCsvFileName(list.name);
  await downloadFile(CSV_ROUTES.exportList(list.id), fileName);
  return fileName;
}

export function useExportListCsv() {
  return useMutation({ mutationFn: exportListCsv });
}
