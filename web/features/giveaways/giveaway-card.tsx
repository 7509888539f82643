import { useState } from 'react';
import { Gift, ListPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Giveaway } from '../../../common/giveaways';
import { paths } from '../../../common/paths.plain';
import { viewerLock } from '../../components/viewer-notice';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { EntryShare } from './entry-share';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';
import { SaveEntrantsDialog } from './save-entrants-dialog';
import { WinnersLine } from './winners-line';
import { WinnersPostDialog } from './winners-post-dialog';

const STATUS_TONE: Record<Giveaway['status'], BadgeTone> = { open: 'emerald', drawn: 'indigo', closed: 'slate' };
const linkClass = 'text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

/**
 * A giveaway on /giveaways (issue #36): its state, closing time (in the reader's zone and in UTC),
 * entries, the entry page to share while it is open, and once drawn its winners, certificate and
 * post. `saveLock`: why 'Save entrants to a list' is off here (a Viewer), or null.
 */
export function GiveawayCard({ giveaway, saveLock }: { giveaway: Giveaway; saveLock: string | null }) {
  const [saving, setSaving] = useState(false);
  const [writing, setWriting] = useState(false);
  const when = formatZonedAndUtc(giveaway.closesAt);
  const winners = giveaway.winners ?? [];
  return (
    <li>
      <article aria-label={giveaway.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="flex items-center gap-2 text-lg font-semibold break-words text-slate-900 dark:text-white">
              <Gift aria-hidden="true" className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
              {giveaway.title}
            </h3>
            <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
              {giveaway.prize} · {T.winners(giveaway.winnerCount)}
            </p>
          </div>
          <Badge tone={STATUS_TONE[giveaway.status]}>{T.status[giveaway.status]}</Badge>
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{giveaway.status === 'open' ? T.closes(when) : T.closed(when)}</p>
        {giveaway.entryPage ? <p className="text-sm text-slate-700 dark:text-slate-300">{T.entries(giveaway.entryCount)}</p> : null}
        {winners.length > 0 ? <WinnersLine winners={winners} /> : null}
        {giveaway.status === 'drawn' && giveaway.winners === null ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{T.waitingForRound}</p> : null}
        {giveaway.entryPage && giveaway.status === 'open' ? (
          <div className="mt-4">
            <EntryShare giveawayId={giveaway.id} title={giveaway.title} />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {giveaway.entryPage ? (
            <Link to={paths.enter(giveaway.id)} className={linkClass}>
              {T.entryLink}
            </Link>
          ) : null}
          {giveaway.drawId ? (
            <Link to={paths.draw(giveaway.drawId)} className={linkClass}>
              {T.certificate}
            </Link>
          ) : null}
          {giveaway.drawId && winners.length > 0 ? (
            <Button size="sm" onClick={() => setWriting(true)}>
              {T.writePost}
            </Button>
          ) : null}
          {giveaway.status !== 'open' && giveaway.entryCount > 0 ? (
            <Button variant="secondary" size="sm" icon={<ListPlus aria-hidden="true" className="size-4" />} onClick={() => setSaving(true)} {...viewerLock(saveLock)}>
              {T.saveEntrants}
            </Button>
          ) : null}
        </div>
        {saving ? <SaveEntrantsDialog giveaway={giveaway} onClose={() => setSaving(false)} /> : null}
        {writing && giveaway.drawId ? <WinnersPostDialog title={giveaway.title} drawId={giveaway.drawId} winners={winners} onClose={() => setWriting(false)} /> : null}
      </article>
    </li>
  );
}
