import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMembersResponseSchema } from '../../../../common/lists';
import type { Member } from '../../../../common/lists';
import { apiFetch } from '../../../lib/api';
import { LISTS_PATH, listsKey } from './get-lists';

/** How many rows the members modal asks for at once; it says so when a list holds more. */
export const MEMBERS_MODAL_LIMIT = 500;

/** Under ['lists'], so whatever refreshes the lists refreshes an open members modal too. */
export function listMembersKey(listId: number) {
  return [...listsKey, listId, 'members'] as const;
}

export function getListMembers(listId: number, search: string, signal?: AbortSignal): Promise<{ members: Member[]; total: number }> {
  const params = new URLSearchParams({ limit: String(MEMBERS_MODAL_LIMIT) });
  if (search) params.set('search', search);
  return apiFetch(`${LISTS_PATH}/${String(listId)}/members?${params.toString()}`, { schema: listMembersResponseSchema, signal });
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
