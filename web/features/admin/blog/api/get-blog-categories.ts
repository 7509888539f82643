import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** Every category, active or not. */
export async function getBlogCategories(signal?: AbortSignal): Promise<Category[]> {
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
