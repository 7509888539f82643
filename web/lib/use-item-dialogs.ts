import { useState } from 'react';

/** Which dialog of a list is open: Add, or Edit or Delete of one item. */
export type ItemDialog<T> = { mode: 'add' } | { mode: 'edit'; item: T } | { mode: 'delete'; item: T } | null;

/**
 * The Add/Edit/Delete dialogs of a list of cards or rows, one at a time. `onOpen` runs before
 * one opens (to forget the previous delete's refusal, for instance).
 */
export function useItemDialogs<T>(onOpen?: () => void) {
  const [dialog, setDialog] = useState<ItemDialog<T>>(null);
  return {
    dialog,
    add: () => {
      onOpen?.();
      setDialog({ mode: 'add' });
    },
    edit: (item: T) => {
      onOpen?.();
      setDialog({ mode: 'edit', item });
    },
    remove: (item: T) => {
      onOpen?.();
      setDialog({ mode: 'delete', item });
    },
    close: () => {
      setDialog(null);
    },
  };
}
