import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomePosts } from '../../../../common/blog';
import { callApi } from '../../../lib/api-client';
import { homeRoutes } from '../../../../common/api/routes';

/**
 * Up to 2 featured posts ('featured'), else the 2 latest ('recent'). The home page reads it before
 * it paints: trusted as typed, the server checked it against homePostsSchema (decision 014).
 */
export function getHomePosts(signal?: AbortSignal): Promise<HomePosts> {
  return callApi(homeRoutes.getHomePosts, {}, { signal });
}

export const homePostsQueryOptions = queryOptions({
  queryKey: ['blog', 'home'] as const,
  queryFn: ({ signal }) => getHomePosts(signal),
});

export function useHomePosts() {
  return useQuery(homePostsQueryOptions);
}
