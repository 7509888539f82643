import type { RefObject } from 'react';
import type { Extension } from '../../../common/admin';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorReason } from '../../lib/field-errors';
import { EXTENSIONS_TEXTS } from './admin-screen-texts';
import { useDeleteExtension } from './api/delete-extension';

/** 'Delete' asks first; Cancel has the focus. */
export function DeleteExtensionDialog({
  extension,
  onClose,
  onDone,
  fallbackFocusRef,
}: {
  extension: Extension;
  onClose: () => void;
  onDone: () => void;
  fallbackFocusRef: RefObject<HTMLElement | null>;
}) {
  const remove = useDeleteExtension();
  return (
    <ConfirmDialog
      title={EXTENSIONS_TEXTS.deleteExtension}
      message={EXTENSIONS_TEXTS.deleteConfirm(extension.title)}
      cancelLabel={EXTENSIONS_TEXTS.cancel}
      confirmLabel={EXTENSIONS_TEXTS.delete}
      pending={remove.isPending}
      error={remove.error ? EXTENSIONS_TEXTS.deleteFailed(errorReason(remove.error)) : null}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      onConfirm={() => {
        remove.mutate(extension.id, { onSuccess: onDone });
      }}
    />
  );
}
