import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys, refreshBlog } from './blog-keys';

/** Deletes a tag and its links to posts. */
export function deleteTag(id: number): Promise<void> {
  return apiFetch<void>(ADMIN_BLOG_ROUTES.tag(id), { method: 'DELETE' });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.tags, adminBlogKeys.postLists),
  });
}
