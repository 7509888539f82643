import type { QueryClient } from '@tanstack/react-query';

/** The cache keys of what the admin blog API answers. */
export const adminBlogKeys = {
  all: ['admin', 'blog'] as const,
  categories: ['admin', 'blog', 'categories'] as const,
  tags: ['admin', 'blog', 'tags'] as const,
  postLists: ['admin', 'blog', 'posts'] as const,
  posts: (search: string) => ['admin', 'blog', 'posts', { search }] as const,
  post: (id: number) => ['admin', 'blog', 'post', id] as const,
};

/**
 * The public blog's and the home page's queries all start with 'blog' (web/features/blog, home):
 * after a change here they are read again, so the site this admin browses next is up to date.
 */
export const publicBlogKey = ['blog'] as const;

/** Marks `keys` and the public blog's queries stale (the ones on screen are read again at once). */
export function refreshBlog(queryClient: QueryClient, ...keys: ReadonlyArray<readonly unknown[]>): Promise<unknown> {
  return Promise.all([...keys, publicBlogKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
