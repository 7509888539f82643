import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPostSchema } from '../../../../../common/blog';
import type { AdminPost, PostInput } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys, refreshBlog } from './blog-keys';

/** A new post (id null; the server makes the signed-in admin its author) or the new values of post `id`. */
export function savePost({ id, input }: { id: number | null; input: PostInput }): Promise<AdminPost> {
  if (id === null) return apiFetch(ADMIN_BLOG_ROUTES.posts, { method: 'POST', body: input, schema: adminPostSchema });
  return apiFetch(ADMIN_BLOG_ROUTES.post(id), { method: 'PUT', body: input, schema: adminPostSchema });
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
