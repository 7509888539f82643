import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys, refreshBlog } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

export function deletePost(id: number): Promise<void> {
  return api(adminRoutes.deletePost, { params: { id } });
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
