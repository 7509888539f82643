import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BadgeCheck, CircleX, Download, FileQuestion, RefreshCw } from 'lucide-react';
import { currentWinners } from '../../../common/draw';
import type { DrawCertificate } from '../../../common/draws';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { InlineLoading } from '../../components/ui/inline-loading';
import { MessagePage } from '../../components/ui/message-page';
import { toast } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { formatDateTime } from '../../lib/format-date';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { useDraw, useDrawNow, useRedrawOne, useUpdateDrawSettings } from './api/draw';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { verifyCertificate } from './verify';

/** Entrants listed on the page; the rest are in the download. */
const ENTRANTS_SHOWN = 500;
const sectionClassName = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const headingClassName = 'text-base font-semibold text-slate-900 dark:text-white';
const codeClassName = 'font-mono text-xs break-all';

/** `/draws/{id}`: a draw's public certificate (issue #20), with Verify in the browser. */
export function DrawPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  usePageTitle(T.title);

  if (draw.data) return <Certificate certificate={draw.data} />;
  if (draw.error instanceof ApiRequestError && (draw.error.status === 404 || draw.error.status === 400)) {
    return (
      <MessagePage icon={FileQuestion} title={T.notFoundTitle} message={T.notFound}>
        <Link to={paths.home} className={buttonVariants({ variant: 'secondary' })}>
          Rollcall
        </Link>
      </MessagePage>
    );
  }
  return (
    <PageContainer className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{T.title}</h1>
      <div className="mt-6">{draw.error ? <Alert>{T.failed(errorReason(draw.error))}</Alert> : <InlineLoading announce />}</div>
    </PageContainer>
  );
}

