import { useState } from 'react';
import { createWorkspaceSchema, TEAM_NAME_MAX, TEAM_TEXTS } from '../../../common/teams';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { useCreateWorkspace } from '../../api/workspaces';
import { errorReason } from '../../lib/field-errors';

/**
 * 'Create team…' (issue #22), from the header's Workspace menu and the Team page: a name, then the
 * team exists, I own it and it is my current workspace (every screen reads it again).
 */
export function CreateTeamDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: () => void }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateWorkspace();

  function submit() {
    const parsed = createWorkspaceSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? TEAM_TEXTS.nameRequired);
      return;
    }
    setNameError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (team) => {
        toast.success(TEAM_TEXTS.created(team.name));
        onClose();
        onCreated?.();
      },
    });
  }

  return (
    <FormDialog
      title={TEAM_TEXTS.createTeam}
      submitLabel={TEAM_TEXTS.create}
      pending={create.isPending}
      error={create.error ? errorReason(create.error) : null}
      onClose={onClose}
      onSubmit={submit}
      className="max-w-md"
    >
      <TextField
        label={TEAM_TEXTS.teamName}
        required
        autoComplete="off"
        maxLength={TEAM_NAME_MAX}
        value={name}
        error={nameError}
        data-autofocus
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
      />
    </FormDialog>
  );
}
