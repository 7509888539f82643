import { Suspense, lazy } from 'react';
import { Spinner } from '../ui/spinner';
import { cn } from '../../lib/cn';
import { SHARED_TEXTS } from '../shared-texts';

const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel'));

/**
 * The emoji picker in its popover, loaded on first open: the toolbar's icon picker and the
 * message composer's 'Insert emoji' both open this one (issue #19).
 */
export function EmojiPopover({ label, onSelect, className }: { label: string; onSelect: (emoji: string) => void; className?: string }) {
  return (
    <div
      role="dialog"
      aria-label={label}
      className={cn('absolute top-full left-0 z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900', className)}
    >
      <Suspense
        fallback={
          <p role="status" className="flex h-80 w-72 items-center justify-center gap-2 text-sm text-slate-500">
            <Spinner />
            {SHARED_TEXTS.loadingEmojis}
          </p>
        }
      >
        <EmojiPickerPanel onSelect={onSelect} />
      </Suspense>
    </div>
  );
}
