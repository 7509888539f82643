import type { ListSummary } from '../../../common/lists';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorReason } from '../../lib/field-errors';
import { useDeleteList } from './api/delete-list';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { toast } from '../../components/ui/toaster';

/** 'Delete List' asks first: 'Delete "<name>" and its N members?' — Cancel has the focus. */
export function DeleteListDialog({ list, onClose }: { list: ListSummary; onClose: () => void }) {
  const remove = useDeleteList();
  return (
    <ConfirmDialog
      title={LISTS_SCREEN_TEXTS.deleteList}
      message={LISTS_SCREEN_TEXTS.deleteConfirm(list.name, list.memberCount)}
      cancelLabel={LISTS_SCREEN_TEXTS.cancel}
      confirmLabel={LISTS_SCREEN_TEXTS.confirm}
      pending={remove.isPending}
      error={remove.error ? LISTS_SCREEN_TEXTS.deleteListFailed(errorReason(remove.error)) : null}
      onClose={onClose}
      onConfirm={() => {
        remove.mutate(list.id, {
          onSuccess: () => {
            toast.success(LISTS_SCREEN_TEXTS.listDeleted(list.name));
            onClose();
          },
        });
      }}
    />
  );
}
