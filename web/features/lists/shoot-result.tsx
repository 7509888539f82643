import { BadgeCheck } from 'lucide-react';
import type { ShootResponse } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { buttonVariants } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';
import { inputClassName } from '../../components/ui/field-styles';
import { CopyButton } from '../../components/ui/copy-button';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { useCopy } from '../../lib/use-copy';
import { SHARED_TEXTS } from '../../components/shared-texts';

const WHOLE = 'whole';

/**
 * The shoot's mentions in a read-only text area with 'Copy Shoot List'. The posts ready for X (the
 * mentions cut the way X counts, with a message around them) are the composer's, below it.
 */
export function ShootResult({ result, rotation }: { result: ShootResponse; rotation: boolean }) {
  const { copied, error, copy } = useCopy();

  return (
    <section aria-label={LISTS_SCREEN_TEXTS.shootResult} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {LISTS_SCREEN_TEXTS.shootSummary(result.usernames.length, result.available, result.skipped, rotation)}
      </p>
      {result.roundStarted ? <p className="text-sm text-slate-600 dark:text-slate-400">{LISTS_SCREEN_TEXTS.roundStarted}</p> : null}
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
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton
          label={LISTS_SCREEN_TEXTS.copyShootList}
          copied={copied === WHOLE}
          onCopy={() => {
            void copy(WHOLE, result.text);
          }}
        />
        {/* A new tab: the result stays here to be copied and composed. */}
        <a href={paths.draw(result.drawId)} target="_blank" rel="noopener" title={LISTS_SCREEN_TEXTS.drawCertificateHint} className={buttonVariants({ variant: 'secondary' })}>
          <BadgeCheck aria-hidden="true" className="size-4" />
          {LISTS_SCREEN_TEXTS.drawCertificate}
        </a>
      </div>
      {error ? <Alert>{SHARED_TEXTS.copyFailed(error)}</Alert> : null}
    </section>
  );
}
