import { useState } from 'react';
import { UserX } from 'lucide-react';
import { DELETE_ACCOUNT_CONFIRMATION, type AccountDeletionPreview } from '../../../common/account-data';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { useFormState, type FormErrors } from '../../lib/use-form-state';
import { useAccountDeletionPreview, useDeleteAccount } from './api/account-data';
import { PROFILE_SCREEN_TEXTS as T } from './profile-screen-texts';

/**
 * 'Delete my account': reads what it would do now, then asks with that question (or says why it
 * cannot be done yet); the deletion needs the password and the typed word.
 */
export function DeleteAccount() {
  const ask = useAccountDeletionPreview();
  const [preview, setPreview] = useState<AccountDeletionPreview | null>(null);
  const close = () => {
    setPreview(null);
  };
  return (
    <>
      <Button
        variant="ghost-danger"
        icon={<UserX aria-hidden="true" className="size-4" />}
        pending={ask.isPending}
        onClick={() => {
          ask.mutate(undefined, { onSuccess: setPreview });
        }}
      >
        {T.deleteMyAccount}
      </Button>
      {ask.error ? <RefusalAlert error={ask.error} failed={T.previewFailed} className="mt-4" /> : null}
      {preview && blockers(preview).length > 0 ? <CannotDeleteDialog preview={preview} onClose={close} /> : null}
      {preview && blockers(preview).length === 0 ? <DeleteAccountForm preview={preview} onClose={close} /> : null}
    </>
  );
}

/** Why the deletion cannot go ahead now, in the order a person fixes it; empty when it can. */
function blockers(preview: AccountDeletionPreview): string[] {
  return [
    preview.lastAdmin ? T.lastAdmin : null,
    preview.teamsToHandOver.length > 0 ? T.mustHandOver(preview.teamsToHandOver) : null,
    preview.drawsPending > 0 ? T.drawsPending(preview.drawsPending) : null,
  ].filter((text): text is string => text !== null);
}

/** What happens, as the list the question shows. */
export function DeletionConsequences({ preview }: { preview: AccountDeletionPreview }) {
  return (
    <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
      <p>{T.deleteAccountIntro}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{T.deletesLists(preview.lists)}</li>
        {preview.teamsDeleted.length > 0 ? <li>{T.deletesTeams(preview.teamsDeleted)}</li> : null}
        {preview.teamsLeft.length > 0 ? <li>{T.leavesTeams(preview.teamsLeft)}</li> : null}
        <li>{T.keepsCertificates(preview.certificates)}</li>
        <li>{T.endsAccess}</li>
      </ul>
    </div>
  );
}

/** The question, and why it cannot be done yet, with nothing to confirm. */
function CannotDeleteDialog({ preview, onClose }: { preview: AccountDeletionPreview; onClose: () => void }) {
  return (
    <Dialog title={T.deleteAccountTitle} description={<DeletionConsequences preview={preview} />} onClose={onClose} className="max-w-lg">
      <div className="space-y-3">
        {blockers(preview).map((text) => (
          <Alert key={text} tone="warning">
            {text}
          </Alert>
        ))}
      </div>
    </Dialog>
  );
}

function DeleteAccountForm({ preview, onClose }: { preview: AccountDeletionPreview; onClose: () => void }) {
  const form = useFormState(() => ({ password: '', confirmation: '' }));
  const remove = useDeleteAccount();

  function onSubmit() {
    remove.reset();
    const found: FormErrors = {};
    if (form.values.password === '') found.password = T.passwordRequired;
    if (form.values.confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION) found.confirmation = T.confirmationRequired(DELETE_ACCOUNT_CONFIRMATION);
    if (Object.keys(found).length > 0) {
      form.refuse(found);
      return;
    }
    remove.mutate(form.values);
  }

  return (
    <FormDialog
      title={T.deleteAccountTitle}
      description={<DeletionConsequences preview={preview} />}
      className="max-w-lg"
      formRef={form.formRef}
      request={remove}
      failed={T.deleteFailed}
      submitLabel={T.deleteMyAccount}
      submitVariant="danger"
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField label={T.passwordLabel} type="password" autoComplete="current-password" required autoFocus {...form.text('password')} />
      <TextField label={T.confirmationLabel(DELETE_ACCOUNT_CONFIRMATION)} autoComplete="off" spellCheck={false} required {...form.text('confirmation')} />
    </FormDialog>
  );
}
