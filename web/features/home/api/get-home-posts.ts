import { queryOptions, useQuery } from '@tanstack/react-query';
import { homePostsSchema } from '../../../../common/blog';
import type { HomePosts } from '../../../../common/blog';
import { apiFetch } from '../../../lib/api';

export const HOME_POSTS_PATH = '/api/blog/home';

/** Up to 2 featured posts ('featured'), else the 2 latest ('recent'). */
export function getHomePosts(signal?: AbortSignal): Promise<HomePosts> {
  return apiFetch(HOME_POSTS_PATH, { schema: homePostsSchema, signal });
}

export const homePostsQueryOptions = queryOptions({
  queryKey: ['blog', 'home'] as const,
  queryFn: ({ signal }) => getHomePosts(signal),
});

export function useHomePosts() {
  return useQuery(homePostsQueryOptions);
}
