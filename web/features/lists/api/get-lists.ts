import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listsResponseSchema } from '../../../../common/lists';
import type { ListsResponse } from '../../../../common/lists';
import { ApiRequestError, CLIENT_ERROR_CODES, apiFetch } from '../../../lib/api';

export const LISTS_PATH = '/api/lists';
/** Every query of this feature starts with it, so one invalidation refreshes the screen. */
export const listsKey = ['lists'] as const;

/** My lists and my quota; with `member`, only the lists holding a member whose username contains it. */
export async function getLists(member: string, signal?: AbortSignal): Promise<ListsResponse> {
  const query = member ? `?${new URLSearchParams({ member }).toString()}` : '';
  const response = await apiFetch(`${LISTS_PATH}${query}`, { schema: listsResponseSchema, signal });
  // An empty answer (204) is no list at all: a failure to show, not data.
  if (response === undefined) throw new ApiRequestError(204, CLIENT_ERROR_CODES.invalidResponse, 'Empty response from server');
  return response;
}

export function listsQueryOptions(member = '') {
  return queryOptions({
    queryKey: [...listsKey, member] as const,
    queryFn: ({ signal }) => getLists(member, signal),
  });
}

/** Keeps showing the previous lists while a new member search loads (no flash of 'Loading...'). */
export function useLists(member = '') {
  return useQuery({ ...listsQueryOptions(member), placeholderData: keepPreviousData });
}
