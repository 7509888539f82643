import { useParams } from 'react-router';
import type { DrawCertificate } from '../../../common/draws';
import { PageContainer } from '../../components/page-container';
import { PublicReadPage } from '../../components/public-read-page';
import { cn } from '../../lib/cn';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { usePageTitle } from '../../lib/use-page-title';
import { useDraw } from './api/draw';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { headingClassName, sectionClassName } from './draw-styles';
import { DrawBeacon } from './draw-beacon';
import { DrawChain } from './draw-chain';
import { DrawDetails } from './draw-details';
import { Entrants, LeftOut, Others } from './draw-entrants';
import { Announced, Winners } from './draw-results';
import { OwnerSection } from './owner-section';
import { VerifySection } from './verify-section';

/** `/draws/{id}`: a draw's public certificate (issue #20), with Verify in the browser. */
export function DrawPage() {
  const { id = '' } = useParams();
  const draw = useDraw(id);
  usePageTitle(T.title);

  return (
    <PublicReadPage query={draw} title={T.title} notFoundTitle={T.notFoundTitle} notFound={T.notFound} failed={T.failed}>
      {(certificate) => <Certificate certificate={certificate} />}
    </PublicReadPage>
  );
}

function Certificate({ certificate }: { certificate: DrawCertificate }) {
  const drawn = certificate.status === 'drawn';
  return (
    <PageContainer className="max-w-3xl space-y-6 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{T.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {drawn ? T.drawnOn(formatZonedAndUtc(certificate.drawnAt ?? certificate.createdAt)) : T.announcedFor(formatZonedAndUtc(certificate.drawAt ?? certificate.createdAt))}
        </p>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{certificate.beacon ? (drawn ? T.introV2 : T.introAnnouncedV2) : drawn ? T.intro : T.introAnnounced}</p>
      </header>
      {certificate.giveaway ? <GiveawaySection giveaway={certificate.giveaway} /> : null}

      {certificate.winners ? <Winners certificate={certificate} winners={certificate.winners} /> : <Announced certificate={certificate} />}
      {drawn ? <VerifySection certificate={certificate} /> : null}
      {certificate.beacon ? <DrawBeacon certificate={certificate} beacon={certificate.beacon} /> : null}

      <DrawDetails certificate={certificate} />

      {certificate.mine && certificate.settings ? <OwnerSection certificate={certificate} settings={certificate.settings} /> : null}
      <Entrants certificate={certificate} />
      {certificate.leftOut > 0 && certificate.entrants !== null ? <LeftOut certificate={certificate} /> : null}
      <Others certificate={certificate} />
      {certificate.chain ? <DrawChain certificate={certificate} chain={certificate.chain} /> : null}

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

/** The giveaway this draw closed (issue #36): what it was for, who organised it, where the entrants came from. */
function GiveawaySection({ giveaway }: { giveaway: NonNullable<DrawCertificate['giveaway']> }) {
  return (
    <section aria-labelledby="giveaway-heading" className={sectionClassName}>
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{T.giveawayOrganiser(giveaway.organiser)}</p>
      <h2 id="giveaway-heading" className={cn(headingClassName, 'mt-1 break-words')}>
        <span className="sr-only">{T.giveaway}: </span>
        {giveaway.title}
      </h2>
      <dl className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">
        <div>
          <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{T.giveawayPrize}</dt>
          <dd className="break-words">{giveaway.prize}</dd>
        </div>
        {giveaway.rules ? (
          <div>
            <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{T.giveawayRules}</dt>
            <dd className="break-words whitespace-pre-line">{giveaway.rules}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{T.giveawaySources(giveaway.fromLists, giveaway.fromPage)}</p>
    </section>
  );
}
