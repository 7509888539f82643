import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** Every category, active or not, with how many posts and sub-categories hold on to it. */
export async function getBlogCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const { categories } = await api(adminRoutes.getAdminCategories, {}, { signal });
  return categories;
}

export const blogCategoriesQueryOptions = queryOptions({
  queryKey: adminBlogKeys.categories,
  queryFn: ({ signal }) => getBlogCategories(signal),
});

export function useBlogCategories() {
  return useQuery(blogCategoriesQueryOptions);
}
