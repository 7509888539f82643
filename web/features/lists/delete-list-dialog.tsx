import type { ListSummary } from '../../../common/lists';
import { TRASH_TEXTS } from '../../../common/trash';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorReason } from '../../lib/field-errors';
import { restoreTrashedList, useRefreshAfterRestore } from '../../api/trash';
import { useDeleteList } from './api/delete-list';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

/**
 * 'Delete List' asks first ('Move "<name>" and its N members to the Trash?', Cancel has the
 * focus), then moves the list to the Trash (issue #21) and offers 'Undo' in the toast, which puts
 * it back as it was (or says why not: the plan's limit, reached meanwhile).
 */
export function DeleteListDialog({ list, onClose }: { list: ListSummary; onClose: () => void }) {
  const remove = useDeleteList();
  const refresh = useRefreshAfterRestore();
  return (
    <ConfirmDialog
      title={LISTS_SCREEN_TEXTS.deleteList}
      message={LISTS_SCREEN_TEXTS.deleteConfirm(list.name, list.memberCount)}
      cancelLabel={LISTS_SCREEN_TEXTS.cancel}
      confirmLabel={LISTS_SCREEN_TEXTS.confirm}
      request={remove}
      failed={LISTS_SCREEN_TEXTS.deleteListFailed}
      onClose={onClose}
      onConfirm={() => {
        remove.mutate(list.id, {
          onSuccess: () => {
            toast.success(TRASH_TEXTS.movedToTrash(list.name), {
              label: TRASH_TEXTS.undo,
              run: () => {
                restoreTrashedList(list.id)
                  .then(
                    () => toast.success(TRASH_TEXTS.restored(list.name)),
                    (failure: unknown) => toast.error(errorReason(failure)),
                  )
                  .finally(() => void refresh());
              },
            });
            onClose();
          },
        });
      }}
    />
  );
}
