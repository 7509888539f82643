import { LayoutGrid, Rows3, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { controlClassName } from '../../components/ui/field-styles';
import { cn } from '../../lib/cn';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import type { ListsSort, ListsView } from './use-lists-view';

/** The id of the toolbar acting on the selected lists, which the phone's button unfolds. */
export const SELECTION_TOOLBAR_ID = 'lists-toolbar';

type ListsViewControlsProps = {
  view: ListsView;
  onChangeView: (next: Partial<ListsView>) => void;
  /** On a phone the selection's toolbar folds behind one button, so the first list is above the fold. */
  toolsOpen: boolean;
  onToggleTools: () => void;
  selectedCount: number;
};

/** Above the lists: the phone's toolbar button, the order and the card or compact view. */
export function ListsViewControls({ view, onChangeView, toolsOpen, onToggleTools, selectedCount }: ListsViewControlsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button
        variant="secondary"
        className="md:hidden"
        aria-expanded={toolsOpen}
        aria-controls={SELECTION_TOOLBAR_ID}
        icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
        onClick={onToggleTools}
      >
        {LISTS_SCREEN_TEXTS.selectionTools(selectedCount)}
      </Button>
      <div className="ml-auto flex items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {LISTS_SCREEN_TEXTS.sortBy}
          <select
            value={view.sort}
            onChange={(event) => {
              onChangeView({ sort: event.target.value as ListsSort });
            }}
            className={cn(controlClassName, 'w-auto py-0 pr-8')}
          >
            {(['oldest', 'newest', 'name', 'members'] as const).map((sort) => (
              <option key={sort} value={sort}>
                {LISTS_SCREEN_TEXTS.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label={LISTS_SCREEN_TEXTS.viewLabel} className="flex rounded-lg ring-1 ring-slate-300 ring-inset dark:ring-slate-700">
          {([false, true] as const).map((compact) => (
            <button
              key={String(compact)}
              type="button"
              aria-pressed={view.compact === compact}
              aria-label={compact ? LISTS_SCREEN_TEXTS.compactView : LISTS_SCREEN_TEXTS.cardView}
              title={compact ? LISTS_SCREEN_TEXTS.compactView : LISTS_SCREEN_TEXTS.cardView}
              onClick={() => {
                onChangeView({ compact });
              }}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700 dark:text-slate-300 dark:aria-pressed:bg-indigo-500/15 dark:aria-pressed:text-indigo-300"
            >
              {compact ? <Rows3 aria-hidden="true" className="size-4" /> : <LayoutGrid aria-hidden="true" className="size-4" />}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
