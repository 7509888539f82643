import { useRef } from 'react';
import type { RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';

/** 'Delete' asks first; Cancel has the focus, so Enter does no harm. `error` is the refusal to show. */
export function ConfirmDeleteDialog({
  title,
  question,
  error,
  pending,
  onConfirm,
  onClose,
  fallbackFocusRef,
}: {
  title: string;
  question: string;
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title={title} description={question} initialFocusRef={cancelRef} fallbackFocusRef={fallbackFocusRef} onClose={onClose} className="max-w-md">
      {error ? <Alert className="mb-4">{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
          {BLOG_SCREEN_TEXTS.cancel}
        </button>
        <Button
          className="bg-red-600 hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500"
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {pending ? <Spinner /> : null}
          {BLOG_SCREEN_TEXTS.delete}
        </Button>
      </div>
    </Dialog>
  );
}
