import { Spinner } from './spinner';

/**
 * "Loading..." inside a card or a section (LoadingState is made for a whole page). `announce`
 * makes it a live region; leave it off where the page's own messages are the ones to announce.
 */
export function InlineLoading({ announce = false }: { announce?: boolean }) {
  return (
    <p role={announce ? 'status' : undefined} className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
      <Spinner className="text-indigo-600 dark:text-indigo-400" />
      Loading...
    </p>
  );
}
