import { CSV_ERROR_CODES, CSV_TEXTS } from '../../../common/csv';
import type { AlertTone } from '../../components/ui/alert';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { useExportListCsv } from './api/export-list-csv';
import { useExportListsCsv } from './api/export-lists';
import { useExportSelectedListsCsv } from './api/export-selected-lists';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';

export type CsvNotify = (notice: { tone: AlertTone; text: string }) => void;

function nothingToExport(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === CSV_ERROR_CODES.nothingToExport;
}

/**
 * The three exports of the Lists screen (spec §2, §5, §8): the guards that need no server call
 * ('No lists to export', 'No lists selected for export'), the download, and the notices.
 */
export function useCsvExports(notify: CsvNotify) {
  const all = useExportListsCsv();
  const selected = useExportSelectedListsCsv();
  const one = useExportListCsv();

  const downloaded = (fileName: string) => {
    notify({ tone: 'success', text: CSV_SCREEN_TEXTS.exported(fileName) });
  };

  // A second click while a file downloads is ignored: one file per click, one notice per file.
  return {
    /** `listCount`: the lists I own (not only those on screen). */
    exportAll(listCount: number) {
      if (all.isPending) return;
      if (listCount === 0) {
        notify({ tone: 'error', text: CSV_TEXTS.noListsToExport });
        return;
      }
      all.mutate(undefined, {
        onSuccess: downloaded,
        onError: (error) => {
          // The lists went away since the screen was drawn: the server's own 'No lists to export'.
          notify({ tone: 'error', text: nothingToExport(error) ? CSV_TEXTS.noListsToExport : CSV_SCREEN_TEXTS.exportListsFailed });
        },
      });
    },
    exportingAll: all.isPending,

    exportSelected(listIds: number[]) {
      if (selected.isPending) return;
      if (listIds.length === 0) {
        notify({ tone: 'error', text: CSV_TEXTS.noListsSelectedForExport });
        return;
      }
      selected.mutate(listIds, {
        onSuccess: downloaded,
        onError: (error) => {
          notify({ tone: 'error', text: nothingToExport(error) ? CSV_TEXTS.noListsSelectedForExport : CSV_SCREEN_TEXTS.exportSelectedFailed(errorReason(error)) });
        },
      });
    },
    exportingSelected: selected.isPending,

    exportList(list: { id: number; name: string }) {
      if (one.isPending) return;
      one.mutate(list, {
        onSuccess: downloaded,
        onError: () => {
          notify({ tone: 'error', text: CSV_SCREEN_TEXTS.exportListFailed });
        },
      });
    },
    /** The id of the list being exported, if any. */
    exportingListId: one.isPending ? one.variables.id : null,
  };
}
