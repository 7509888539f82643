import { Check, Copy } from 'lucide-react';
import type { ShootResponse } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { inputClassName } from '../../components/ui/field-styles';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { useCopy } from './use-copy';

const WHOLE = 'whole';

/**
 * The shoot's mentions in a read-only text area with 'Copy Shoot List'. The posts ready for X (the
 * mentions cut the way X counts, with a message around them) are the composer's, below it.
 */
export function ShootResult({ result }: { result: ShootResponse }) {
  const { copied, error, copy } = useCopy();

  return (
    <section aria-label={LISTS_SCREEN_TEXTS.shootResult} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {LISTS_SCREEN_TEXTS.shootSummary(result.usernames.length, result.available, result.skipped)}
      </p>
      <textarea
        readOnly
        aria-label={LISTS_SCREEN_TEXTS.shootResult}
        value={result.text}
        rows={Math.min(6, Math.max(2, Math.ceil(result.text.length / 80)))}
        onFocus={(event) => {
          event.currentTarget.select();
        }}
        className={inputClassName}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void copy(WHOLE, result.text);
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          {LISTS_SCREEN_TEXTS.copyShootList}
        </Button>
        <CopiedMark show={copied === WHOLE} />
      </div>
      {error ? <Alert>{LISTS_SCREEN_TEXTS.copyFailed(error)}</Alert> : null}

    </section>
  );
}

function CopiedMark({ show }: { show: boolean }) {
  return (
    <span role="status" className="inline-flex min-h-5 items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
      {show ? (
        <>
          <Check aria-hidden="true" className="size-4" />
          {LISTS_SCREEN_TEXTS.copied}
        </>
      ) : null}
    </span>
  );
}
