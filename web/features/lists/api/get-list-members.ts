import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '../../../../common/lists';
import { api } from '../../../lib/api-checked';
import { listsKey } from '../../../api/lists';
import { listsRoutes } from '../../../../common/api/routes';

/** How many rows the members modal asks for at once; it says so when a list holds more. */
export const MEMBERS_MODAL_LIMIT = 500;

/** Under ['lists'], so whatever refreshes the lists refreshes an open members modal too. */
export function listMembersKey(listId: number) {
  return [...listsKey, listId, 'members'] as const;
}

export function getListMembers(listId: number, search: string, signal?: AbortSignal): Promise<{ members: Member[]; total: number }> {
  return api(listsRoutes.getListMembers, { params: { id: listId }, query: { limit: MEMBERS_MODAL_LIMIT, search: search || undefined } }, { signal });
}

export function listMembersQueryOptions(listId: number, search: string) {
  return queryOptions({
    queryKey: [...listMembersKey(listId), search] as const,
    queryFn: ({ signal }) => getListMembers(listId, search, signal),
  });
}

export function useListMembers(listId: number, search: string) {
  return useQuery({ ...listMembersQueryOptions(listId, search), placeholderData: keepPreviousData });
}
