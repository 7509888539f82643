import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { DEFAULT_MENTION_WARNING } from '../../../common/compose-limits';
import { InlineLoading } from '../../components/ui/inline-loading';
import { cn } from '../../lib/cn';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';

// The body counts with twitter-text (~35 KB gzip): loaded when the composer opens, not with the screen.
const ComposerBody = lazy(() => import('./composer-body'));

export type ComposerState = { message: string; numbered: boolean; mentionWarning: number };
const DEFAULTS: ComposerState = { message: '', numbered: false, mentionWarning: DEFAULT_MENTION_WARNING };

/** Per user on this browser, like the lists' view: the message being written and the two settings. */
const storageKey = (userId: number) => `rollcall.composer.${String(userId)}`;

function read(userId: number): ComposerState {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as Partial<ComposerState> | null;
    if (!raw) return DEFAULTS;
    return {
      message: typeof raw.message === 'string' ? raw.message : DEFAULTS.message,
      numbered: raw.numbered === true,
      mentionWarning: Number.isInteger(raw.mentionWarning) && (raw.mentionWarning ?? 0) > 0 ? (raw.mentionWarning as number) : DEFAULTS.mentionWarning,
    };
  } catch {
    return DEFAULTS;
  }
}

function useComposerState(userId: number) {
  const [state, setState] = useState<ComposerState>(() => read(userId));
  useEffect(() => {
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify(state));
    } catch {
      // Storage full or blocked: the message lasts for this visit.
    }
  }, [state, userId]);
  return [state, (next: Partial<ComposerState>) => setState((current) => ({ ...current, ...next }))] as const;
}

/**
 * The message input of spec §1 (issue #19): a message around the drawn mentions, counted the way
 * X counts (twitter-text), split into posts that are each valid on X, each with Copy and 'Post on
 * X' (X's own composer, filled in; nothing is sent from Rollcall), and a warning where a post
 * carries more mentions than the user's limit. Usable without a shoot.
 */
export function MessageComposer({ userId, usernames }: { userId: number; usernames: readonly string[] }) {
  const [state, update] = useComposerState(userId);
  const id = useId();
  // Folded until there is something to write around (a draw, a message kept from before) or the
  // person opens it: the lists stay near the top of a phone's screen.
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const open = unfolded ?? (usernames.length > 0 || state.message !== '');

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900 dark:text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => {
            setUnfolded(!open);
          }}
          className="flex min-h-10 w-full items-center justify-between gap-2 rounded-md text-left"
        >
          {LISTS_SCREEN_TEXTS.composer}
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400', open && 'rotate-180')} />
        </button>
      </h2>
      {open ? (
        <Suspense fallback={<InlineLoading announce />}>
          <ComposerBody id={id} state={state} update={update} usernames={usernames} />
        </Suspense>
      ) : null}
    </section>
  );
}
