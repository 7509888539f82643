import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagSchema } from '../../../../../common/blog';
import type { Tag, TagInput } from '../../../../../common/blog';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_BLOG_ROUTES, adminBlogKeys, refreshBlog } from './blog-keys';

/** A new tag (id null) or the new values of tag `id`. */
export function saveTag({ id, input }: { id: number | null; input: TagInput }): Promise<Tag> {
  if (id === null) return apiFetch(ADMIN_BLOG_ROUTES.tags, { method: 'POST', body: input, schema: tagSchema });
  return apiFetch(ADMIN_BLOG_ROUTES.tag(id), { method: 'PUT', body: input, schema: tagSchema });
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTag,
    // The posts table shows tag names: a renamed tag shows there too.
    onSuccess: () => refreshBlog(queryClient, adminBlogKeys.tags, adminBlogKeys.postLists),
  });
}
