import type { RefObject } from 'react';
import type { AdminUser } from '../../../common/admin';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { USERS_TEXTS } from './admin-screen-texts';
import { useBlockUser } from './api/block-user';

/** The props of the dialogs a user card opens: `onDone` gets the user they acted on. */
export type UserDialogProps = {
  user: AdminUser;
  onClose: () => void;
  onDone: (user: AdminUser) => void;
  fallbackFocusRef: RefObject<HTMLElement | null>;
};

/** 'Block' asks first (their open sessions end at once); Cancel has the focus. */
export function BlockUserDialog({ user, onClose, onDone, fallbackFocusRef }: UserDialogProps) {
  const block = useBlockUser();
  return (
    <ConfirmDialog
      title={USERS_TEXTS.blockTitle}
      message={USERS_TEXTS.blockConfirm(user.username)}
      cancelLabel={USERS_TEXTS.cancel}
      confirmLabel={USERS_TEXTS.block}
      request={block}
      failed={USERS_TEXTS.blockFailed}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      onConfirm={() => {
        block.mutate({ id: user.id, blocked: true }, { onSuccess: onDone });
      }}
    />
  );
}
