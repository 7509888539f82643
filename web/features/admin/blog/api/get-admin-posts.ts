import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPostsResponseSchema } from '../../../../../common/blog';
import type { AdminPostRow } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys } from './blog-keys';

/** Every post, drafts and archived ones too; `search` matches the title or the content (on the server). */
export async function getAdminPosts(search: string, signal?: AbortSignal): Promise<AdminPostRow[]> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  const { posts } = await apiFetch(`${ADMIN_BLOG_ROUTES.posts}${query}`, { schema: adminPostsResponseSchema, signal });
  return posts;
}

export function adminPostsQueryOptions(search: string) {
  return queryOptions({
    queryKey: adminBlogKeys.posts(search),
    queryFn: ({ signal }) => getAdminPosts(search, signal),
  });
}

/** The table keeps the previous answer while the next search is on its way. */
export function useAdminPosts(search: string) {
  return useQuery({ ...adminPostsQueryOptions(search), placeholderData: keepPreviousData });
}
