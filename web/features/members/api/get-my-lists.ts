import { queryOptions, useQuery } from '@tanstack/react-query';
import { listsResponseSchema } from '../../../../common/lists';
import type { ListsResponse } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';

export const LISTS_PATH = '/api/lists';
/**
 * The same key (and the same answer) as the Lists screen's unfiltered lists: both screens share
 * one cache entry, so a change on either refreshes the other.
 */
export const myListsQueryKey = ['lists', ''] as const;
/** Every lists query starts with this. */
export const listsQueryKeyRoot = ['lists'] as const;

/** My lists and my plan's quota (the copy/change modal's choices and limit notices). */
export function getMyLists(signal?: AbortSignal): Promise<ListsResponse> {
  return apiFetch(LISTS_PATH, { schema: listsResponseSchema, signal });
}

export const myListsQueryOptions = queryOptions({
  queryKey: myListsQueryKey,
  queryFn: ({ signal }) => getMyLists(signal),
});

export function useMyLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myListsQueryOptions, enabled });
}
