import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys, refreshBlog } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** A new category (id null) or the new values of category `id`. */
export function saveCategory({ id, input }: { id: number | null; input: CategoryInput }): Promise<Category> {
  return id === null ? api(adminRoutes.createCategory, { body: input }) : api(adminRoutes.updateCategory, { params: { id }, body: input });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.categories),
  });
}
