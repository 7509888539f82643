import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesResponseSchema } from '../../../../../common/blog';
import type { Category } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys } from './blog-keys';

/** Every category, active or not. */
export async function getBlogCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await apiFetch(ADMIN_BLOG_ROUTES.categories, { schema: categoriesResponseSchema, signal });
  return categories;
}

export const blogCategoriesQueryOptions = queryOptions({
  queryKey: adminBlogKeys.categories,
  queryFn: ({ signal }) => getBlogCategories(signal),
});

export function useBlogCategories() {
  return useQuery(blogCategoriesQueryOptions);
}
