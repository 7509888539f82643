import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../common/blog';
import { api } from '../../../lib/api-checked';
import { blogRoutes } from '../../../../common/api/routes';

/** The active categories, by position. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await api(blogRoutes.getBlogCategories, {}, { signal });
  return categories;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['blog', 'categories'] as const,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

/**
 * The categories as the filter lists them: each top-level one followed by its sub-categories
 * (indented with a dash), keeping the server's order. A sub-category whose parent is not active
 * stays in the list, at the top level.
 */
export function categoryOptions(categories: Category[]): Array<{ value: string; label: string }> {
  const ids = new Set(categories.map((category) => category.id));
  const options: Array<{ value: string; label: string }> = [];
  const add = (category: Category, depth: number, seen: Set<number>) => {
    if (seen.has(category.id)) return;
    seen.add(category.id);
    options.push({ value: category.slug, label: `${'— '.repeat(depth)}${category.name}` });
    for (const child of categories) if (child.parentId === category.id) add(child, depth + 1, seen);
  };
  const seen = new Set<number>();
  for (const category of categories) {
    if (category.parentId === null || !ids.has(category.parentId)) add(category, 0, seen);
  }
  // Anything left (a cycle of parents) still gets listed.
  for (const category of categories) add(category, 0, seen);
  return options;
}
