import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '../../../../common/blog';
import { api } from '../../../lib/api-checked';
import { blogRoutes } from '../../../../common/api/routes';

/** One public post; 404 'Post not found' for anything not public. Its content is sanitised HTML. */
export function getPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return api(blogRoutes.getPost, { params: { slug } }, { signal });
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
