import { useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Pencil } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';

/** One block of the profile screen: a card with its h2, an optional action, and its content. */
export function ProfileSection({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `profile-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
          </div>
          {action}
        </div>
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}

/** A label and its value in a block's view mode, with the value's action (Edit, Change…) at the end. */
export function InfoRow({ label, action, children }: { label: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4">
      <dt className="w-40 shrink-0 text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-3 text-sm text-slate-900 dark:text-slate-100">
        <div className="min-w-0 flex-1 space-y-2 break-words">{children}</div>
        {action}
      </dd>
    </div>
  );
}

type EditButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  buttonRef?: Ref<HTMLButtonElement>;
  /** The visible text: 'Edit', 'Change', 'Add'. */
  children: string;
  /** What it edits, for its accessible name: 'email' gives 'Edit email'. */
  subject?: string;
};

/** The small secondary button that opens a block's edit mode. */
export function EditButton({ buttonRef, subject, children, ...props }: EditButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={subject ? `${children} ${subject}` : undefined}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      {...props}
    >
      <Pencil aria-hidden="true" className="size-3.5" />
      {children}
    </button>
  );
}

/** Save (busy while the request runs) and Cancel, at the end of an edit form. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? <Spinner /> : null}
        Save
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
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

export const editFormClassName =
  'space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40';

/**
 * A row of the Account block with its own view/edit toggle: the value with its button ('Edit',
 * 'Change', 'Add'), or the form. A form reports `saved(notice)` (shown under the value) or `close()`.
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
  form: (done: { close: () => void; saved: (notice?: string) => void }) => ReactNode;
  children: ReactNode;
}) {
  const edit = useEditMode();
  const [notice, setNotice] = useState<string | null>(null);

  if (edit.editing) {
    return (
      <InfoRow label={label}>
        {form({
          close: edit.close,
          saved: (message) => {
            setNotice(message ?? null);
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
        <EditButton
          buttonRef={edit.buttonRef}
          subject={subject}
          onClick={() => {
            setNotice(null);
            edit.open();
          }}
        >
          {actionLabel}
        </EditButton>
      }
    >
      {children}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
    </InfoRow>
  );
}
