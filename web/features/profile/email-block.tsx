import { changeEmailSchema, PROFILE_TEXTS } from '../../../common/profile';
import type { ProfileResponse } from '../../../common/profile';
import { Badge } from '../../components/ui/badge';
import { fieldErrors } from '../../lib/field-errors';
import { TextField } from '../../components/ui/text-field';
import { useFormState } from '../../lib/use-form-state';
import { useChangeEmail } from './api/change-email';
import { CurrentPasswordField, EditForm, EditableRow } from './profile-ui';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';

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

function EmailForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (message: string) => void }) {
  const form = useFormState(() => ({ email: '', currentPassword: '' }));
  const save = useChangeEmail();

  function onSubmit() {
    const parsed = changeEmailSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      return;
    }
    form.setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        onSaved(answer.message || PROFILE_TEXTS.emailChangeSent(parsed.data.email));
      },
    });
  }

  return (
    <EditForm
      label="Change email"
      onSubmit={onSubmit}
      request={save}
      failed={PROFILE_SCREEN_TEXTS.saveEmailFailed}
      onCancel={onCancel}
    >
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        hint="We will send a confirmation link to the new address. Your email changes once you open it."
        {...form.text('email')}
      />
      <CurrentPasswordField {...form.text('currentPassword')} />
    </EditForm>
  );
}
