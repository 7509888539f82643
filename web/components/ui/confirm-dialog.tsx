import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { dialogState, type DialogRequest } from '../../lib/field-errors';

type ConfirmDialogProps = {
  /** The dialog's name ('Delete Plan'). */
  title: string;
  /** The question ('Delete the plan "Pro"? This cannot be undone.'), which describes the dialog. */
  message: ReactNode;
  /** The confirming button's text ('Delete', 'Block', 'Confirm'). */
  confirmLabel: string;
  /** Confirms; null leaves Cancel alone (nothing more can be done, e.g. after a refusal). */
  onConfirm: (() => void) | null;
  /** Cancel, Escape, the close button or a press outside. */
  onClose: () => void;
  cancelLabel?: string;
  /** The request the dialog sends: while it runs the confirming button is busy; its refusal shows in red above the buttons, in `failed`'s words when given. */
  request?: DialogRequest;
  failed?: (reason: string) => string;
  /** Without a request: the confirming button busy, and a refusal worded by the caller. */
  pending?: boolean;
  error?: string | null;
  /** A red confirming button (deletes, blocks); otherwise the primary one. */
  destructive?: boolean;
  /** 'alertdialog' (the default) for a question that interrupts; 'dialog' where the screen's other dialogs are plain. */
  role?: 'alertdialog' | 'dialog';
  /** Gets the focus on close when the element that opened the dialog is gone. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  /** The Cancel button, for a caller that gives it the focus back itself. */
  cancelRef?: RefObject<HTMLButtonElement | null>;
  /** More to say, between the question and the error (a refusal with a second choice). */
  children?: ReactNode;
};

/**
 * A question before something that cannot be undone (bulletproof-react's confirmation dialog):
 * the shared modal (Escape closes, Tab stays inside, the focus returns), the focus on Cancel so
 * Enter does no harm, the pending state on the confirming button and the refusal shown inside.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  cancelLabel = 'Cancel',
  request,
  failed,
  pending: givenPending,
  error: givenError,
  destructive = true,
  role = 'alertdialog',
  fallbackFocusRef,
  cancelRef,
  children,
}: ConfirmDialogProps) {
  const { pending, error } = dialogState({ request, failed, pending: givenPending, error: givenError });
  const ownCancelRef = useRef<HTMLButtonElement>(null);
  const cancel = cancelRef ?? ownCancelRef;
  return (
    <Dialog role={role} title={title} description={message} initialFocusRef={cancel} fallbackFocusRef={fallbackFocusRef} onClose={onClose} className="max-w-md">
      {children}
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button ref={cancel} variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        {onConfirm ? (
          <Button variant={destructive ? 'danger' : 'primary'} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
