import type { ShootResponse } from '../../../common/lists';
import { Alert } from '../../components/ui/alert';
import { inputClassName } from '../../components/ui/field-styles';
import { CopyButton } from './copy-button';
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
      <CopyButton
        label={LISTS_SCREEN_TEXTS.copyShootList}
        copied={copied === WHOLE}
        onCopy={() => {
          void copy(WHOLE, result.text);
        }}
      />
      {error ? <Alert>{LISTS_SCREEN_TEXTS.copyFailed(error)}</Alert> : null}
    </section>
  );
}
