import { queryOptions, useQuery } from '@tanstack/react-query';
import { postSchema } from '../../../../common/blog';
import type { Post } from '../../../../common/blog';
import { apiFetch } from '../../../lib/api';

export function postPath(slug: string): string {
  return `/api/blog/posts/${encodeURIComponent(slug)}`;
}

/** One public post; 404 'Post not found' for anything not public. Its content is sanitised HTML. */
export function getPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return apiFetch(postPath(slug), { schema: postSchema, signal });
}

export function postQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug] as const,
    queryFn: ({ signal }) => getPost(slug, signal),
  });
}

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
