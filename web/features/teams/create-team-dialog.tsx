import { TEAM_TEXTS } from '../../../common/teams';
import { toast } from '../../components/ui/toaster';
import { useCreateWorkspace } from '../../api/workspaces';
import { TeamNameDialog } from './team-name-dialog';

/**
 * 'Create team…' (issue #22), from the header's Workspace menu and the Team page: a name, then the
 * team exists, I own it and it is my current workspace (every screen reads it again).
 */
export function CreateTeamDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: () => void }) {
  const create = useCreateWorkspace();
  return (
    <TeamNameDialog
      title={TEAM_TEXTS.createTeam}
      submitLabel={TEAM_TEXTS.create}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
      onSave={(name) => {
        create.mutate(name, {
          onSuccess: (team) => {
            toast.success(TEAM_TEXTS.created(team.name));
            onClose();
            onCreated?.();
          },
        });
      }}
    />
  );
}
