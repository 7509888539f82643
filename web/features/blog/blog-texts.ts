/**
 * Texts of the public blog that the blog contract (common/blog.ts BLOG_TEXTS) does not hold:
 * the spec's own texts ('All Categories', 'Post not found', …) come from there.
 */
export const BLOG_PAGE_TEXTS = {
  title: 'Blog',
  previewTitle: 'Preview.',
  preview: {
    draft: 'This post is a draft: only admins see it here; visitors get "Post not found".',
    scheduled: 'This post is scheduled: visitors see it from its publish date.',
    private: 'This post is private: only admins see it.',
    archived: 'This post is archived: only admins see it.',
  },
  subtitle: 'News, guides and ideas for running your X communities with Rollcall.',
  searchLabel: 'Search posts...',
  categoryLabel: 'Category',
  loading: 'Loading posts...',
  loadingPost: 'Loading post...',
  noPosts: 'No posts yet. Check back soon.',
  noMatches: 'No posts match your search.',
  clearFilters: 'Clear search and category',
  postCount: (total: number) => (total === 1 ? '1 post' : `${String(total)} posts`),
  postsPages: 'Blog pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${String(page)} of ${String(pages)}`,
  postNotFoundHint: 'It may have been moved, unpublished or never existed.',
  tags: 'Tags',
  by: (author: string) => `By ${author}`,
  category: (name: string) => `Category: ${name}`,
  fetchPostFailed: (reason: string) => `Failed to fetch post: ${reason}`,
  published: (date: string) => `Published: ${date}`,
  notPublished: 'Not published',
  allCategories: 'All Categories',
  backToBlog: 'Back to Blog',
} as const;
