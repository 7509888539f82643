import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export type DialogCloseReason = 'escape' | 'outside' | 'button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

type DialogProps = {
  /** The dialog's name, shown as its h2. */
  title: string;
  description?: ReactNode;
  onClose: (reason: DialogCloseReason) => void;
  /** Focused on open; else the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Gets the focus on close when the element that opened the dialog is gone (e.g. its row moved). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Classes of the box around `children` (e.g. a flex column whose middle scrolls). */
  bodyClassName?: string;
  children: ReactNode;
};

/**
 * A modal dialog, rendered while mounted: a dimmed backdrop (a press on it closes), Escape closes,
 * Tab stays inside, and focus goes back to where it was when it closes.
 */
export function Dialog({ title, description, onClose, initialFocusRef, fallbackFocusRef, role = 'dialog', className, bodyClassName, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useEffectEvent(onClose);
  const fallbackTarget = useEffectEvent(() => fallbackFocusRef?.current ?? null);
  const focusInitial = useEffectEvent(() => {
    const marked = panelRef.current?.querySelector<HTMLElement>('[data-autofocus]');
    (initialFocusRef?.current ?? marked ?? focusables(panelRef.current)[0] ?? panelRef.current)?.focus();
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = fallbackTarget();
    focusInitial();
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close('escape');
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Back to the button that opened it, when it is still there.
      const target = previous?.isConnected ? previous : fallback;
      target?.focus({ preventScroll: true });
    };
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      // In dark mode the page is nearly black already: a deeper veil, and a lighter, outlined panel
      // (issue #18: dark dialogs did not stand out from the page).
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-950/50 p-4 dark:bg-black/70"
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose('outside');
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
        className={cn(
          // Centred by auto margins, not align-items: a dialog taller than the window starts at
          // the top and scrolls, instead of losing its top out of reach.
          'relative w-full max-w-lg rounded-2xl border sm:my-auto border-slate-200 bg-white p-6 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-800 dark:shadow-black/60',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => {
              onClose('button');
            }}
            className="-m-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </div>
        ) : null}
        <div className={cn('mt-4', bodyClassName)}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
