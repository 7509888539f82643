import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersPageSchema } from '../../../../common/admin';
import type { UsersPage } from '../../../../common/admin';
import { apiFetch } from '../../../lib/api';

export const ADMIN_USERS_PATH = '/api/admin/users';
/** Every users query starts with it: one invalidation refreshes every page and search. */
export const adminUsersKey = ['admin', 'users'] as const;

export type UsersQuery = { search: string; page: number };

/** '/api/admin/users?search=ada&page=2' (no search parameter for an empty search). */
export function adminUsersUrl({ search, page }: UsersQuery): string {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('search', search.trim());
  params.set('page', String(page));
  return `${ADMIN_USERS_PATH}?${params.toString()}`;
}

/** One page of users (20, by id) whose username or email contains `search`, ignoring case. */
export function getAdminUsers(query: UsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  return apiFetch(adminUsersUrl(query), { schema: usersPageSchema, signal });
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
