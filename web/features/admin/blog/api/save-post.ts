import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPost, PostInput } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys, refreshBlog } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** A new post (id null; the server makes the signed-in admin its author) or the new values of post `id`. */
export function savePost({ id, input }: { id: number | null; input: PostInput }): Promise<AdminPost> {
  return id === null ? api(adminRoutes.createPost, { body: input }) : api(adminRoutes.updatePost, { params: { id }, body: input });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminBlogKeys.post(saved.id), saved);
      return refreshBlog(queryClient, adminBlogKeys.postLists);
    },
  });
}
