import type { FormEvent, ReactNode, Ref } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { dialogState, type DialogRequest } from '../../lib/field-errors';

type FormButtonsProps = {
  submitLabel: string;
  /** 'danger' for a form whose submit destroys something (Delete my account). */
  submitVariant?: 'primary' | 'danger';
  cancelLabel?: string;
  /** The request runs: Submit is busy, both are disabled. */
  pending: boolean;
  onCancel: () => void;
};

/** Cancel and the submit button (Save, Update…) at the end of a form. */
export function FormButtons({ submitLabel, submitVariant = 'primary', cancelLabel = 'Cancel', pending, onCancel }: FormButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={submitVariant} pending={pending}>
        {submitLabel}
      </Button>
    </>
  );
}

type FormDialogProps = Omit<FormButtonsProps, 'onCancel' | 'pending'> & {
  /** The request the form sends: while it runs Submit is busy; its refusal shows above the buttons, in `failed`'s words when given. */
  request?: DialogRequest;
  failed?: (reason: string) => string;
  /** Without a request (or to say more than it does): Submit busy, and the refusal worded by the caller. */
  pending?: boolean;
  /** The dialog's name, also the form's (role="form"). */
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** The dialog's width ('max-w-xl'). */
  className?: string;
  /** From useFormState: the first wrong field gets the focus after a refused submit. */
  formRef?: Ref<HTMLFormElement>;
  /** The gap between the fields ('space-y-4' by default). */
  formClassName?: string;
  error?: string | null;
  /** Called on submit (not while pending); the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A form in a modal dialog (Add/Edit of the admin screens): the fields, the server's refusal in
 * red, then Cancel and the submit button, busy while the request runs. The fields' own errors
 * come from useFormState.
 */
export function FormDialog({
  title,
  description,
  onClose,
  className,
  formRef,
  formClassName = 'space-y-4',
  request,
  failed,
  pending: givenPending,
  error: givenError,
  submitLabel,
  submitVariant,
  cancelLabel,
  onSubmit,
  children,
}: FormDialogProps) {
  const { pending, error } = dialogState({ request, failed, pending: givenPending, error: givenError });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <Dialog title={title} description={description} onClose={onClose} className={className}>
      <form ref={formRef} noValidate aria-label={title} aria-busy={pending} onSubmit={submit} className={formClassName}>
        {children}
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <FormButtons submitLabel={submitLabel} submitVariant={submitVariant} cancelLabel={cancelLabel} pending={pending} onCancel={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
