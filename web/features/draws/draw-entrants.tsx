import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { DrawSection } from './draw-section';
import { Download } from 'lucide-react';
import type { DrawCertificate } from '../../../common/draws';
import { paths } from '../../../common/paths.plain';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';

/** Entrants listed on the page; the rest are in the download. */
const ENTRANTS_SHOWN = 500;

export function Entrants({ certificate }: { certificate: DrawCertificate }) {
  const entrants = certificate.entrants;
  const download = useMemo(() => (entrants ? URL.createObjectURL(new Blob([entrants.join('\n')], { type: 'text/plain' })) : null), [entrants]);
  useEffect(
    () => () => {
      if (download) URL.revokeObjectURL(download);
    },
    [download],
  );
  return (
    <DrawSection id="draw-entrants" title={T.entrants(certificate.entrantCount)}>
      {entrants === null ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{T.entrantsHidden}</p>
      ) : (
        <>
          {download ? (
            <a href={download} download={`draw-${certificate.id}-entrants.txt`} className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-3')}>
              <Download aria-hidden="true" className="size-4" />
              {T.downloadEntrants}
            </a>
          ) : null}
          {entrants.length > ENTRANTS_SHOWN ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{T.entrantsShown(ENTRANTS_SHOWN, entrants.length)}</p> : null}
          <ol className="mt-3 grid list-decimal grid-cols-1 gap-x-8 gap-y-0.5 pl-8 font-mono text-sm text-slate-700 sm:grid-cols-2 md:grid-cols-3 dark:text-slate-300">
            {entrants.slice(0, ENTRANTS_SHOWN).map((entrant) => (
              <li key={entrant} className="break-all">
                {entrant}
              </li>
            ))}
          </ol>
        </>
      )}
    </DrawSection>
  );
}

/** Who was left out (skip, rotation), each at its place in the lists' members (issue #33). */
export function LeftOut({ certificate }: { certificate: DrawCertificate }) {
  const leftOut = certificate.leftOutEntrants;
  return (
    <DrawSection id="draw-left-out" title={T.leftOutTitle(certificate.leftOut)}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{leftOut ? T.leftOutHint : T.leftOutNotListed}</p>
      {leftOut ? (
        <>
          {leftOut.length > ENTRANTS_SHOWN ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{T.entrantsShown(ENTRANTS_SHOWN, leftOut.length)}</p> : null}
          <ul className="mt-3 grid grid-cols-1 gap-x-8 gap-y-0.5 font-mono text-sm text-slate-700 sm:grid-cols-2 md:grid-cols-3 dark:text-slate-300">
            {leftOut.slice(0, ENTRANTS_SHOWN).map((entry) => (
              <li key={entry.handle} className="break-all">
                {T.leftOutEntry(entry.handle, entry.at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DrawSection>
  );
}

export function Others({ certificate }: { certificate: DrawCertificate }) {
  return (
    <DrawSection id="draw-others" title={T.others}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.othersHint}</p>
      {certificate.otherSelections > 0 ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{T.otherSelections(certificate.otherSelections, certificate.countsCapped)}</p> : null}
      {certificate.othersByOthers > 0 ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{T.othersByOthers(certificate.othersByOthers, certificate.countsCapped)}</p> : null}
      {certificate.othersCount > certificate.others.length ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{T.othersMore(certificate.others.length, certificate.othersCount, certificate.countsCapped)}</p>
      ) : null}
      {certificate.others.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{T.noOthers}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {certificate.others.map((other) => (
            <li key={other.id}>
              <Link to={paths.draw(other.id)} className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                {T.otherDraw(formatZonedAndUtc(other.createdAt))}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DrawSection>
  );
}
