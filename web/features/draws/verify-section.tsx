import { useEffect, useMemo, useState } from 'react';
import { BadgeCheck, CircleX, Download } from 'lucide-react';
import type { DrawCertificate } from '../../../common/draws';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { verifyCertificate, type CertificateCheck } from './verify';

export function VerifySection({ certificate }: { certificate: DrawCertificate }) {
  // The answer of the certificate it was computed for: one that changed (a redraw) is checked again.
  const [checked, setChecked] = useState<{ for: DrawCertificate; value: CertificateCheck | null | 'running' } | null>(null);
  const result = checked?.for === certificate ? checked.value : null;
  const setResult = (value: CertificateCheck | null | 'running') => {
    setChecked({ for: certificate, value });
  };
  // 'Download evidence' (issue #37): the certificate's JSON, all that `npm run verify` or the
  // Python reference need to check it with nothing of this server.
  const evidence = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(certificate, null, 2)], { type: 'application/json' })), [certificate]);
  useEffect(
    () => () => {
      URL.revokeObjectURL(evidence);
    },
    [evidence],
  );
  const download = (
    <a href={evidence} download={T.evidenceFile(certificate.id)} className={buttonVariants({ variant: 'secondary' })}>
      <Download aria-hidden="true" className="size-4" />
      {T.downloadEvidence}
    </a>
  );
  if (certificate.entrants === null)
    return (
      <div className="space-y-3">
        <Alert tone="info">{T.cannotVerify}</Alert>
        {download}
      </div>
    );
  return (
    <section aria-label={T.verify} className="flex flex-wrap items-center gap-3">
      <Button
        pending={result === 'running'}
        icon={<BadgeCheck aria-hidden="true" className="size-4" />}
        onClick={() => {
          setResult('running');
          // Let the button show that it works before a large list is hashed (a v2 check loads the BLS code first).
          setTimeout(() => {
            void verifyCertificate(certificate).then(setResult, () => {
              setResult(null);
            });
          }, 0);
        }}
      >
        {T.verify}
      </Button>
      {download}
      <div role="status" className="w-full min-w-0 sm:w-auto sm:flex-1">
        {result && result !== 'running' ? (
          result.verified ? (
            <p className="flex flex-wrap items-center gap-1.5 font-semibold text-emerald-700 dark:text-emerald-300">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
              <strong>{T.verified}</strong>
              <span className="min-w-0 font-normal text-slate-600 dark:text-slate-400">
                — {result.beacon === undefined ? T.verifiedDetail : `${T.verifiedDetailV2} ${T.verifiedChain(result.league === true)}`}
              </span>
            </p>
          ) : (
            <p className="flex items-start gap-1.5 font-semibold text-red-700 dark:text-red-300">
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong>{T.doesNotMatch}</strong>
                <span className="font-normal">
                  {': '}
                  {(['beacon', 'entrants', 'fingerprint', 'commitment', 'winners', 'redraws', 'leftOut'] as const)
                    .filter((part) => result[part] === false)
                    .map((part) => T.mismatch[part])
                    .join('; ')}
                </span>
              </span>
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
