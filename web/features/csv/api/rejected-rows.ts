import { REJECTED_ROWS_FILE_NAME, mappingQuery, type ColumnMapping } from '../../../../common/csv';
import { csvRoutes } from '../../../../common/api/routes';
import { api } from '../../../lib/api-checked';
import { saveBlob } from '../../../lib/save-blob';

/** Downloads what a lists file holds that an import cannot use (issue #21), as rejected_rows.csv. Resolves with the file name. */
export async function downloadRejectedRows(text: string, mapping: ColumnMapping | null = null): Promise<string> {
  saveBlob(await api(csvRoutes.rejectedRows, { query: mappingQuery(mapping), csv: text }), REJECTED_ROWS_FILE_NAME);
  return REJECTED_ROWS_FILE_NAME;
}
