import type { ReactNode } from 'react';
import type { ListSummary } from '../../../../common/lists';
import { Button } from '../../../components/ui/button';
import { ExportButton } from '../../../features/csv/export-button';
import type { useCsvExports } from '../../../features/csv/use-csv-exports';
import { EmojiIconPicker } from '../../../features/lists/emoji-icon-picker';
import { SELECTION_TOOLBAR_ID } from '../../../features/lists/lists-view-controls';
import type { ListSelection } from '../../../features/lists/use-list-selection';
import { cn } from '../../../lib/cn';
import { PAGE_TEXTS } from '../page-texts';

type SelectionToolbarProps = {
  selection: ListSelection;
  /** The lists on screen, which 'Select all' adds. */
  shown: readonly ListSummary[];
  /** Unfolded on a phone (always shown from md up). */
  open: boolean;
  csv: ReturnType<typeof useCsvExports>;
  readOnly: string | null;
  /** The shoot's form, last in the toolbar. */
  children: ReactNode;
};

/** What acts on the selected lists: select none or all, export them, their icon, the shoot. */
export function SelectionToolbar({ selection, shown, open, csv, readOnly, children }: SelectionToolbarProps) {
  return (
    <div
      id={SELECTION_TOOLBAR_ID}
      role="toolbar"
      aria-label="Selected lists"
      className={cn(
        open ? 'flex' : 'hidden',
        'flex-wrap items-end gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm md:flex dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="flex gap-1" role="group" aria-label="Selection">
        <Button variant="secondary" onClick={selection.selectNone}>
          {PAGE_TEXTS.selectNone}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            selection.selectAll(shown);
          }}
        >
          {PAGE_TEXTS.selectAll}
        </Button>
      </div>
      <ExportButton busy={csv.exportingSelected} onExport={() => csv.exportSelected(selection.selectedIds)}>
        {PAGE_TEXTS.exportSelected(selection.selectedIds.length)}
      </ExportButton>
      <EmojiIconPicker selected={selection.selectedLists} readOnly={readOnly} />
      {children}
    </div>
  );
}
