import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPost } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** One post with everything the form edits (the table's rows have no content). */
export function getAdminPost(id: number, signal?: AbortSignal): Promise<AdminPost> {
  return api(adminRoutes.getAdminPost, { params: { id } }, { signal });
}

export function adminPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminBlogKeys.post(id),
    queryFn: ({ signal }) => getAdminPost(id, signal),
    // The form starts from the server's latest values, never from a copy kept from earlier.
    staleTime: 0,
  });
}

export function useAdminPost(id: number | null) {
  return useQuery({ ...adminPostQueryOptions(id ?? 0), enabled: id !== null });
}
