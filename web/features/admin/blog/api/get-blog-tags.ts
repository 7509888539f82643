import { queryOptions, useQuery } from '@tanstack/react-query';
import { tagsResponseSchema } from '../../../../../common/blog';
import type { Tag } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys } from './blog-keys';

export async function getBlogTags(signal?: AbortSignal): Promise<Tag[]> {
  const { tags } = await apiFetch(ADMIN_BLOG_ROUTES.tags, { schema: tagsResponseSchema, signal });
  return tags;
}

export const blogTagsQueryOptions = queryOptions({
  queryKey: adminBlogKeys.tags,
  queryFn: ({ signal }) => getBlogTags(signal),
});

export function useBlogTags() {
  return useQuery(blogTagsQueryOptions);
}
