import { Check, Copy } from 'lucide-react';
import { X_POST_LENGTH } from '../../../common/lists';
import type { ShootResponse } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { inputClassName } from '../../components/ui/field-styles';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { useCopy } from './use-copy';

const WHOLE = 'whole';

/** The shoot's mentions in a read-only text area with 'Copy Shoot List', and the post-sized parts when it is long. */
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

      {result.parts.length > 1 ? (
        <ol aria-label="Parts" className="space-y-2">
          {result.parts.map((part, index) => {
            const key = `part-${String(index)}`;
            return (
              <li key={key} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-700 dark:text-slate-200">
                    {`Part ${String(index + 1)}`}
                    <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">{`${String(part.length)}/${String(X_POST_LENGTH)} characters`}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    <CopiedMark show={copied === key} />
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        void copy(key, part);
                      }}
                    >
                      <Copy aria-hidden="true" className="size-4" />
                      {LISTS_SCREEN_TEXTS.copyPart(index + 1)}
                    </Button>
                  </span>
                </div>
                <p className="break-words text-slate-700 dark:text-slate-300">{part}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
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
