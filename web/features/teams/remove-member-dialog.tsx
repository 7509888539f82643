import { TEAM_TEXTS, type TeamMember } from '../../../common/teams';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { useRemoveTeamMember } from './api/team';

/**
 * An owner's 'Remove' of a team member, asked first. It lives beside the table, not in the
 * member's row: the row goes as soon as the member is removed, and the dialog says so after.
 */
export function RemoveMemberDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const remove = useRemoveTeamMember();
  return (
    <ConfirmDialog
      title={TEAM_TEXTS.remove}
      message={TEAM_TEXTS.removeConfirm(member.username)}
      confirmLabel={TEAM_TEXTS.remove}
      request={remove}
      onClose={onClose}
      onConfirm={() => {
        remove.mutate(member.userId, {
          onSuccess: () => {
            onClose();
            toast.success(TEAM_TEXTS.removed(member.username));
          },
        });
      }}
    />
  );
}
