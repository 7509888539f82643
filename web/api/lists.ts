import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ListsResponse, Member } from '../../common/lists';
import { ApiRequestError, CLIENT_ERROR_CODES } from '../lib/api';
import { api } from '../lib/api-checked';
import { listsRoutes, membersRoutes } from '../../common/api/routes';

/**
 * Lists and members are read by three features (the Lists screen, the Members screen and CSV
 * import): their query keys, the lists query and the one call that removes a membership live here,
 * once, so that one invalidation refreshes whichever screen is open.
 */

/** Every lists query starts with it (the members modal of a list too). */
export const listsKey = ['lists'] as const;
/** Every query of the Members screen starts with it. */
export const membersKey = ['members'] as const;

/** My lists and my quota; with `member`, only the lists holding a member whose username contains it. */
export async function getLists(member: string, signal?: AbortSignal): Promise<ListsResponse> {
  const response: ListsResponse | undefined = await api(listsRoutes.getLists, { query: { member: member || undefined } }, { signal });
  // An empty answer (204) is no list at all: a failure to show, not data.
  if (response === undefined) throw new ApiRequestError(204, CLIENT_ERROR_CODES.invalidResponse, 'Empty response from server');
  return response;
}

/** The unfiltered lists ('') are one cache entry shared by the Lists screen and the Members screen's copy/change dialog. */
export function listsQueryOptions(member = '') {
  return queryOptions({
    queryKey: [...listsKey, member] as const,
    queryFn: ({ signal }) => getLists(member, signal),
  });
}

/** Keeps showing the previous lists while a new member search loads (no flash of 'Loading...'). */
export function useLists(member = '', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listsQueryOptions(member), placeholderData: keepPreviousData, enabled });
}

/** '@name', 'name' or an x.com link: the server normalises it; 409 DUPLICATE_MEMBER, 400 INVALID_HANDLE. */
export function addMember({ listId, username }: { listId: number; username: string }): Promise<Member> {
  return api(listsRoutes.addMember, { params: { id: listId }, body: { username } });
}

/** Removes one membership (204); the username stays in my other lists (spec §4). */
export function deleteMember(memberId: number): Promise<void> {
  return api(membersRoutes.deleteMember, { params: { id: memberId } });
}

/** After any change to lists or members (an import, a copy, a move, a removal): both screens read again. */
export function refreshListsAndMembers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: listsKey }), queryClient.invalidateQueries({ queryKey: membersKey })]);
}

export function useRefreshListsAndMembers() {
  const queryClient = useQueryClient();
  return () => refreshListsAndMembers(queryClient);
}
