import { useState } from 'react';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../../../common/auth';
import { PROFILE_TEXTS } from '../../../common/profile';
import { Alert } from '../../components/ui/alert';
import { TextField } from '../../components/ui/text-field';
import { useFormState } from '../../lib/use-form-state';
import type { FormErrors } from '../../lib/use-form-state';
import { useChangePassword } from './api/change-password';
import { CurrentPasswordField, EditForm, EditableRow } from './profile-ui';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';

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

function PasswordForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (message: string) => void }) {
  const form = useFormState(() => ({ currentPassword: '', newPassword: '', confirmPassword: '' }));
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const [mismatch, setMismatch] = useState(false);
  const save = useChangePassword();

  function onSubmit() {
    // Spec §5: "a new password is saved only if non-empty": nothing to save, nothing to send.
    if (newPassword === '') {
      onCancel();
      return;
    }
    save.reset();
    if (newPassword !== confirmPassword) {
      setMismatch(true);
      form.setErrors({});
      return;
    }
    setMismatch(false);
    const found: FormErrors = {};
    if (currentPassword === '') found.currentPassword = 'Current password is required';
    const rules = passwordSchema.safeParse(newPassword);
    if (!rules.success) found.newPassword = rules.error.issues[0]?.message;
    form.setErrors(found);
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
    <EditForm
      label="Change password"
      onSubmit={onSubmit}
      request={save}
      failed={PROFILE_SCREEN_TEXTS.savePasswordFailed}
      onCancel={onCancel}
    >
      <CurrentPasswordField autoFocus {...form.text('currentPassword')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters. Your other sessions will be signed out.`}
        {...form.text('newPassword')}
      />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" aria-invalid={mismatch || undefined} {...form.text('confirmPassword')} />
      {mismatch ? <Alert>{SHARED_TEXTS.passwordsDoNotMatch}</Alert> : null}
    </EditForm>
  );
}
