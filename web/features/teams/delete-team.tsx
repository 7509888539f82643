import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { TEAM_TEXTS } from '../../../common/teams';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { useDeleteTeam } from './api/team';

/** An owner's 'Delete team', after a question that says how many lists go with it. */
export function DeleteTeam({ teamName, listCount }: { teamName: string; listCount: number }) {
  const [asking, setAsking] = useState(false);
  const deleteTeam = useDeleteTeam();
  return (
    <>
      <Button
        variant="ghost-danger"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        onClick={() => {
          deleteTeam.reset();
          setAsking(true);
        }}
      >
        {TEAM_TEXTS.deleteTeam}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={TEAM_TEXTS.deleteTeam}
          message={TEAM_TEXTS.deleteTeamConfirm(teamName, listCount)}
          confirmLabel={TEAM_TEXTS.deleteTeam}
          request={deleteTeam}
          onClose={() => {
            setAsking(false);
          }}
          onConfirm={() => {
            deleteTeam.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                toast.success(TEAM_TEXTS.teamDeleted(teamName));
              },
            });
          }}
        />
      ) : null}
    </>
  );
}
