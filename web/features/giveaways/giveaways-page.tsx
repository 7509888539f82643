import { useRef, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { giveawaysRoutes } from '../../../common/api/routes';
import { useCurrentWorkspace } from '../../api/workspaces';
import { PageContainer } from '../../components/page-container';
import { ViewerNotice, viewerLock } from '../../components/viewer-notice';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, RetryAlert } from '../../components/ui/query-state';
import { errorReason } from '../../lib/field-errors';
import { SearchInput } from '../../components/ui/search-input';
import { toast } from '../../components/ui/toaster';
import { usePageTitle } from '../../lib/use-page-title';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useGiveaways } from './api/giveaways';
import { GiveawayCard } from './giveaway-card';
import { GIVEAWAYS_TEXTS as T } from './giveaways-texts';
import { NewGiveawayDialog } from './new-giveaway-dialog';
import { PastDrawRow } from './past-draws';
import { WinnersComposerContext, type WinnersComposerProps } from './winners-post-dialog';

const headingClass = 'text-base font-semibold text-slate-900 dark:text-white';

/**
 * /giveaways (issue #36): the workspace's giveaways and every plain shoot's certificate, newest
 * first, searchable; 'New giveaway' for Editors and Owners (a Viewer sees why it is off).
 * `composer`: what 'Write the winners' post' opens (the app's message composer).
 */
export function GiveawaysPage({ composer }: { composer: (props: WinnersComposerProps) => ReactNode }) {
  usePageTitle(T.title);
  const { lockOf } = useCurrentWorkspace();
  const locked = lockOf(giveawaysRoutes.createGiveaway);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const history = useGiveaways(search);
  const [creating, setCreating] = useState(false);
  const newRef = useRef<HTMLButtonElement>(null);
  return (
    <WinnersComposerContext value={composer}>
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
        <div className="mt-6 max-w-md">
          <SearchInput label={T.search} value={searchText} onChange={setSearchText} />
        </div>
        <div className="mt-6">
          <QueryState query={history} failed={T.failed} retry>
            {(data) => {
              const giveaways = data.pages[0]?.giveaways ?? [];
              const draws = data.pages.flatMap((page) => page.draws);
              return (
                <div className="space-y-10">
                  <HistorySection id="giveaways-heading" heading={T.giveawaysHeading} search={search} empty={T.empty} emptyHint={T.emptyHint}>
                    {giveaways.map((giveaway) => (
                      <GiveawayCard key={giveaway.id} giveaway={giveaway} saveLock={lockOf(giveawaysRoutes.saveGiveawayEntrants)} />
                    ))}
                  </HistorySection>
                  <HistorySection
                    id="draws-heading"
                    heading={T.drawsHeading}
                    intro={T.drawsIntro}
                    search={search}
                    empty={T.noDraws}
                    emptyHint={T.noDrawsHint}
                    footer={
                      history.isFetchNextPageError ? (
                        <RetryAlert className="mt-4" pending={history.isFetchingNextPage} onRetry={() => void history.fetchNextPage()}>
                          {T.moreFailed(errorReason(history.error))}
                        </RetryAlert>
                      ) : history.hasNextPage ? (
                        <Button
                          variant="secondary"
                          className="mt-4"
                          busy={history.isFetchingNextPage}
                          onClick={() => {
                            if (!history.isFetchingNextPage) void history.fetchNextPage();
                          }}
                        >
                          {T.showMore}
                        </Button>
                      ) : null
                    }
                  >
                    {draws.map((draw) => (
                      <PastDrawRow key={draw.id} draw={draw} />
                    ))}
                  </HistorySection>
                </div>
              );
            }}
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
    </WinnersComposerContext>
  );
}

type HistorySectionProps = { id: string; heading: string; intro?: string; search: string; empty: string; emptyHint: string; footer?: ReactNode; children: ReactNode[] };

/** A section of /giveaways: its heading, its items, or what its emptiness means (nothing yet, or nothing matching the search). */
function HistorySection({ id, heading, intro, search, empty, emptyHint, footer, children }: HistorySectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      {children.length > 0 ? (
        <ul aria-label={heading} className="mt-3 space-y-4">
          {children}
        </ul>
      ) : search ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{T.noMatch(search)}</p>
      ) : (
        <EmptyState title={empty} className="mt-3">
          {emptyHint}
        </EmptyState>
      )}
      {footer}
    </section>
  );
}
