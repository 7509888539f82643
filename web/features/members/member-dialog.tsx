import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type MemberDialogProps = {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** Gets the focus back when the dialog closes if the button that opened it is gone (its row moved). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A modal dialog of the members screen: named by its title, the focus kept inside while open and
 * given back to the button that opened it; Escape or a press outside closes it.
 */
export function MemberDialog({ title, description, onClose, fallbackFocus, children }: MemberDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useDismiss(true, [panelRef], onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = fallbackFocus?.current;
    const panel = panelRef.current;
    // The element marked data-autofocus first, else the first focusable one.
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();
    return () => {
      const target = opener?.isConnected ? opener : fallback;
      target?.focus({ preventScroll: true });
    };
    // Once per opening: the focus moves in when it opens and back when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-950/50 p-4 pt-[12vh] backdrop-blur-sm">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl outline-none dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
            {description}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
      </div>
    </div>
  );
}
