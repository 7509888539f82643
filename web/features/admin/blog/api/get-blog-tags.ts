import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

export async function getBlogTags(signal?: AbortSignal): Promise<Tag[]> {
  const { tags } = await api(adminRoutes.getAdminTags, {}, { signal });
  return tags;
}

export const blogTagsQueryOptions = queryOptions({
  queryKey: adminBlogKeys.tags,
  queryFn: ({ signal }) => getBlogTags(signal),
});

export function useBlogTags() {
  return useQuery(blogTagsQueryOptions);
}
