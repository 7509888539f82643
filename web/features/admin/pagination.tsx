import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PAGINATION_TEXTS } from './admin-screen-texts';

/** How many pages `total` rows fill, at least 1 (an empty list still has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// aria-disabled, not disabled: a button that turns disabled under the pointer drops the keyboard
// focus to the page's start; this one keeps it (and does nothing).
const endClassName = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white dark:aria-disabled:hover:bg-slate-900';

/** Previous / 'Page N of M' / Next, under a paginated list. Nothing when everything fits on one page. */
export function Pagination({
  page,
  pages,
  label,
  busy = false,
  onPage,
}: {
  page: number;
  pages: number;
  /** The navigation's name ('Users pages'). */
  label: string;
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        className={endClassName}
        aria-disabled={page <= 1 || busy}
        onClick={() => {
          if (page > 1 && !busy) onPage(page - 1);
        }}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {PAGINATION_TEXTS.previous}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {PAGINATION_TEXTS.pageOf(page, Math.max(page, pages))}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className={endClassName}
        aria-disabled={page >= pages || busy}
        onClick={() => {
          if (page < pages && !busy) onPage(page + 1);
        }}
      >
        {PAGINATION_TEXTS.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
