import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EditButton } from '../../components/ui/edit-delete-buttons';
import { TextField } from '../../components/ui/text-field';
import { InfoRow } from '../../components/ui/section-card';
import { toast } from '../../components/ui/toaster';
import { refusalText, type DialogRequest } from '../../lib/field-errors';

type ProfileEditButtonProps = Omit<ComponentProps<typeof EditButton>, 'children' | 'ref'> & {
  buttonRef?: Ref<HTMLButtonElement>;
  /** The visible text: 'Edit', 'Change', 'Add'. */
  children: string;
  /** What it edits, for its accessible name: 'email' gives 'Edit email'. */
  subject?: string;
};

/** The small secondary button that opens a block's edit mode. */
export function ProfileEditButton({ buttonRef, subject, children, ...props }: ProfileEditButtonProps) {
  return (
    <EditButton ref={buttonRef} aria-label={subject ? `${children} ${subject}` : undefined} {...props}>
      {children}
    </EditButton>
  );
}

type EditFormProps = {
  /** The form's name ('Change email'). */
  label: string;
  /** Called on submit, not while the request runs; the page does not reload. */
  onSubmit: () => void;
  /** The request the form sends: Save is busy while it runs; its refusal shows in red above the buttons, in `failed`'s words when given. */
  request: DialogRequest;
  failed?: (reason: string) => string;
  onCancel: () => void;
  children: ReactNode;
};

/** A block's edit mode: its fields in a grey box, the refusal, then Save (busy while the request runs) and Cancel. */
export function EditForm({ label, onSubmit, request, failed, onCancel, children }: EditFormProps) {
  const pending = request.isPending;
  const error = refusalText(request.error, failed);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
      aria-busy={pending}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40"
    >
      {children}
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-3 pt-1">
        <Button type="submit" pending={pending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** 'Current password', asked before the email or the password changes. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Current password" type="password" autoComplete="current-password" required {...props} />;
}

/**
 * The view/edit toggle of an editable block (spec §2: "Each editable block toggles between view
 * and edit mode with Save and Cancel"). Closing the form gives the focus back to the button that
 * opened it, so a keyboard user does not land at the top of the page.
 */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [editing]);

  return {
    editing,
    buttonRef,
    open: () => {
      setEditing(true);
    },
    close: () => {
      returnFocus.current = true;
      setEditing(false);
    },
  };
}

/**
 * A row of the Account block with its own view/edit toggle: the value with its button ('Edit',
 * 'Change', 'Add'), or the form. A form reports `saved(message)` (said in a toast) or `close()`.
 */
export function EditableRow({
  label,
  subject,
  actionLabel,
  form,
  children,
}: {
  label: string;
  subject: string;
  actionLabel: string;
  form: (done: { close: () => void; saved: (message: string) => void }) => ReactNode;
  children: ReactNode;
}) {
  const edit = useEditMode();

  if (edit.editing) {
    return (
      <InfoRow label={label}>
        {form({
          close: edit.close,
          saved: (message) => {
            toast.success(message);
            edit.close();
          },
        })}
      </InfoRow>
    );
  }

  return (
    <InfoRow
      label={label}
      action={
        <ProfileEditButton
          buttonRef={edit.buttonRef}
          subject={subject}
          onClick={edit.open}
        >
          {actionLabel}
        </ProfileEditButton>
      }
    >
      {children}
    </InfoRow>
  );
}
