import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { InlineLoading } from '../../components/ui/inline-loading';
import { QueryState } from '../../components/ui/query-state';
import { cn } from '../../lib/cn';
import { useComposer } from './api/composer';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';

// The body counts with twitter-text (~35 KB gzip): loaded when the composer opens, not with the screen.
const ComposerBody = lazy(() => import('./composer-body'));

/**
 * The message being written, per user on this browser (like the lists' view): it survives a
 * reload or a slip of the finger. The templates and settings are the server's (per user, anywhere).
 */
const storageKey = (userId: number) => `rollcall.composer.${String(userId)}`;

function readDraft(userId: number): string {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as { message?: unknown } | null;
    return typeof raw?.message === 'string' ? raw.message : '';
  } catch {
    return '';
  }
}

function useDraft(userId: number) {
  const [message, setMessage] = useState(() => readDraft(userId));
  useEffect(() => {
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify({ message }));
    } catch {
      // Storage full or blocked: the message lasts for this visit.
    }
  }, [message, userId]);
  return [message, setMessage] as const;
}

/**
 * The message input of spec §1 (issue #19): a message around the drawn mentions, counted the way
 * X counts (twitter-text), split into posts that are each valid on X, each with Copy and 'Post on
 * X' (X's own composer, filled in; nothing is sent from Rollcall), a warning where a post carries
 * more mentions than the user's limit, and named templates. Usable without a shoot. `link` (a
 * draw's certificate, issue #36) ends the first post.
 */
export function MessageComposer({ userId, usernames, link }: { userId: number; usernames: readonly string[]; link?: string }) {
  const [message, setMessage] = useDraft(userId);
  const id = useId();
  // Folded until there is something to write around (a draw, a message kept from before) or the
  // person opens it: the lists stay near the top of a phone's screen.
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const open = unfolded ?? (usernames.length > 0 || message !== '');
  const composer = useComposer(open);

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
          {COMPOSER_SCREEN_TEXTS.composer}
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400', open && 'rotate-180')} />
        </button>
      </h2>
      {open ? (
        <div id={`${id}-body`}>
          <QueryState query={composer} failed={COMPOSER_SCREEN_TEXTS.templatesFailed} loading={<InlineLoading announce />} retry>
            {(data) => (
              <Suspense fallback={<InlineLoading announce />}>
                <ComposerBody id={id} composer={data} message={message} setMessage={setMessage} usernames={usernames} link={link} />
              </Suspense>
            )}
          </QueryState>
        </div>
      ) : null}
    </section>
  );
}
