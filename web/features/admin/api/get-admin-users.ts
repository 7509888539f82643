import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '../../../../common/admin';
import { api } from '../../../lib/api-checked';
import { adminRoutes } from '../../../../common/api/routes';

/** Every users query starts with it: one invalidation refreshes every page and search. */
export const adminUsersKey = ['admin', 'users'] as const;

export type UsersQuery = { search: string; page: number };

/** One page of users (20, by id) whose username or email contains `search`, ignoring case (no search parameter for an empty search). */
export function getAdminUsers({ search, page }: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  return api(adminRoutes.getAdminUsers, { query: { search: search.trim() || undefined, page } }, { signal });
}

export function adminUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: [...adminUsersKey, query] as const,
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // While the next page or search loads, the current cards stay (no flash of "Loading...").
    placeholderData: keepPreviousData,
    // Other admins change accounts too: read afresh on each visit.
    staleTime: 0,
  });
}

export function useAdminUsers(query: UsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
