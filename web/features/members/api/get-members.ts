import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MembersPage } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { membersKey } from '../../../api/lists';
import { membersRoutes } from '../../../../common/api/routes';

/** Rows of the first page: enough to fill a tall screen several times, small enough to answer fast. */
export const MEMBERS_FIRST_PAGE_SIZE = 200;
/**
 * Rows of each later page, loaded while scrolling. Every page costs the server about 100 ms whatever
 * its size (it counts the matches again), so 1,000 rows a page reads 100,000 members in 100
 * requests instead of 500, and a refresh after a change re-reads 5 times fewer pages.
 */
export const MEMBERS_PAGE_SIZE = 1000;


export type MembersFilter = {
  /** 'Search users across all lists...': part of a username. */
  search: string;
  /** 'Search lists...': part of a list name. */
  list: string;
};

export function membersQueryKey({ search, list }: MembersFilter) {
  return [...membersKey, search, list] as const;
}

/** One page of my members after the row with id `after` (keyset pagination by id): the filters that are set, the page size (smaller for the first). */
export function getMembers({ search, list }: MembersFilter, after: number | null, signal?: AbortSignal): Promise<MembersPage> {
  const query = { search: search || undefined, list: list || undefined, after: after ?? undefined, limit: after === null ? MEMBERS_FIRST_PAGE_SIZE : MEMBERS_PAGE_SIZE };
  return api(membersRoutes.getMembers, { query }, { signal });
}

export function membersQueryOptions(filter: MembersFilter) {
  return infiniteQueryOptions({
    queryKey: membersQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getMembers(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextAfter,
    // Deep-comparing every loaded page with the new answer costs O(all rows) per page: at 100,000
    // rows that is a long task on every scroll-triggered fetch. Pages are replaced, not merged.
    structuralSharing: false,
    // While a new search loads, the previous rows stay on screen instead of 'Loading...'.
    placeholderData: keepPreviousData,
  });
}

/** The Members screen as it opens (no search): its first page, asked for before the screen's code has run (web/router.tsx ROUTE_DATA). */
export const prefetchMembers = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(membersQueryOptions({ search: '', list: '' }));

export function useMembers(filter: MembersFilter) {
  return useInfiniteQuery(membersQueryOptions(filter));
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
      const page = await api(membersRoutes.getMembers, { query: { search: username, limit: 1000 } }, { signal });
      return new Set(page.members.filter((row) => row.username.toLowerCase() === username.toLowerCase()).map((row) => row.listId));
    },
  });
}
