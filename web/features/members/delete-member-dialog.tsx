import { useState } from 'react';
import type { RefObject } from 'react';
import type { MemberRow } from '../../../common/lists';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorReason } from '../../lib/field-errors';
import { addMember, useRefreshListsAndMembers } from '../../api/lists';
import { toast, type ToastAction } from '../../components/ui/toaster';
import { useDeleteMember } from './api/delete-member';
import { MEMBERS_SCREEN_TEXTS } from './members-screen-texts';

export const deleteMemberQuestion = (member: MemberRow) => `Remove @${member.username} from ${member.listName}?`;

type DeleteMemberDialogProps = {
  member: MemberRow;
  onClose: () => void;
  /** The change is made: what to say, and how to take it back. */
  onDone: (message: string, undo?: ToastAction) => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/**
 * Asks before removing a membership; the focus starts on Cancel, the harmless answer. A plain
 * dialog with the primary Confirm, like the screen's copy and change dialogs: the username stays
 * in the other lists.
 */
export function DeleteMemberDialog({ member, onClose, onDone, fallbackFocus }: DeleteMemberDialogProps) {
  const remove = useDeleteMember();
  const refresh = useRefreshListsAndMembers();
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    setError(null);
    remove.mutate(member.id, {
      onSuccess: () => {
        onDone(`Removed @${member.username} from ${member.listName}.`, {
          label: 'Undo',
          // Puts the username back in the same list (a new membership, dated now).
          run: () => {
            addMember({ listId: member.listId, username: member.username })
              .then(() => {
                toast.success(`@${member.username} is back in ${member.listName}.`);
              })
              .catch((failure: unknown) => {
                toast.error(MEMBERS_SCREEN_TEXTS.undoFailed(errorReason(failure)));
              })
              .finally(() => {
                void refresh();
              });
          },
        });
      },
      onError: (reason) => {
        setError(MEMBERS_SCREEN_TEXTS.deleteMemberFailed(errorReason(reason)));
      },
    });
  }

  return (
    <ConfirmDialog
      role="dialog"
      destructive={false}
      title={deleteMemberQuestion(member)}
      message="The username stays in your other lists."
      confirmLabel="Confirm"
      pending={remove.isPending}
      error={error}
      fallbackFocusRef={fallbackFocus}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
