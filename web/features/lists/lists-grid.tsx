import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListSummary } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { Plus } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

type ListsGridProps = {
  /** The lists on screen, in their order. */
  shown: readonly ListSummary[];
  /** No list at all (not only none matching a search). */
  none: boolean;
  /** A new list may be made (else the empty screen points to the plans). */
  canCreate: boolean;
  compact: boolean;
  /** 'Create your first list' in the first run's empty screen (none for a Viewer). */
  onCreate?: () => void;
  creating?: boolean;
  children: (list: ListSummary) => ReactNode;
};

/** The lists as cards; or the first run's empty screen, or 'no list matches'. */
export function ListsGrid({ shown, none, canCreate, compact, onCreate, creating = false, children: card }: ListsGridProps) {
  if (none) {
    return canCreate ? (
      <EmptyState
        title={LISTS_SCREEN_TEXTS.emptyTitle}
        action={
          onCreate ? (
            <Button className="mt-5" icon={<Plus aria-hidden="true" className="size-4" />} pending={creating} onClick={onCreate}>
              {LISTS_SCREEN_TEXTS.createFirstList}
            </Button>
          ) : null
        }
      >
        {LISTS_SCREEN_TEXTS.emptyHint}
      </EmptyState>
    ) : (
      <EmptyState
        title={LISTS_SCREEN_TEXTS.emptyTitle}
        action={
          <Link to={paths.pricing} className={cn(buttonVariants(), 'mt-5')}>
            {SHARED_TEXTS.viewPlans}
          </Link>
        }
      >
        {LISTS_SCREEN_TEXTS.emptyNoPlanHint}
      </EmptyState>
    );
  }
  if (shown.length === 0) return <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">{LISTS_SCREEN_TEXTS.noMatch}</p>;
  return (
    <ul aria-label="Lists" className={compact ? 'grid grid-cols-1 gap-2 lg:grid-cols-2' : 'grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3'}>
      {shown.map((list) => (
        <li key={list.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">{card(list)}</div>
        </li>
      ))}
    </ul>
  );
}
