import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { createWorkspaceSchema, TEAM_NAME_MAX, TEAM_TEXTS } from '../../../common/teams';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useRenameTeam } from './api/team';
import { NameDialog } from '../../components/name-dialog';
import { TEAM_SCREEN_TEXTS } from './team-texts';

/** An owner's 'Rename' of the team, in a dialog. */
export function RenameTeam({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        icon={<Pencil aria-hidden="true" className="size-4" />}
        onClick={() => {
          setOpen(true);
        }}
      >
        {TEAM_TEXTS.rename}
      </Button>
      {open ? (
        <RenameDialog
          current={current}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function RenameDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const rename = useRenameTeam();
  return (
    <NameDialog
      title={TEAM_TEXTS.rename}
      label={TEAM_TEXTS.teamName}
      submitLabel={TEAM_SCREEN_TEXTS.save}
      initial={current}
      maxLength={TEAM_NAME_MAX}
      rule={createWorkspaceSchema}
      request={rename}
      onClose={onClose}
      onSave={(name) => {
        rename.mutate(name, {
          onSuccess: (renamed) => {
            toast.success(TEAM_SCREEN_TEXTS.renamed(renamed.name));
            onClose();
          },
        });
      }}
    />
  );
}
