import { useRef } from 'react';
import type { RefObject } from 'react';
import type { Extension } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={EXTENSIONS_TEXTS.deleteExtension}
      description={EXTENSIONS_TEXTS.deleteConfirm(extension.title)}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      className="max-w-md"
    >
      {remove.error ? <Alert className="mb-4">{EXTENSIONS_TEXTS.deleteFailed(errorReason(remove.error))}</Alert> : null}
      <div className="flex justify-end gap-2">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
          {EXTENSIONS_TEXTS.cancel}
        </button>
        <Button
          className="bg-red-600 hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => {
            remove.mutate(extension.id, { onSuccess: onDone });
          }}
        >
          {remove.isPending ? <Spinner /> : null}
          {EXTENSIONS_TEXTS.delete}
        </Button>
      </div>
    </Dialog>
  );
}
