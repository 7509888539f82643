import { useRef, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { giveawaysRoutes } from '../../../common/api/routes';
import { useCurrentWorkspace } from '../../api/workspaces';
import { PageContainer } from '../../components/page-container';
import { ViewerNotice, viewerLock } from '../../components/viewer-notice';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
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
                  <section aria-labelledby="giveaways-heading">
                    <h2 id="giveaways-heading" className={headingClass}>
                      {T.giveawaysHeading}
                    </h2>
                    {giveaways.length === 0 ? (
                      search ? (
                        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{T.noMatch(search)}</p>
                      ) : (
                        <EmptyState title={T.empty} className="mt-3">
                          {T.emptyHint}
                        </EmptyState>
                      )
                    ) : (
                      <ul aria-label={T.giveawaysHeading} className="mt-3 space-y-4">
                        {giveaways.map((giveaway) => (
                          <GiveawayCard key={giveaway.id} giveaway={giveaway} saveLock={lockOf(giveawaysRoutes.saveGiveawayEntrants)} />
                        ))}
                      </ul>
                    )}
                  </section>
                  <section aria-labelledby="draws-heading">
                    <h2 id="draws-heading" className={headingClass}>
                      {T.drawsHeading}
                    </h2>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.drawsIntro}</p>
                    {draws.length === 0 ? (
                      search ? (
                        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{T.noMatch(search)}</p>
                      ) : (
                        <EmptyState title={T.noDraws} className="mt-3">
                          {T.noDrawsHint}
                        </EmptyState>
                      )
                    ) : (
                      <ul aria-label={T.drawsHeading} className="mt-3 space-y-3">
                        {draws.map((draw) => (
                          <PastDrawRow key={draw.id} draw={draw} />
                        ))}
                      </ul>
                    )}
                    {history.hasNextPage ? (
                      <Button variant="secondary" className="mt-4" busy={history.isFetchingNextPage} onClick={() => {
                          if (!history.isFetchingNextPage) void history.fetchNextPage();
                        }}>
                        {T.showMore}
                      </Button>
                    ) : null}
                  </section>
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
