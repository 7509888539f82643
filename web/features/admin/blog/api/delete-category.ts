import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys, refreshBlog } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** Deletes a category; one still used by posts or sub-categories is refused (409 IN_USE). */
export function deleteCategory(id: number): Promise<void> {
  return api(adminRoutes.deleteCategory, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.categories),
  });
}
