import { useState } from 'react';
import type { RefObject } from 'react';
import { LISTS_TEXTS } from '../../../common/lists';
import type { MemberRow } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorReason } from '../../lib/field-errors';
import { useDeleteMember } from './api/delete-member';
import { MemberDialog } from './member-dialog';

export const deleteMemberQuestion = (member: MemberRow) => `Remove @${member.username} from ${member.listName}?`;

type DeleteMemberDialogProps = {
  member: MemberRow;
  onClose: () => void;
  onDone: (message: string) => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
};

/** Asks before removing a membership; the focus starts on Cancel, the harmless answer. */
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
        setError(LISTS_TEXTS.deleteMemberFailed(errorReason(reason)));
      },
    });
  }

  return (
    <MemberDialog
      title={deleteMemberQuestion(member)}
      description="The username stays in your other lists."
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button data-autofocus variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? <Spinner /> : null}
          Confirm
        </Button>
      </div>
    </MemberDialog>
  );
}
