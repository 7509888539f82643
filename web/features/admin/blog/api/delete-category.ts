import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys, refreshBlog } from './blog-keys';

/** Deletes a category; one still used by posts or sub-categories is refused (409 IN_USE). */
export function deleteCategory(id: number): Promise<void> {
  return apiFetch<void>(ADMIN_BLOG_ROUTES.category(id), { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.categories),
  });
}
