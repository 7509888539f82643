import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_TEXTS, PASSWORD_MIN_LENGTH, passwordSchema } from '../../../common/auth';
import { PROFILE_TEXTS } from '../../../common/profile';
import { Alert } from '../../components/ui/alert';
import { errorReason } from '../../lib/field-errors';
import { TextField } from '../../components/ui/text-field';
import { useChangePassword } from './api/change-password';
import { EditableRow, FormActions, editFormClassName } from './profile-ui';

export const MASKED_PASSWORD = '••••••••';

/** Account › Password: masked, with Change (current, new, confirm). */
export function PasswordBlock() {
  return (
    <EditableRow
      label="Password"
      subject="password"
      actionLabel="Change"
      form={({ close, saved }) => <PasswordForm onCancel={close} onSaved={saved} />}
    >
      <p className="font-mono tracking-widest">{MASKED_PASSWORD}</p>
    </EditableRow>
  );
}

type Fields = { currentPassword?: string; newPassword?: string };

function PasswordForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (message: string) => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [mismatch, setMismatch] = useState(false);
  const save = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    // Spec §5: "a new password is saved only if non-empty": nothing to save, nothing to send.
    if (newPassword === '') {
      onCancel();
      return;
    }
    save.reset();
    if (newPassword !== confirmPassword) {
      setMismatch(true);
      setErrors({});
      return;
    }
    setMismatch(false);
    const found: Fields = {};
    if (currentPassword === '') found.currentPassword = 'Current password is required';
    const rules = passwordSchema.safeParse(newPassword);
    if (!rules.success) found.newPassword = rules.error.issues[0]?.message;
    setErrors(found);
    if (found.currentPassword || found.newPassword) return;
    save.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          onSaved(answer.message || PROFILE_TEXTS.passwordChanged);
        },
      },
    );
  }

  return (
    <form noValidate aria-label="Change password" onSubmit={onSubmit} aria-busy={save.isPending} className={editFormClassName}>
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        autoFocus
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
        }}
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        error={errors.newPassword}
        hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters. Your other sessions will be signed out.`}
        onChange={(event) => {
          setNewPassword(event.target.value);
        }}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        aria-invalid={mismatch || undefined}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
        }}
      />
      {mismatch ? <Alert>{AUTH_TEXTS.passwordsDoNotMatch}</Alert> : null}
      {save.error ? <Alert>{PROFILE_TEXTS.savePasswordFailed(errorReason(save.error))}</Alert> : null}
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
