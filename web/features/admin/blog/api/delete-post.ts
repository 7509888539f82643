import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys, refreshBlog } from './blog-keys';

export function deletePost(id: number): Promise<void> {
  return apiFetch<void>(ADMIN_BLOG_ROUTES.post(id), { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(id) });
      return refreshBlog(queryClient, adminBlogKeys.postLists);
    },
  });
}
