import { useState } from 'react';
import type { RefObject } from 'react';
import type { MemberRow } from '../../../common/lists';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorReason } from '../../lib/field-errors';
import { useDeleteMember } from './api/delete-member';
import { MEMBERS_SCREEN_TEXTS } from './members-screen-texts';

export const deleteMemberQuestion = (member: MemberRow) => `Remove @${member.username} from ${member.listName}?`;

type DeleteMemberDialogProps = {
  member: MemberRow;
  onClose: () => void;
  onDone: (message: string) => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/**
 * Asks before removing a membership; the focus starts on Cancel, the harmless answer. A plain
 * dialog with the primary Confirm, like the screen's copy and change dialogs: the username stays
 * in the other lists.
 */
export function DeleteMemberDialog({ member, onClose, onDone, fallbackFocus }: DeleteMemberDialogProps) {
  const remove = useDeleteMember();
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    setError(null);
    remove.mutate(member.id, {
      onSuccess: () => {
        onDone(`Removed @${member.username} from ${member.listName}.`);
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