function Certificate({ certificate }: { certificate: DrawCertificate }) {
  const drawn = certificate.status === 'drawn';
  return (
    <PageContainer className="max-w-3xl space-y-6 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{T.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {drawn ? T.drawnOn(formatDateTime(certificate.drawnAt ?? certificate.createdAt)) : T.announcedFor(formatDateTime(certificate.drawAt ?? certificate.createdAt))}
        </p>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{T.intro}</p>
      </header>

      {certificate.winners ? <Winners certificate={certificate} winners={certificate.winners} /> : <Announced certificate={certificate} />}
      {drawn ? <VerifySection certificate={certificate} /> : null}

      <section aria-labelledby="draw-details" className={sectionClassName}>
        <h2 id="draw-details" className={headingClassName}>
          {T.details}
        </h2>
        <DetailList className="mt-3 grid-cols-1 sm:grid-cols-[auto_1fr]">
          <Detail label={T.entrantCount}>{certificate.entrantCount.toLocaleString('en-US')}</Detail>
          <Detail label={T.count}>{certificate.count}</Detail>
          <Detail label={T.mode}>
            {certificate.mode === 'uniform'
              ? T.modes.uniform
              : certificate.mode === 'skip'
                ? T.modes.skip(certificate.skipRecent, certificate.leftOut)
                : T.modes.rotation(certificate.leftOut, certificate.roundStarted)}
          </Detail>
          <Detail label={T.lists}>{certificate.listNames ? certificate.listNames.join(', ') : T.listsHidden}</Detail>
          <Detail label={T.algorithm}>
            <span className={codeClassName}>{certificate.algorithm}</span>
          </Detail>
          <Detail label={T.fingerprint}>
            <span className={codeClassName}>{certificate.fingerprint}</span>
          </Detail>
          {certificate.selectionFingerprint !== certificate.fingerprint ? (
            <Detail label={T.selectionFingerprint}>
              <span className={codeClassName}>{certificate.selectionFingerprint}</span>
            </Detail>
          ) : null}
          {certificate.commitment ? (
            <Detail label={T.commitment}>
              <span className={codeClassName}>{certificate.commitment}</span>
            </Detail>
          ) : null}
          {certificate.seed ? (
            <Detail label={T.seed}>
              <span className={codeClassName}>{certificate.seed}</span>
            </Detail>
          ) : null}
        </DetailList>
      </section>

      {certificate.mine && certificate.settings ? <OwnerSection certificate={certificate} settings={certificate.settings} /> : null}
      <Entrants certificate={certificate} />
      {certificate.leftOut > 0 && certificate.entrants !== null ? <LeftOut certificate={certificate} /> : null}
      <Others certificate={certificate} />

      <details className={sectionClassName}>
        <summary className={cn(headingClassName, 'cursor-pointer')}>{T.howTitle}</summary>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {T.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </PageContainer>
  );
}

function Winners({ certificate, winners }: { certificate: DrawCertificate; winners: string[] }) {
  // Each redraw in the place of the winner it replaced (the draw's own list never changes).
  const rows = winners.map((winner) => ({ original: winner, chain: [] as { winner: string; at: string }[] }));
  for (const redraw of certificate.redraws) {
    const row = rows.find((candidate) => (candidate.chain.at(-1)?.winner ?? candidate.original) === redraw.replaced);
    row?.chain.push({ winner: redraw.winner, at: redraw.createdAt });
  }
  return (
    <section aria-labelledby="draw-winners" className={sectionClassName}>
      <h2 id="draw-winners" className={headingClassName}>
        {T.winners}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-slate-900 dark:text-slate-100">
        {rows.map((row) => (
          <li key={row.original}>
            <span className={cn('font-medium', row.chain.length > 0 && 'text-slate-500 line-through dark:text-slate-400')}>@{row.original}</span>
            {row.chain.map((step) => (
              <span key={step.winner} className="ml-2 text-sm">
                {T.replacedBy(step.winner)} <span className="text-xs text-slate-500 dark:text-slate-400">({T.redrawNote(formatDateTime(step.at))})</span>
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Announced({ certificate }: { certificate: DrawCertificate }) {
  const drawNow = useDrawNow(certificate.id);
  const now = useNow(5000);
  const due = certificate.drawAt !== null && Date.parse(certificate.drawAt) <= now;
  return (
    <section aria-labelledby="draw-announced" className={sectionClassName}>
      <h2 id="draw-announced" className={headingClassName}>
        {T.announcedTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{T.announcedBody(formatDateTime(certificate.drawAt ?? certificate.createdAt))}</p>
      {due ? <p className="mt-2 text-sm font-medium text-slate-900 dark:text-white">{T.due}</p> : null}
      {certificate.mine && due ? (
        <Button className="mt-3" pending={drawNow.isPending} onClick={() => drawNow.mutate()}>
          {T.drawNow}
        </Button>
      ) : null}
      {drawNow.error ? <Alert className="mt-3">{T.drawNowFailed(errorReason(drawNow.error))}</Alert> : null}
    </section>
  );
}

function VerifySection({ certificate }: { certificate: DrawCertificate }) {
  // The answer of the certificate it was computed for: one that changed (a redraw) is checked again.
  const [checked, setChecked] = useState<{ for: DrawCertificate; value: ReturnType<typeof verifyCertificate> | 'running' } | null>(null);
  const result = checked?.for === certificate ? checked.value : null;
  const setResult = (value: ReturnType<typeof verifyCertificate> | 'running') => {
    setChecked({ for: certificate, value });
  };
  if (certificate.entrants === null) return <Alert tone="info">{T.cannotVerify}</Alert>;
  return (
    <section aria-label={T.verify} className="flex flex-wrap items-center gap-3">
      <Button
        pending={result === 'running'}
        icon={<BadgeCheck aria-hidden="true" className="size-4" />}
        onClick={() => {
          setResult('running');
          // Let the button show that it works before a large list is hashed.
          setTimeout(() => {
            setResult(verifyCertificate(certificate));
          }, 0);
        }}
      >
        {T.verify}
      </Button>
      <div role="status" className="min-w-0 flex-1">
        {result && result !== 'running' ? (
          result.verified ? (
            <p className="flex items-center gap-1.5 font-semibold text-emerald-700 dark:text-emerald-300">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
              <strong>{T.verified}</strong>
              <span className="font-normal text-slate-600 dark:text-slate-400">— {T.verifiedDetail}</span>
            </p>
          ) : (
            <p className="flex items-start gap-1.5 font-semibold text-red-700 dark:text-red-300">
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong>{T.doesNotMatch}</strong>
                <span className="font-normal">
                  {': '}
                  {(['entrants', 'fingerprint', 'commitment', 'winners', 'redraws', 'leftOut'] as const)
                    .filter((part) => !result[part])
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

function Entrants({ certificate }: { certificate: DrawCertificate }) {
  const entrants = certificate.entrants;
  const download = useMemo(() => (entrants ? URL.createObjectURL(new Blob([entrants.join('\n')], { type: 'text/plain' })) : null), [entrants]);
  useEffect(
    () => () => {
      if (download) URL.revokeObjectURL(download);
    },
    [download],
  );
  return (
    <section aria-labelledby="draw-entrants" className={sectionClassName}>
      <h2 id="draw-entrants" className={headingClassName}>
        {T.entrants(certificate.entrantCount)}
      </h2>
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
    </section>
  );
}

/** Who was left out (skip, rotation), each at its place in the lists' members (issue #33). */
function LeftOut({ certificate }: { certificate: DrawCertificate }) {
  const leftOut = certificate.leftOutEntrants;
  return (
    <section aria-labelledby="draw-left-out" className={sectionClassName}>
      <h2 id="draw-left-out" className={headingClassName}>
        {T.leftOutTitle(certificate.leftOut)}
      </h2>
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
    </section>
  );
}

function Others({ certificate }: { certificate: DrawCertificate }) {
  return (
    <section aria-labelledby="draw-others" className={sectionClassName}>
      <h2 id="draw-others" className={headingClassName}>
        {T.others}
      </h2>
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
                {T.otherDraw(formatDateTime(other.createdAt))}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnerSection({ certificate, settings }: { certificate: DrawCertificate; settings: { showListNames: boolean; publishEntrants: boolean } }) {
  const update = useUpdateDrawSettings(certificate.id);
  const redraw = useRedrawOne(certificate.id);
  const [asking, setAsking] = useState<string | null>(null);
  const current = currentWinners(certificate.winners ?? [], certificate.redraws);

  // The boxes change on screen at once (a controlled checkbox must not wait for the mutation's
  // state) and follow the server's values when those change (a refused save puts them back).
  const [shown, setShown] = useState({ value: settings, server: settings });
  if (shown.server !== settings) setShown({ value: settings, server: settings });

  function change(next: { showListNames?: boolean; publishEntrants?: boolean }) {
    setShown((current) => ({ ...current, value: { ...current.value, ...next } }));
    update.mutate(next, {
      onError: (failure) => {
        setShown({ value: settings, server: settings });
        toast.error(T.settingsFailed(errorReason(failure)));
      },
    });
  }

  return (
    <section aria-labelledby="draw-owner" className={cn(sectionClassName, 'border-indigo-200 dark:border-indigo-500/40')}>
      <h2 id="draw-owner" className={headingClassName}>
        {T.owner}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.ownerHint}</p>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField
          label={T.showListNames}
          checked={shown.value.showListNames}
          onChange={(event) => {
            change({ showListNames: event.target.checked });
          }}
        />
        <CheckboxField
          label={T.publishEntrants}
          hint={T.publishEntrantsHint}
          checked={shown.value.publishEntrants}
          onChange={(event) => {
            change({ publishEntrants: event.target.checked });
          }}
        />
      </div>
      {certificate.status === 'drawn' && current.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {current.map((winner) => (
            <Button
              key={winner}
              variant="secondary"
              size="sm"
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => {
                redraw.reset();
                setAsking(winner);
              }}
            >
              {T.redrawOne(winner)}
            </Button>
          ))}
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={T.redrawTitle}
          message={T.redrawQuestion(asking)}
          confirmLabel={T.redraw}
          destructive={false}
          pending={redraw.isPending}
          error={redraw.error ? T.redrawFailed(errorReason(redraw.error)) : null}
          onClose={() => {
            setAsking(null);
          }}
          onConfirm={() => {
            redraw.mutate(asking, {
              onSuccess: (next) => {
                const step = next.redraws.at(-1);
                if (step) toast.success(T.redrawn(step.replaced, step.winner));
                setAsking(null);
              },
            });
          }}
        />
      ) : null}
    </section>
  );
}
