import { useState } from 'react';
import type { FormEvent } from 'react';
import { changeEmailSchema, PROFILE_TEXTS } from '../../../common/profile';
import type { ProfileResponse } from '../../../common/profile';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { errorReason, fieldErrors } from '../../lib/field-errors';
import { TextField } from '../../components/ui/text-field';
import { useChangeEmail } from './api/change-email';
import { EditableRow, FormActions, editFormClassName } from './profile-ui';

export function pendingEmailText(email: string): string {
  return `Waiting for confirmation: ${email}`;
}

/** Account › Email: the address, a pending new one, and Edit (new email + current password). */
export function EmailBlock({ profile }: { profile: ProfileResponse }) {
  return (
    <EditableRow
      label="Email"
      subject="email"
      actionLabel="Edit"
      form={({ close, saved }) => <EmailForm onCancel={close} onSaved={saved} />}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span>{profile.email}</span>
        {profile.isVerified ? null : <Badge>Not verified</Badge>}
      </p>
      {profile.pendingEmail ? (
        <p className="text-slate-600 dark:text-slate-400">{pendingEmailText(profile.pendingEmail)}</p>
      ) : null}
    </EditableRow>
  );
}

type Fields = { email?: string; currentPassword?: string };

function EmailForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (message: string) => void }) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const save = useChangeEmail();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = changeEmailSchema.safeParse({ email, currentPassword });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        onSaved(answer.message || PROFILE_TEXTS.emailChangeSent(parsed.data.email));
      },
    });
  }

  return (
    <form noValidate aria-label="Change email" onSubmit={onSubmit} aria-busy={save.isPending} className={editFormClassName}>
      <TextField
        label="New email"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        error={errors.email}
        hint="We will send a confirmation link to the new address. Your email changes once you open it."
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
        }}
      />
      {save.error ? <Alert>{PROFILE_TEXTS.saveEmailFailed(errorReason(save.error))}</Alert> : null}
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
