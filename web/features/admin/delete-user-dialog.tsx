import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { ADMIN_ERROR_CODES, ADMIN_TEXTS } from '../../../common/admin';
import type { AdminUser } from '../../../common/admin';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { USERS_TEXTS } from './admin-screen-texts';
import { useDeleteUser } from './api/delete-user';

const dangerClassName = 'bg-red-600 hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500';

function ownsData(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === ADMIN_ERROR_CODES.userHasData;
}

/**
 * 'Delete User' asks first; Cancel has the focus. A user who owns lists is refused with the spec's
 * foreign-key message (§8); only then, and only on a second explicit press, 'Delete the user and
 * their N lists' deletes them with their lists.
 */
export function DeleteUserDialog({
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
  const failure = remove.error && !ownsData(remove.error) ? ADMIN_TEXTS.deleteUserFailed(errorReason(remove.error)) : null;

  return (
    <Dialog
      role="alertdialog"
      title={ADMIN_TEXTS.deleteUser}
      description={USERS_TEXTS.deleteConfirm(user.username, user.email)}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      className="max-w-md"
    >
      {hasData ? (
        <div className="mb-4 space-y-3">
          <Alert>{ADMIN_TEXTS.foreignKey}</Alert>
          {offerWithLists ? <p className="text-sm text-slate-700 dark:text-slate-300">{USERS_TEXTS.withListsExplained(user.lists)}</p> : null}
        </div>
      ) : null}
      {failure ? <Alert className="mb-4">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
          {USERS_TEXTS.cancel}
        </button>
        {offerWithLists ? (
          <Button
            className={dangerClassName}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => {
              confirm(true);
            }}
          >
            {remove.isPending ? <Spinner /> : null}
            {USERS_TEXTS.deleteWithLists(user.lists)}
          </Button>
        ) : hasData ? null : (
          <Button
            className={dangerClassName}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => {
              confirm(false);
            }}
          >
            {remove.isPending ? <Spinner /> : null}
            {ADMIN_TEXTS.deleteUser}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
