import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag, TagInput } from '../../../../../common/blog';
import { api } from '../../../../lib/api-checked';
import { adminBlogKeys, refreshBlog } from './blog-keys';
import { adminRoutes } from '../../../../../common/api/routes';

/** A new tag (id null) or the new values of tag `id`. */
export function saveTag({ id, input }: { id: number | null; input: TagInput }): Promise<Tag> {
  return id === null ? api(adminRoutes.createTag, { body: input }) : api(adminRoutes.updateTag, { params: { id }, body: input });
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    // The posts table shows tag names: a renamed tag shows there too.
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.tags, adminBlogKeys.postLists),
  });
}
