import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { TEAM_TEXTS } from '../../../common/teams';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { useLeaveTeam } from './api/team';

/** 'Leave team', after a question; the app then shows the personal workspace. */
export function LeaveTeam({ teamName }: { teamName: string }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveTeam();
  return (
    <>
      <Button
        variant="secondary"
        icon={<LogOut aria-hidden="true" className="size-4" />}
        onClick={() => {
          leave.reset();
          setAsking(true);
        }}
      >
        {TEAM_TEXTS.leave}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={TEAM_TEXTS.leave}
          message={TEAM_TEXTS.leaveConfirm(teamName)}
          confirmLabel={TEAM_TEXTS.leave}
          request={leave}
          onClose={() => {
            setAsking(false);
          }}
          onConfirm={() => {
            leave.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                toast.success(TEAM_TEXTS.left(teamName));
              },
            });
          }}
        />
      ) : null}
    </>
  );
}
