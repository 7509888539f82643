import { useRef, useState } from 'react';
import { Gift, ListPlus, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { giveawaysRoutes } from '../../../common/api/routes';
import type { Giveaway } from '../../../common/giveaways';
import { paths } from '../../../common/paths.plain';
import { useCurrentWorkspace } from '../../api/workspaces';
import { PageContainer } from '../../components/page-container';
import { ViewerNotice, viewerLock } from '../../components/viewer-notice';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { toast } from '../../components/ui/toaster';
import { useCopy } from '../../lib/use-copy';
import { usePageTitle } from '../../lib/use-page-title';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { useGiveaways } from './api/giveaways';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';
import { NewGiveawayDialog } from './new-giveaway-dialog';
import { SaveEntrantsDialog } from './save-entrants-dialog';

const STATUS_TONE: Record<Giveaway['status'], BadgeTone> = { open: 'emerald', drawn: 'indigo', closed: 'slate' };

/**
 * /giveaways (issue #36): the workspace's giveaways, newest first, each with its state, closing
 * time (in the reader's zone and in UTC), entries, entry page and certificate; 'New giveaway' for
 * Editors and Owners (a Viewer sees why it is off).
 */
export function GiveawaysPage() {
  usePageTitle(T.title);
  const { lockOf } = useCurrentWorkspace();
  const locked = lockOf(giveawaysRoutes.createGiveaway);
  const giveaways = useGiveaways();
  const [creating, setCreating] = useState(false);
  const newRef = useRef<HTMLButtonElement>(null);
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        title={T.title}
        description={T.intro}
        actions={
          <Button ref={newRef} icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setCreating(true)} {...viewerLock(locked)}>
            {T.newGiveaway}
          </Button>
        }
      />
      {locked ? <ViewerNotice reason={locked} className="mt-6" /> : null}
      <div className="mt-8">
        <QueryState query={giveaways} failed={T.failed} retry>
          {(data) =>
            data.giveaways.length === 0 ? (
              <EmptyState title={T.empty}>{T.emptyHint}</EmptyState>
            ) : (
              <ul aria-label={T.title} className="space-y-4">
                {data.giveaways.map((giveaway) => (
                  <GiveawayCard key={giveaway.id} giveaway={giveaway} saveLock={lockOf(giveawaysRoutes.saveGiveawayEntrants)} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
      {creating ? (
        <NewGiveawayDialog
          onClose={() => setCreating(false)}
          onDone={(made) => {
            setCreating(false);
            toast.success(T.created(made.title));
          }}
        />
      ) : null}
    </PageContainer>
  );
}

/** `saveLock`: why 'Save entrants to a list' is off here (a Viewer), or null. */
function GiveawayCard({ giveaway, saveLock }: { giveaway: Giveaway; saveLock: string | null }) {
  const { copied, error: copyError, copy } = useCopy();
  const [saving, setSaving] = useState(false);
  const entryUrl = new URL(paths.enter(giveaway.id), window.location.origin).toString();
  const when = formatZonedAndUtc(giveaway.closesAt);
  return (
    <li>
      <article aria-label={giveaway.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="flex items-center gap-2 text-lg font-semibold break-words text-slate-900 dark:text-white">
              <Gift aria-hidden="true" className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
              {giveaway.title}
            </h2>
            <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
              {giveaway.prize} · {T.winners(giveaway.winnerCount)}
            </p>
          </div>
          <Badge tone={STATUS_TONE[giveaway.status]}>{T.status[giveaway.status]}</Badge>
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{giveaway.status === 'open' ? T.closes(when) : T.closed(when)}</p>
        {giveaway.entryPage ? <p className="text-sm text-slate-700 dark:text-slate-300">{T.entries(giveaway.entryCount)}</p> : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {giveaway.entryPage ? (
            <>
              <Link to={paths.enter(giveaway.id)} className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
                {T.entryLink}
              </Link>
              <CopyButton label={T.copyLink} copied={copied === giveaway.id} onCopy={() => void copy(giveaway.id, entryUrl)} />
            </>
          ) : null}
          {giveaway.drawId ? (
            <Link to={paths.draw(giveaway.drawId)} className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
              {T.certificate}
            </Link>
          ) : null}
          {giveaway.status !== 'open' && giveaway.entryCount > 0 ? (
            <Button variant="secondary" size="sm" icon={<ListPlus aria-hidden="true" className="size-4" />} onClick={() => setSaving(true)} {...viewerLock(saveLock)}>
              {T.saveEntrants}
            </Button>
          ) : null}
        </div>
        {saving ? <SaveEntrantsDialog giveaway={giveaway} onClose={() => setSaving(false)} /> : null}
        {copyError ? <Alert className="mt-3">{copyError}</Alert> : null}
      </article>
    </li>
  );
}
