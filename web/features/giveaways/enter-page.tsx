import { useState } from 'react';
import { Gift } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { PublicGiveaway } from '../../../common/giveaways';
import { paths } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { PublicReadPage } from '../../components/public-read-page';
import { RefusalAlert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { TextField } from '../../components/ui/text-field';
import { usePageTitle } from '../../lib/use-page-title';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { useEnterGiveaway, usePublicGiveaway, useWithdrawEntry } from './api/giveaways';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';

/** What this browser keeps of its entry: the handle, and the token that withdraws it (issue #36). */
type KeptEntry = { handle: string; withdrawToken: string };
const entryKey = (id: string) => `rollcall-entry:${id}`;

function keptEntry(id: string): KeptEntry | null {
  try {
    const kept = JSON.parse(localStorage.getItem(entryKey(id)) ?? 'null') as KeptEntry | null;
    return kept && typeof kept.handle === 'string' && typeof kept.withdrawToken === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/**
 * `/enter/{id}`, a giveaway's public entry page (issue #36): what it is, who organises it, when
 * entries close (in the visitor's zone and in UTC), how many entered; an X username and consent to
 * enter, and Withdraw from the same browser. No account; nothing of the host but the organiser.
 */
export function EnterPage() {
  const { id = '' } = useParams();
  const giveaway = usePublicGiveaway(id);
  usePageTitle(giveaway.data?.title ?? T.title);

  return (
    <PublicReadPage query={giveaway} title={T.title} notFoundTitle={T.notFound} notFound={T.notFound} failed={T.loadFailed}>
      {(found) => <EntryPage giveaway={found} />}
    </PublicReadPage>
  );
}

function EntryPage({ giveaway }: { giveaway: PublicGiveaway }) {
  // Past the closing time the page says so at once, before the closing pass has drawn it.
  const [shownAt] = useState(Date.now);
  const open = giveaway.status === 'open' && Date.parse(giveaway.closesAt) > shownAt;
  return (
    <PageContainer className="max-w-2xl space-y-6 py-10 sm:py-14">
      <header>
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
          <Gift aria-hidden="true" className="size-4" />
          {T.organisedBy(giveaway.organiser)}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900 dark:text-white">{giveaway.title}</h1>
      </header>
      <dl className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div>
          <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{T.prize}</dt>
          <dd className="mt-1 break-words text-slate-900 dark:text-white">{giveaway.prize}</dd>
        </div>
        {giveaway.rules ? (
          <div>
            <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{T.rules}</dt>
            <dd className="mt-1 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{giveaway.rules}</dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">{T.fields.closesAt}</dt>
          <dd className="text-slate-700 dark:text-slate-300">
            {open ? T.closes(formatZonedAndUtc(giveaway.closesAt)) : T.closed(formatZonedAndUtc(giveaway.closesAt))}
          </dd>
          <dd className="mt-1 text-slate-700 dark:text-slate-300">
            {T.entryCount(giveaway.entryCount)} · {T.winners(giveaway.winnerCount)}
          </dd>
        </div>
      </dl>
      {!giveaway.entryPage ? (
        <p className="text-slate-700 dark:text-slate-300">{T.noEntryPage}</p>
      ) : open ? (
        <EntryForm id={giveaway.id} />
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{T.entriesClosed}</p>
      )}
      {giveaway.frozen ? (
        <section aria-label={T.frozenHeading} className="rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 className="font-semibold text-slate-900 dark:text-white">{T.frozenHeading}</h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{T.frozenAt(giveaway.frozen.entrantCount, formatZonedAndUtc(giveaway.frozen.at))}</p>
          <p className="mt-2 text-slate-500 dark:text-slate-400">{T.fingerprint}</p>
          <p className="font-mono text-xs break-all text-slate-800 dark:text-slate-200">{giveaway.frozen.fingerprint}</p>
        </section>
      ) : null}
      {giveaway.drawId ? (
        <Link to={paths.draw(giveaway.drawId)} className={buttonVariants({ variant: 'primary' })}>
          {T.drawnCertificate}
        </Link>
      ) : null}
    </PageContainer>
  );
}

function EntryForm({ id }: { id: string }) {
  const [kept, setKept] = useState(() => keptEntry(id));
  const [handle, setHandle] = useState('');
  const [consent, setConsent] = useState(false);
  const enter = useEnterGiveaway(id);
  const withdraw = useWithdrawEntry(id);

  if (kept) {
    return (
      <section aria-label={T.enter} className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 dark:border-emerald-900 dark:bg-emerald-950/40">
        <p role="status" className="font-medium text-emerald-800 dark:text-emerald-300">
          {T.entered(kept.handle)}
        </p>
        {withdraw.error ? <RefusalAlert error={withdraw.error} failed={T.withdrawFailed} /> : null}
        <Button
          variant="secondary"
          pending={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(kept.withdrawToken, {
              onSuccess: () => {
                localStorage.removeItem(entryKey(id));
                setKept(null);
                enter.reset();
              },
            })
          }
        >
          {T.withdraw}
        </Button>
      </section>
    );
  }
  return (
    <form
      aria-label={T.enter}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        enter.mutate(
          { handle, consent: consent as true },
          {
            onSuccess: (entry) => {
              const next = { handle: entry.handle, withdrawToken: entry.withdrawToken };
              localStorage.setItem(entryKey(id), JSON.stringify(next));
              setKept(next);
              withdraw.reset();
            },
          },
        );
      }}
    >
      {withdraw.isSuccess ? <p role="status" className="text-sm text-slate-700 dark:text-slate-300">{T.withdrawn}</p> : null}
      <TextField label={T.handle} placeholder={T.handlePlaceholder} autoComplete="off" spellCheck={false} required value={handle} onChange={(event) => setHandle(event.target.value)} />
      <CheckboxField label={T.consent} required checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      {enter.error ? <RefusalAlert error={enter.error} failed={T.enterFailed} /> : null}
      <Button type="submit" pending={enter.isPending}>
        {T.enter}
      </Button>
    </form>
  );
}
