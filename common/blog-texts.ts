/**
 * The texts of the blog and the home page's posts (spec §2, §8 Home and blog, §8 Admin). Apart
 * from the schemas in blog.ts: the home page uses them and loads no zod (decision 014).
 */
export const BLOG_TEXTS = {
  // Spec §8 Home and blog.
  fetchPostsFailed: (reason: string) => `Failed to fetch posts: ${reason}`,
  postNotFound: 'Post not found',
  fetchPostFailed: (reason: string) => `Failed to fetch post: ${reason}`,
  // Spec §2.
  featuredPosts: 'Featured Posts',
  recentPosts: 'Recent Posts',
  allPosts: 'All Posts',
  published: (date: string) => `Published: ${date}`,
  notPublished: 'Not published',
  allCategories: 'All Categories',
  backToBlog: 'Back to Blog',
  blogManagement: 'Blog Management',
  backToDashboard: 'Back to Dashboard',
  addCategory: 'Add Category',
  editCategory: 'Edit Category',
  selectCategory: 'Select Category',
  noTags: 'No tags',
  // Spec §8 Admin.
  deleteCategoryFailed: (message: string) => `Failed to delete category: ${message}`,
  deletePostFailed: (message: string) => `Failed to delete post: ${message}`,
  deleteTagFailed: (message: string) => `Failed to delete tag: ${message}`,
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
