import type { ListSummary } from '../../../../common/lists';
import type { ToastAction } from '../../../components/ui/toaster';
import { ImportListDialog } from '../../../features/csv/import-list-dialog';
import { ImportListsDialog } from '../../../features/csv/import-lists-dialog';
import { DeleteListDialog } from '../../../features/lists/delete-list-dialog';
import { MembersModal } from '../../../features/lists/members-modal';

/** The one dialog open on the Lists screen: a list's members, its delete, an import into it, or a CSV import. */
export type ListsDialog = { kind: 'members' | 'delete' | 'import-into'; listId: number } | { kind: 'import' } | null;

type ListsDialogsProps = {
  dialog: ListsDialog;
  lists: readonly ListSummary[];
  readOnly: string | null;
  onClose: () => void;
  /** An import is done: its summary (and Undo) in a toast. */
  onImported: (summary: string, action?: ToastAction) => void;
};

/** The open dialog; one about a list that has left the screen closes with it. */
export function ListsDialogs({ dialog, lists, readOnly, onClose, onImported }: ListsDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'import') return <ImportListsDialog onClose={onClose} onDone={onImported} />;
  const list = lists.find((candidate) => candidate.id === dialog.listId);
  if (!list) return null;
  if (dialog.kind === 'members') return <MembersModal list={list} readOnly={readOnly} onClose={onClose} />;
  if (dialog.kind === 'import-into') return <ImportListDialog list={list} onClose={onClose} onDone={onImported} />;
  return <DeleteListDialog list={list} onClose={onClose} />;
}
