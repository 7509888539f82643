import { useRef } from 'react';
import { SmilePlus, X } from 'lucide-react';
import { EmojiPopover } from '../../components/emoji/emoji-popover';
import { Button } from '../../components/ui/button';
import { viewerLock } from '../../components/viewer-notice';
import { useDismiss } from '../../lib/use-dismiss';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

/**
 * A list card's icon (issue #38): the icon opens the real emoji picker (the toolbar's), not a text
 * box that refused a word with a validator's message; 'Clear icon' beside the picker removes it.
 * One editor at a time across the page, as the card's other fields (`open`, `onOpen`).
 */
export function CardIconPicker({
  icon,
  open,
  onOpen,
  onClose,
  onChoose,
  readOnly,
}: {
  icon: string | null;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (icon: string | null) => void;
  readOnly: string | null;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, [containerRef], (reason) => {
    onClose();
    if (reason === 'escape') buttonRef.current?.focus();
  });
  const choose = (next: string | null) => {
    onClose();
    buttonRef.current?.focus();
    if (next !== icon) onChoose(next);
  };
  return (
    <div ref={containerRef} className="relative flex shrink-0 items-start gap-1">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Edit icon: ${icon ?? 'No icon'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...viewerLock(readOnly)}
        onClick={() => (open ? onClose() : onOpen())}
        className="rounded-md text-2xl leading-9 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed dark:hover:bg-slate-950/40"
      >
        {icon ?? (
          <span className="inline-flex size-9 items-center justify-center rounded-md border border-dashed border-slate-400 text-slate-500 dark:border-slate-600 dark:text-slate-400">
            <SmilePlus aria-hidden="true" className="size-4" />
          </span>
        )}
      </button>
      {open && icon ? (
        <Button variant="ghost" size="sm" aria-label={LISTS_SCREEN_TEXTS.clearIcon} title={LISTS_SCREEN_TEXTS.clearIcon} onClick={() => choose(null)} className="mt-1 px-2">
          <X aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      {open ? <EmojiPopover label={LISTS_SCREEN_TEXTS.pickEmoji} onSelect={(emoji) => choose(emoji)} /> : null}
    </div>
  );
}
