import { keepPreviousData, queryOptions, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MEMBERS_PAGE_MAX, type MembersPage } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { membersKey } from '../../../api/lists';
import { membersRoutes } from '../../../../common/api/routes';
import { pageSize, pageStart } from '../member-pages';

/**
 * How long a page off the screen stays in memory: scrolling back to it within that time shows it
 * at once. Pages are then dropped, so a scroll through a million members keeps tens of pages, not
 * a thousand (issue #40).
 */
const PAGE_KEPT_MS = 10_000;

export type MembersFilter = {
  /** 'Search users across all lists...': part of a username. */
  search: string;
  /** 'Search lists...': part of a list name. */
  list: string;
};

/** A page as the screen keeps it: with the searches it answers, so rows of two searches are never mixed. */
export type MembersPageOf = MembersPage & { filter: MembersFilter };

export function membersQueryKey({ search, list }: MembersFilter) {
  return [...membersKey, search, list] as const;
}

export function memberPageKey(filter: MembersFilter, page: number) {
  return [...membersQueryKey(filter), page] as const;
}

/**
 * Page `page` of my members (web/features/members/member-pages.ts). After the last row of the page
 * before when that page is in memory and fresh (a scroll reads the next page for what the page
 * holds); else at its place (a jump, or a page read again after a change).
 */
export function getMembersPage(queryClient: QueryClient, filter: MembersFilter, page: number, signal?: AbortSignal): Promise<MembersPageOf> {
  const before = page > 0 ? queryClient.getQueryState<MembersPageOf>(memberPageKey(filter, page - 1)) : undefined;
  const after = before?.data && !before.isInvalidated && before.data.members.length === pageSize(page - 1) ? before.data.nextAfter : null;
  const query = {
    search: filter.search || undefined,
    list: filter.list || undefined,
    ...(after !== null ? { after } : { offset: pageStart(page) || undefined }),
    limit: pageSize(page),
  };
  return api(membersRoutes.getMembers, { query }, { signal }).then((answer) => ({ ...answer, filter }));
}

export function memberPageOptions(queryClient: QueryClient, filter: MembersFilter, page: number) {
  return queryOptions({
    queryKey: memberPageKey(filter, page),
    queryFn: ({ signal }) => getMembersPage(queryClient, filter, page, signal),
    // Deep-comparing a page with its new answer costs a walk of its rows for nothing: replaced.
    structuralSharing: false,
    ...(page === 0
      ? // While a new search loads, the previous rows stay on screen instead of 'Loading...'.
        { placeholderData: keepPreviousData }
      : { gcTime: PAGE_KEPT_MS }),
  });
}

/** The Members screen as it opens (no search): its first page, asked for before the screen's code has run (web/router.tsx ROUTE_DATA). */
export const prefetchMembers = (queryClient: QueryClient) => queryClient.prefetchQuery(memberPageOptions(queryClient, { search: '', list: '' }, 0));

/** The first page: the count, the first rows, and whether there is anything to show. */
export function useMembersFirstPage(filter: MembersFilter) {
  const queryClient = useQueryClient();
  return useQuery(memberPageOptions(queryClient, filter, 0));
}

/**
 * The later pages the screen needs. A page is asked for at once when the page before or after it is
 * in memory (a scroll reaching it), else only once the scroll rests (`settled`): a drag of the
 * scrollbar across a million members asks for the page it stops on, not every page it passes.
 */
export function useMembersPages(filter: MembersFilter, pages: readonly number[], settled: boolean) {
  const queryClient = useQueryClient();
  const inMemory = (page: number) => page >= 0 && queryClient.getQueryData(memberPageKey(filter, page)) !== undefined;
  return useQueries({
    queries: pages.map((page) => ({
      ...memberPageOptions(queryClient, filter, page),
      enabled: settled || inMemory(page - 1) || inMemory(page + 1),
    })),
  });
}

/**
 * The lists that already hold this username (any case): a copy or a move there would be refused
 * as a duplicate, so the dialog does not offer them (issue #18). The search matches parts of
 * usernames; the exact ones are kept.
 */
export function useListsHolding(username: string) {
  return useQuery({
    // Not under the members key: read afresh each time a dialog opens, never again behind it.
    queryKey: ['member-lists', username.toLowerCase()] as const,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const page = await api(membersRoutes.getMembers, { query: { search: username, limit: MEMBERS_PAGE_MAX } }, { signal });
      return new Set(page.members.filter((row) => row.username.toLowerCase() === username.toLowerCase()).map((row) => row.listId));
    },
  });
}
