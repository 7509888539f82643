import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PostsPage } from '../../../../common/blog';
import { api } from '../../../lib/api-checked';
import { blogRoutes } from '../../../../common/api/routes';

export type PostsQuery = { search: string; category: string; page: number };

/** Published, public posts, newest first, one page at a time; only the filters in use are sent. */
export function getPosts({ search, category, page }: PostsQuery, signal?: AbortSignal): Promise<PostsPage> {
  return api(blogRoutes.getPosts, { query: { search: search || undefined, category: category || undefined, page } }, { signal });
}

export function postsQueryOptions(query: PostsQuery) {
  return queryOptions({
    queryKey: ['blog', 'posts', query] as const,
    queryFn: ({ signal }) => getPosts(query, signal),
  });
}

/** The page of posts; the previous page stays on screen while the next one loads. */
export function usePosts(query: PostsQuery) {
  return useQuery({ ...postsQueryOptions(query), placeholderData: keepPreviousData });
}
