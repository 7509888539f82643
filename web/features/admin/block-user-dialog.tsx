import { useRef } from 'react';
import type { RefObject } from 'react';
import type { AdminUser } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { errorReason } from '../../lib/field-errors';
import { USERS_TEXTS } from './admin-screen-texts';
import { useBlockUser } from './api/block-user';

const dangerClassName = 'bg-red-600 hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500';

/** 'Block' asks first (their open sessions end at once); Cancel has the focus. */
export function BlockUserDialog({
  user,
  onClose,
  onDone,
  fallbackFocusRef,
}: {
  user: AdminUser;
  onClose: () => void;
  onDone: (user: AdminUser) => void;
  fallbackFocusRef: RefObject<HTMLElement | null>;
}) {
  const block = useBlockUser();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={USERS_TEXTS.blockTitle}
      description={USERS_TEXTS.blockConfirm(user.username)}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      className="max-w-md"
    >
      {block.error ? <Alert className="mb-4">{USERS_TEXTS.blockFailed(errorReason(block.error))}</Alert> : null}
      <div className="flex justify-end gap-2">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
          {USERS_TEXTS.cancel}
        </button>
        <Button
          className={dangerClassName}
          disabled={block.isPending}
          aria-busy={block.isPending}
          onClick={() => {
            block.mutate({ id: user.id, blocked: true }, { onSuccess: onDone });
          }}
        >
          {block.isPending ? <Spinner /> : null}
          {USERS_TEXTS.block}
        </Button>
      </div>
    </Dialog>
  );
}
