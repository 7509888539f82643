import { useState } from 'react';
import { Link } from 'react-router';
import { Link2 } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import type { DrawCertificate } from '../../../common/draws';
import { Button } from '../../components/ui/button';
import { errorReason } from '../../lib/field-errors';
import { DrawSection } from './draw-section';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { codeClassName } from './draw-styles';
import { walkChain, type ChainWalk } from './chain-walk';

/**
 * The certificate's place in its person's chain (issue #37): the previous certificate they made,
 * and 'Check the chain', which walks back and names a certificate deleted or altered since.
 */
export function DrawChain({ certificate, chain }: { certificate: DrawCertificate; chain: NonNullable<DrawCertificate['chain']> }) {
  const [walk, setWalk] = useState<{ for: string; value: ChainWalk | 'running' | { failed: string } } | null>(null);
  const result = walk?.for === certificate.id ? walk.value : null;
  return (
    <DrawSection id="draw-chain" title={T.chainTitle}>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{T.chainIntro(chain.seq)}</p>
      {chain.previousId ? (
        <p className="mt-2 text-sm">
          <Link to={paths.draw(chain.previousId)} className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
            {T.chainPrevious}
          </Link>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{T.chainFirst}</p>
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {T.chainHash} <span className={codeClassName}>{chain.contentHash}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          pending={result === 'running'}
          icon={<Link2 aria-hidden="true" className="size-4" />}
          onClick={() => {
            setWalk({ for: certificate.id, value: 'running' });
            walkChain(certificate).then(
              (value) => setWalk({ for: certificate.id, value }),
              (error: unknown) => setWalk({ for: certificate.id, value: { failed: errorReason(error) } }),
            );
          }}
        >
          {T.chainCheck}
        </Button>
        <p role="status" className="min-w-0 flex-1 text-sm">
          {result === null || result === 'running' ? null : 'failed' in result ? (
            <span className="text-red-700 dark:text-red-300">{T.chainFailed(result.failed)}</span>
          ) : result.outcome === 'holds' ? (
            <span className="font-semibold text-emerald-700 dark:text-emerald-300">{T.chainHolds(result.checked, result.toFirst)}</span>
          ) : (
            <span className="font-semibold text-red-700 dark:text-red-300">{result.outcome === 'missing' ? T.chainMissing(result.seq) : T.chainAltered(result.seq)}</span>
          )}
        </p>
      </div>
    </DrawSection>
  );
}
