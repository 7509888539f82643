import type { RefObject } from 'react';
import type { Extension } from '../../../common/admin';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
      request={remove}
      failed={EXTENSIONS_TEXTS.deleteFailed}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      onConfirm={() => {
        remove.mutate(extension.id, { onSuccess: onDone });
      }}
    />
  );
}
