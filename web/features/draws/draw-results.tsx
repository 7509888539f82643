import type { DrawCertificate } from '../../../common/draws';
import { RefusalAlert } from '../../components/ui/alert';
import { DrawSection } from './draw-section';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { useNow } from '../../lib/use-now';
import { useDrawNow } from './api/draw';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';

export function Winners({ certificate, winners }: { certificate: DrawCertificate; winners: string[] }) {
  // Each redraw in the place of the winner it replaced (the draw's own list never changes).
  const rows = winners.map((winner) => ({ original: winner, chain: [] as { winner: string; at: string }[] }));
  for (const redraw of certificate.redraws) {
    const row = rows.find((candidate) => (candidate.chain.at(-1)?.winner ?? candidate.original) === redraw.replaced);
    row?.chain.push({ winner: redraw.winner, at: redraw.createdAt });
  }
  return (
    <DrawSection id="draw-winners" title={T.winners}>
      <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-slate-900 dark:text-slate-100">
        {rows.map((row) => (
          <li key={row.original}>
            <span className={cn('font-medium', row.chain.length > 0 && 'text-slate-500 line-through dark:text-slate-400')}>@{row.original}</span>
            {row.chain.map((step) => (
              <span key={step.winner} className="ml-2 text-sm">
                {T.replacedBy(step.winner)} <span className="text-xs text-slate-500 dark:text-slate-400">({T.redrawNote(formatZonedAndUtc(step.at))})</span>
              </span>
            ))}
          </li>
        ))}
      </ol>
    </DrawSection>
  );
}

export function Announced({ certificate }: { certificate: DrawCertificate }) {
  const drawNow = useDrawNow(certificate.id);
  const now = useNow(5000);
  const due = certificate.drawAt !== null && Date.parse(certificate.drawAt) <= now;
  return (
    <DrawSection id="draw-announced" title={T.announcedTitle}>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {certificate.beacon
          ? T.announcedBodyV2(formatZonedAndUtc(certificate.drawAt ?? certificate.createdAt), certificate.beacon.round, formatZonedAndUtc(certificate.beacon.roundAt))
          : T.announcedBody(formatZonedAndUtc(certificate.drawAt ?? certificate.createdAt))}
      </p>
      {due ? <p className="mt-2 text-sm font-medium text-slate-900 dark:text-white">{T.due}</p> : null}
      {certificate.mine && due ? (
        <Button className="mt-3" pending={drawNow.isPending} onClick={() => drawNow.mutate()}>
          {T.drawNow}
        </Button>
      ) : null}
      <RefusalAlert error={drawNow.error} failed={T.drawNowFailed} className="mt-3" />
    </DrawSection>
  );
}
