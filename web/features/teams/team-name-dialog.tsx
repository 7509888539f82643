import { useState } from 'react';
import { createWorkspaceSchema, TEAM_NAME_MAX, TEAM_TEXTS } from '../../../common/teams';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { errorReason } from '../../lib/field-errors';

/**
 * The one form for a team's name (issue #22): 'Create team…' and 'Rename' check it with the same
 * rule as the server (common/teams.ts) before `onSave` sends it.
 */
export function TeamNameDialog({
  title,
  submitLabel,
  initial = '',
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [nameError, setNameError] = useState<string | undefined>();
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      error={error ? errorReason(error) : null}
      onClose={onClose}
      className="max-w-md"
      onSubmit={() => {
        const parsed = createWorkspaceSchema.safeParse({ name });
        if (!parsed.success) {
          setNameError(parsed.error.issues[0]?.message ?? TEAM_TEXTS.nameRequired);
          return;
        }
        setNameError(undefined);
        onSave(parsed.data.name);
      }}
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
