import { useState } from 'react';
import { Megaphone, Shuffle } from 'lucide-react';
import { Link } from 'react-router';
import type { PastDraw } from '../../../common/giveaways';
import { paths } from '../../../common/paths.plain';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useNow } from '../../lib/use-now';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';
import { WinnersLine } from './winners-line';
import { WinnersPostDialog } from './winners-post-dialog';

const linkClass = 'text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

/** A plain shoot's certificate in the history of /giveaways (issue #36): when, from what, who won. */
export function PastDrawRow({ draw }: { draw: PastDraw }) {
  const [writing, setWriting] = useState(false);
  const drawn = draw.status === 'drawn';
  // An announced draw is drawn at its time; an instant one when it was made.
  const at = draw.drawAt ?? draw.createdAt;
  const when = formatZonedAndUtc(at);
  const now = useNow(30_000);
  const due = !drawn && new Date(at).getTime() <= now;
  const name = `${T.aShoot}: ${T.fromLists(draw.listNames)}`;
  return (
    <li>
      <article aria-label={name} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="flex min-w-0 items-center gap-2 text-sm font-semibold break-words text-slate-900 dark:text-white">
            {drawn ? <Shuffle aria-hidden="true" className="size-4 shrink-0 text-indigo-600 dark:text-indigo-400" /> : <Megaphone aria-hidden="true" className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />}
            {T.fromLists(draw.listNames)}
          </h3>
          <Badge tone={drawn ? 'indigo' : 'amber'}>{T.drawStatus[draw.status]}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {drawn ? T.drewAt(when) : due ? T.dueAt(when) : T.willDrawAt(when)} · {T.entrants(draw.entrantCount)} · {T.winners(draw.winnerCount)}
        </p>
        {draw.winners.length > 0 ? <WinnersLine winners={draw.winners} /> : null}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Link to={paths.draw(draw.id)} className={linkClass}>
            {T.certificate}
          </Link>
          {draw.winners.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
              {T.writePost}
            </Button>
          ) : null}
        </div>
        {writing ? <WinnersPostDialog title={name} drawId={draw.id} winners={draw.winners} onClose={() => setWriting(false)} /> : null}
      </article>
    </li>
  );
}
