import { useRef } from 'react';
import { LISTS_TEXTS } from '../../../common/lists';
import type { ListSummary } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { errorReason } from '../../lib/field-errors';
import { useDeleteList } from './api/delete-list';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

/** 'Delete List' asks first: 'Delete "<name>" and its N members?' — Cancel has the focus. */
export function DeleteListDialog({ list, onClose }: { list: ListSummary; onClose: () => void }) {
  const remove = useDeleteList();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      title={LISTS_SCREEN_TEXTS.deleteList}
      description={LISTS_SCREEN_TEXTS.deleteConfirm(list.name, list.memberCount)}
      initialFocusRef={cancelRef}
      onClose={onClose}
      className="max-w-md"
    >
      {remove.error ? <Alert className="mb-4">{LISTS_TEXTS.deleteListFailed(errorReason(remove.error))}</Alert> : null}
      <div className="flex justify-end gap-2">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
          {LISTS_SCREEN_TEXTS.cancel}
        </button>
        <Button
          className="bg-red-600 hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => {
            remove.mutate(list.id, { onSuccess: onClose });
          }}
        >
          {remove.isPending ? <Spinner /> : null}
          {LISTS_SCREEN_TEXTS.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
