/**
 * The texts of the blog and the home page's posts (spec §2, §8 Home and blog, §8 Admin). Apart
 * from the schemas in blog.ts: the home page uses them and loads no zod (decision 014).
 */
export const BLOG_TEXTS = {
  postNotFound: 'Post not found',
  // Ours.
  slugTaken: 'This slug is already used by another post: choose another.',
  tagSlugTaken: 'This slug is already used by another tag.',
  categorySlugTaken: 'This slug is already used by another category.',
  categoryInUse: (posts: number, children: number) =>
    `This category is used by ${String(posts)} ${posts === 1 ? 'post' : 'posts'}` +
    (children > 0 ? ` and ${String(children)} sub-${children === 1 ? 'category' : 'categories'}` : '') +
    ': move them first.',
  notFound: 'Not found',

} as const;
