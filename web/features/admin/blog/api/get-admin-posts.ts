import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostRow } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** Every post, drafts and archived ones too; `search` matches the title or the content (on the server). */
export async function getAdminPosts(search: string, signal?: AbortSignal): Promise<AdminPostRow[]> {
  const { posts } = await api(adminRoutes.getAdminPosts, { query: { search: search || undefined } }, { signal });
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
