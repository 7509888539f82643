import { useEffect, useRef, useState } from 'react';
import { ADMIN_ERROR_CODES, ADMIN_TEXTS } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { USERS_TEXTS } from './admin-screen-texts';
import { useDeleteUser } from './api/delete-user';
import type { UserDialogProps } from './block-user-dialog';
import { ADMIN_SCREEN_TEXTS } from './admin-screen-texts';

function ownsData(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ADMIN_ERROR_CODES.userHasData;
}

/**
 * 'Delete User' asks first; Cancel has the focus. A user who owns lists is refused with the spec's
 * foreign-key message (§8); only then, and only on a second explicit press, 'Delete the user and
 * their N lists' deletes them with their lists.
 */
export function DeleteUserDialog({ user, onClose, onDone, fallbackFocusRef }: UserDialogProps) {
  const remove = useDeleteUser();
  /** The server refused: the user has data (spec §8's foreign-key message). */
  const [hasData, setHasData] = useState(false);
  /** Even with their lists the user could not go (other data holds on, e.g. a subscription record). */
  const [stillHasData, setStillHasData] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The pressed button was disabled while the request ran: the focus goes back to the safe choice.
  useEffect(() => {
    if (hasData) cancelRef.current?.focus();
  }, [hasData, stillHasData]);

  function confirm(withLists: boolean) {
    remove.mutate(
      { id: user.id, withLists },
      {
        onSuccess: () => {
          onDone(user);
        },
        onError: (error) => {
          if (!ownsData(error)) return;
          setHasData(true);
          if (withLists) setStillHasData(true);
        },
      },
    );
  }

  // The page passes the card's count, refreshed after the refusal: the offer only when lists are what holds on.
  const offerWithLists = hasData && !stillHasData && user.lists > 0;
  const failure = remove.error && !ownsData(remove.error) ? ADMIN_SCREEN_TEXTS.deleteUserFailed(errorReason(remove.error)) : null;

  return (
    <ConfirmDialog
      title={ADMIN_SCREEN_TEXTS.deleteUser}
      message={USERS_TEXTS.deleteConfirm(user.username, user.email)}
      cancelLabel={USERS_TEXTS.cancel}
      cancelRef={cancelRef}
      confirmLabel={offerWithLists ? USERS_TEXTS.deleteWithLists(user.lists) : ADMIN_SCREEN_TEXTS.deleteUser}
      pending={remove.isPending}
      error={failure}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      onConfirm={
        hasData && !offerWithLists
          ? null
          : () => {
              confirm(offerWithLists);
            }
      }
    >
      {hasData ? (
        <div className="mb-4 space-y-3">
          <Alert>{ADMIN_TEXTS.foreignKey}</Alert>
          {offerWithLists ? <p className="text-sm text-slate-700 dark:text-slate-300">{USERS_TEXTS.withListsExplained(user.lists)}</p> : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
