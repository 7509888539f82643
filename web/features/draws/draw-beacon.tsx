import type { DrawCertificate } from '../../../common/draws';
import { Alert } from '../../components/ui/alert';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { DrawSection } from './draw-section';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { codeClassName } from './draw-styles';

/**
 * Where a rollcall-draw-v2 draw's randomness comes from (issue #37): the drand round fixed when
 * the entrants were frozen, whose chain (the League's quicknet, or said plainly that it is not),
 * and once out its signature and randomness; while it waits, what for and why.
 */
export function DrawBeacon({ certificate, beacon }: { certificate: DrawCertificate; beacon: NonNullable<DrawCertificate['beacon']> }) {
  const roundAt = formatZonedAndUtc(beacon.roundAt);
  const waiting = beacon.waiting;
  return (
    <DrawSection id="draw-beacon" title={T.beaconTitle}>
      <Alert tone={beacon.league ? 'info' : 'warning'} className="mt-3">
        {beacon.league ? T.beaconLeague : T.beaconTestChain}
      </Alert>
      {waiting ? (
        <div role="status" className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <p className="font-medium text-slate-900 dark:text-white">{T.waitingFor(beacon.round, roundAt)}</p>
          {waiting.attempts > 0 && waiting.lastAttemptAt ? (
            <p>{T.waitingProblems(waiting.attempts, formatZonedAndUtc(waiting.lastAttemptAt), waiting.problems.map((problem) => `${problem.relay}: ${problem.problem}`).join('; ') || '—')}</p>
          ) : null}
          {waiting.attempts > 0 && waiting.nextAttemptAt ? <p>{T.nextAttempt(formatZonedAndUtc(waiting.nextAttemptAt))}</p> : null}
        </div>
      ) : null}
      {certificate.drawnAt && !waiting ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {T.drawnAfter(Math.max(0, Math.round((Date.parse(certificate.drawnAt) - Date.parse(beacon.roundAt)) / 1000)), beacon.attempts)}
        </p>
      ) : null}
      <DetailList className="mt-3 max-sm:grid-cols-1">
        <Detail label={T.frozenAt}>{formatZonedAndUtc(certificate.createdAt)}</Detail>
        <Detail label={T.beaconRound}>{beacon.round.toLocaleString('en-US')}</Detail>
        <Detail label={T.beaconRoundAt}>{roundAt}</Detail>
        <Detail label={T.beaconChain}>
          <span className={codeClassName}>{beacon.chain.hash}</span>
        </Detail>
        {beacon.signature ? (
          <Detail label={T.beaconSignature}>
            <span className={codeClassName}>{beacon.signature}</span>
          </Detail>
        ) : null}
        {beacon.randomness ? (
          <Detail label={T.beaconRandomness}>
            <span className={codeClassName}>{beacon.randomness}</span>
          </Detail>
        ) : null}
      </DetailList>
    </DrawSection>
  );
}
