import { createWorkspaceSchema, TEAM_NAME_MAX, TEAM_TEXTS } from '../../../common/teams';
import { NameDialog } from '../../components/name-dialog';
import { toast } from '../../components/ui/toaster';
import { useCreateWorkspace } from '../../api/workspaces';

/**
 * 'Create team…' (issue #22), from the header's Workspace menu and the Team page: a name, then the
 * team exists, I own it and it is my current workspace (every screen reads it again).
 */
export function CreateTeamDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: () => void }) {
  const create = useCreateWorkspace();
  return (
    <NameDialog
      title={TEAM_TEXTS.createTeam}
      label={TEAM_TEXTS.teamName}
      submitLabel={TEAM_TEXTS.create}
      maxLength={TEAM_NAME_MAX}
      rule={createWorkspaceSchema}
      request={create}
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
