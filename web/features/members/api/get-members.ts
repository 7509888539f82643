import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { membersPageSchema } from '../../../../common/lists';
import type { MembersPage } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';

export const MEMBERS_PATH = '/api/members';
/** Rows of the first page: enough to fill a tall screen several times, small enough to answer fast. */
export const MEMBERS_FIRST_PAGE_SIZE = 200;
/**
 * Rows of each later page, loaded while scrolling. Every page costs the server about 100 ms whatever
 * its size (it counts the matches again), so 1,000 rows a page reads 100,000 members in 100
 * requests instead of 500, and a refresh after a change re-reads 5 times fewer pages.
 */
export const MEMBERS_PAGE_SIZE = 1000;

/** Every members query starts with this: invalidate it after any change to a member. */
export const membersQueryKeyRoot = ['members'] as const;

export type MembersFilter = {
  /** 'Search users across all lists...': part of a username. */
  search: string;
  /** 'Search lists...': part of a list name. */
  list: string;
};

export function membersQueryKey({ search, list }: MembersFilter) {
  return [...membersQueryKeyRoot, search, list] as const;
}

/** The URL of one page: the filters that are set, the keyset cursor, the page size (smaller for the first). */
export function membersUrl({ search, list }: MembersFilter, after: number | null): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (list) params.set('list', list);
  if (after !== null) params.set('after', String(after));
  params.set('limit', String(after === null ? MEMBERS_FIRST_PAGE_SIZE : MEMBERS_PAGE_SIZE));
  return `${MEMBERS_PATH}?${params.toString()}`;
}

/** One page of my members, after the row with id `after` (keyset pagination by id). */
export function getMembers(filter: MembersFilter, after: number | null, signal?: AbortSignal): Promise<MembersPage> {
  return apiFetch(membersUrl(filter, after), { schema: membersPageSchema, signal });
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

export function useMembers(filter: MembersFilter) {
  return useInfiniteQuery(membersQueryOptions(filter));
}
