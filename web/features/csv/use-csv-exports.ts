import { CSV_ERROR_CODES, CSV_TEXTS } from '../../../common/csv';
import { toast } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { useExportListCsv } from './api/export-list-csv';
import { useExportListsCsv } from './api/export-lists';
import { useExportSelectedListsCsv } from './api/export-selected-lists';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';

function nothingToExport(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === CSV_ERROR_CODES.nothingToExport;
}

/**
 * The three exports of the Lists screen (spec §2, §5, §8): the guards that need no server call
 * ('No lists to export', 'No lists selected for export'), the download, and what happened, in a toast.
 */
export function useCsvExports() {
  const all = useExportListsCsv();
  const selected = useExportSelectedListsCsv();
  const one = useExportListCsv();

  const downloaded = (fileName: string) => {
    toast.success(CSV_SCREEN_TEXTS.exported(fileName));
  };

  // A second click while a file downloads is ignored: one file per click, one toast per file.
  return {
    /** `listCount`: the lists I own (not only those on screen). */
    exportAll(listCount: number) {
      if (all.isPending) return;
      if (listCount === 0) {
        toast.error(CSV_TEXTS.noListsToExport);
        return;
      }
      all.mutate(undefined, {
        onSuccess: downloaded,
        onError: (error) => {
          // The lists went away since the screen was drawn: the server's own 'No lists to export'.
          toast.error(nothingToExport(error) ? CSV_TEXTS.noListsToExport : CSV_SCREEN_TEXTS.exportListsFailed);
        },
      });
    },
    exportingAll: all.isPending,

    exportSelected(listIds: number[]) {
      if (selected.isPending) return;
      if (listIds.length === 0) {
        toast.error(CSV_TEXTS.noListsSelectedForExport);
        return;
      }
      selected.mutate(listIds, {
        onSuccess: downloaded,
        onError: (error) => {
          toast.error(nothingToExport(error) ? CSV_TEXTS.noListsSelectedForExport : CSV_SCREEN_TEXTS.exportSelectedFailed(errorReason(error)));
        },
      });
    },
    exportingSelected: selected.isPending,

    exportList(list: { id: number; name: string }) {
      if (one.isPending) return;
      one.mutate(list, {
        onSuccess: downloaded,
        onError: () => {
          toast.error(CSV_SCREEN_TEXTS.exportListFailed);
        },
      });
    },
    /** The id of the list being exported, if any. */
    exportingListId: one.isPending ? one.variables.id : null,
  };
}
