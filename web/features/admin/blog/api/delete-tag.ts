import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys, refreshBlog } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** Deletes a tag and its links to posts. */
export function deleteTag(id: number): Promise<void> {
  return api(adminRoutes.deleteTag, { params: { id } });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.tags, adminBlogKeys.postLists),
  });
}
