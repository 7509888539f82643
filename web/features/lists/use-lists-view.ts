import { useState } from 'react';
import type { ListSummary } from '../../../common/lists';

/** How the Lists screen shows the lists (issue #18, lists at scale): their order and their size. */
export type ListsSort = 'oldest' | 'newest' | 'name' | 'members';
export type ListsView = { sort: ListsSort; compact: boolean };

const DEFAULT_VIEW: ListsView = { sort: 'oldest', compact: false };
const SORTS: readonly ListsSort[] = ['oldest', 'newest', 'name', 'members'];

/** Per user on this browser: two people sharing a computer keep their own. No list data is stored. */
const storageKey = (userId: number) => `rollcall.lists-view.${String(userId)}`;

function read(userId: number): ListsView {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as Partial<ListsView> | null;
    return {
      sort: raw && SORTS.includes(raw.sort as ListsSort) ? (raw.sort as ListsSort) : DEFAULT_VIEW.sort,
      compact: raw?.compact === true,
    };
  } catch {
    return DEFAULT_VIEW;
  }
}

/** The view of the Lists screen, remembered per user. */
export function useListsView(userId: number) {
  const [view, setView] = useState<ListsView>(() => read(userId));
  function change(next: Partial<ListsView>) {
    setView((current) => {
      const updated = { ...current, ...next };
      try {
        localStorage.setItem(storageKey(userId), JSON.stringify(updated));
      } catch {
        // Storage full or blocked: the choice lasts for this visit.
      }
      return updated;
    });
  }
  return { view, change };
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The lists in the chosen order; ties keep the server's order (oldest first). */
export function sortLists(lists: readonly ListSummary[], sort: ListsSort): ListSummary[] {
  const sorted = [...lists];
  if (sort === 'newest') sorted.sort((a, b) => b.id - a.id);
  else if (sort === 'name') sorted.sort((a, b) => byName.compare(a.name, b.name));
  else if (sort === 'members') sorted.sort((a, b) => b.memberCount - a.memberCount);
  return sorted;
}
