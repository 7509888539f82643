import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postsPageSchema } from '../../../../common/blog';
import type { PostsPage } from '../../../../common/blog';
import { apiFetch } from '../../../lib/api';

export type PostsQuery = { search: string; category: string; page: number };

/** GET /api/blog/posts with only the filters in use: '/api/blog/posts?search=x&category=news&page=2'. */
export function postsPath({ search, category, page }: PostsQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  params.set('page', String(page));
  return `/api/blog/posts?${params.toString()}`;
}

/** Published, public posts, newest first, one page at a time. */
export function getPosts(query: PostsQuery, signal?: AbortSignal): Promise<PostsPage> {
  return apiFetch(postsPath(query), { schema: postsPageSchema, signal });
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
