import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { BLOG_PAGE_TEXTS as T } from './blog-texts';

/** How many pages `total` posts fill, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * Previous / 'Page N of M' / Next under the posts. Real links (?page=N, keeping the search and
 * category), so a page can be opened in a new tab or shared. Nothing when one page holds all.
 */
export function BlogPagination({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1 && page <= 1) return null;
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  };
  const disabled = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'pointer-events-none opacity-50');
  return (
    <nav aria-label={T.postsPages} className="mt-12 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {T.previous}
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          <ChevronLeft className="size-4" />
          {T.previous}
        </span>
      )}
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{T.pageOf(page, Math.max(page, pages))}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {T.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          {T.next}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
