import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPostSchema } from '../../../../../common/blog';
import type { AdminPost } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys } from './blog-keys';

/** One post with everything the form edits (the table's rows have no content). */
export function getAdminPost(id: number, signal?: AbortSignal): Promise<AdminPost> {
  return apiFetch(ADMIN_BLOG_ROUTES.post(id), { schema: adminPostSchema, signal });
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
