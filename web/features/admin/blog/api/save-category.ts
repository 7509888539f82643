import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySchema } from '../../../../../common/blog';
import type { Category, CategoryInput } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys, refreshBlog } from './blog-keys';

/** A new category (id null) or the new values of category `id`. */
export function saveCategory({ id, input }: { id: number | null; input: CategoryInput }): Promise<Category> {
  if (id === null) return apiFetch(ADMIN_BLOG_ROUTES.categories, { method: 'POST', body: input, schema: categorySchema });
  return apiFetch(ADMIN_BLOG_ROUTES.category(id), { method: 'PUT', body: input, schema: categorySchema });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.categories),
  });
}
