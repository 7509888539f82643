import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../common/paths.plain';
import { ACTIVITY_ACTIONS, TEAM_TEXTS } from '../../../common/teams';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { SearchInput } from '../../components/ui/search-input';
import { SectionHeading } from '../../components/ui/section-heading';
import { Spinner } from '../../components/ui/spinner';
import { formatZonedAndUtc } from '../../lib/zoned-time';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useActivity } from './api/team';
import { TEAM_SCREEN_TEXTS } from './team-texts';

/** 'created list', 'added'…: the log's wording of an action key; an unknown key as it is. */
export function actionWords(action: string): string {
  return (ACTIVITY_ACTIONS as Record<string, string>)[action] ?? action;
}

/**
 * The workspace's activity (issue #22): newest first, searched on the server (who, what, to what)
 * after a pause in typing, a page at a time. 'Older' follows the page's `nextBefore`; 'Newer' goes
 * back through the pages already seen; a new search starts again at the newest.
 */
export function ActivitySection() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // The `before` of each page shown after the first, in order: the last is the page on screen.
  const [pages, setPages] = useState<{ q: string; befores: number[] }>({ q: '', befores: [] });
  const befores = pages.q === q ? pages.befores : [];
  const before = befores.at(-1);
  const activity = useActivity(q, before);

  return (
    <section aria-labelledby="team-activity-heading" className="space-y-3">
      <SectionHeading
        id="team-activity-heading"
        title={TEAM_TEXTS.activity}
        size="sm"
        actions={
          <div className="w-full sm:w-72">
            <SearchInput label={TEAM_TEXTS.activitySearch} value={search} onChange={setSearch} />
          </div>
        }
      />
      <QueryState query={activity} failed={TEAM_SCREEN_TEXTS.activityFailed} errorFirst>
        {({ entries, nextBefore }) => (
          <div className="space-y-3">
            {entries.length === 0 ? (
              <EmptyState>{q ? TEAM_TEXTS.activityNoMatch : TEAM_TEXTS.activityEmpty}</EmptyState>
            ) : (
              <ol
                aria-label={TEAM_TEXTS.activity}
                aria-busy={activity.isPlaceholderData}
                className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
              >
                {entries.map((entry) => (
                  <li key={entry.id} className="px-4 py-2.5 text-sm break-words text-slate-700 dark:text-slate-300">
                    <span className="font-medium text-slate-900 dark:text-white">{entry.actor}</span> {actionWords(entry.action)}
                    {entry.subject ? <> {entry.subject}</> : null}
                    {entry.drawId ? (
                      <>
                        {' · '}
                        <Link to={paths.draw(entry.drawId)} className="font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
                          {TEAM_SCREEN_TEXTS.activityCertificate}
                        </Link>
                      </>
                    ) : null}
                    <span className="text-slate-500 dark:text-slate-400">
                      {' · '}
                      <time dateTime={entry.createdAt}>{formatZonedAndUtc(entry.createdAt)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {befores.length > 0 || nextBefore !== null ? (
              <nav aria-label={TEAM_SCREEN_TEXTS.activityPages} className="flex items-center justify-end gap-2">
                {activity.isPlaceholderData ? <Spinner className="text-indigo-600 dark:text-indigo-400" /> : null}
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<ChevronLeft aria-hidden="true" className="size-4" />}
                  disabled={befores.length === 0 || activity.isPlaceholderData}
                  onClick={() => {
                    setPages({ q, befores: befores.slice(0, -1) });
                  }}
                >
                  {TEAM_TEXTS.newer}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={nextBefore === null || activity.isPlaceholderData}
                  onClick={() => {
                    if (nextBefore !== null) setPages({ q, befores: [...befores, nextBefore] });
                  }}
                >
                  {TEAM_TEXTS.older}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </nav>
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
