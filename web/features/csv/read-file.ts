import { CSV_MAX_BYTES, CSV_TEXTS } from '../../../common/csv';

/**
 * Media types that say CSV whatever the name. A .csv name is enough by itself: Windows with Excel
 * installed types .csv files as application/vnd.ms-excel, which an .xls file is too.
 */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv']);

/** Why a chosen file cannot be imported, before anything is read or sent; null when it can. */
export function csvFileProblem(file: File | null | undefined): string | null {
  if (!file) return CSV_TEXTS.noFileSelected;
  if (!file.name.toLowerCase().endsWith('.csv') && !CSV_TYPES.has(file.type)) return CSV_TEXTS.notCsv;
  if (file.size > CSV_MAX_BYTES) return CSV_TEXTS.fileTooLarge;
  return null;
}

/** The file's text, decoded as UTF-8 (a byte-order mark is dropped). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsText(file, 'utf-8');
  });
}
