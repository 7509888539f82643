import { useState } from 'react';
import type { ListSummary } from '../../../common/lists';

/**
 * The lists ticked on the Lists screen. The selection acts on the lists on screen: a list that
 * left (deleted, filtered out by the member search) is not counted, and comes back selected if it
 * returns.
 */
export function useListSelection(lists: readonly ListSummary[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selectedLists = lists.filter((list) => selected.has(list.id));
  return {
    isSelected: (id: number) => selected.has(id),
    selectedLists,
    selectedIds: selectedLists.map((list) => list.id),
    toggle(id: number) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    selectNone() {
      setSelected(new Set());
    },
    /** Adds these lists (those on screen) to the selection. */
    selectAll(shown: readonly ListSummary[]) {
      setSelected((current) => new Set([...current, ...shown.map((list) => list.id)]));
    },
  };
}

export type ListSelection = ReturnType<typeof useListSelection>;
