import { z } from 'zod';
import { idSchema, int32Schema } from './integers';
import { mediaIdOf } from './media-paths.plain';
import { siteContactSchema } from './contact';

/**
 * The public blog, the home page's posts and the blog CMS (spec §2 "Home page", "Public blog",
 * "Admin: blog management"; §3 blog tables; §4 post status; §5 form rules; §6; §7; §8; §9).
 *
 * Public routes (visitors too):
 * - GET /api/blog/posts?search=&category=<slug>&page=1 → PostsPage: published, non-private posts
 *   whose publish date is not in the future, newest first, 10 per page
 * - GET /api/blog/posts/:slug → Post (404 'Post not found' for anything not public)
 * - GET /api/blog/categories → {categories: Category[]} (active ones, by position)
 * - GET /api/blog/home → HomePosts: up to 2 featured posts, else the 2 latest ('Recent Posts')
 * - GET /api/site-config → SiteConfig: the chat widget script to load on /contact (CHAT_WIDGET_SRC, or null)
 *   and the operator's contact channels (CONTACT_EMAIL, CONTACT_X, CONTACT_HOURS, each or null; common/contact.ts)
 * - GET /sitemap.xml, /rss.xml, /robots.txt; /blog/:slug HTML carries the post's title, description,
 *   canonical URL and Open Graph tags
 * Admin routes (role admin):
 * - GET /api/admin/blog/posts?search= → {posts: AdminPostRow[]} ; GET /api/admin/blog/posts/:id → AdminPost
 * - POST /api/admin/blog/posts (PostInput) → AdminPost (201) ; PUT /api/admin/blog/posts/:id → AdminPost ; DELETE → 204
 *   (a slug already used answers 409 code SLUG_TAKEN with BLOG_TEXTS.slugTaken)
 * - GET/POST /api/admin/blog/categories, PUT/DELETE /api/admin/blog/categories/:id (CategoryInput → Category)
 *   (a category with posts or sub-categories answers 409 with BLOG_TEXTS.categoryInUse)
 * - GET/POST /api/admin/blog/tags, PUT/DELETE /api/admin/blog/tags/:id (TagInput → Tag)
 */

export const BLOG_ERROR_CODES = { slugTaken: 'SLUG_TAKEN', inUse: 'IN_USE' } as const;

export const HOME_POSTS = 2;
export const BLOG_PAGE_SIZE = 10;
export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
const postStatusSchema = z.enum(POST_STATUSES);

/** 'Hello, World!' → 'hello-world'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}
const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case letters, digits and dashes');

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  isActive: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
/** What the admin sees of a category: also what holds on to it, so a refused delete is told before the button. */
export const adminCategorySchema = categorySchema.extend({ postCount: z.number().int(), childCount: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesResponseSchema = z.object({ categories: z.array(adminCategorySchema) });
/** Spec §5: name and slug required; an empty parent becomes null; position 0 and active by default. */
export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  slug: slugSchema,
  description: z.string().trim().max(1000).nullable().default(null),
  parentId: idSchema.nullable().default(null),
  position: int32Schema.default(0),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tagSchema>;
export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export const tagInputSchema = z.object({ name: z.string().trim().min(1, 'Name is required').max(100), slug: slugSchema });
export type TagInput = z.input<typeof tagInputSchema>;

/** A post as lists show it (no content). */
const postSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  publishDate: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  authorName: z.string().nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;
export const postsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const postsPageSchema = z.object({ posts: z.array(postSummarySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PostsPage = z.infer<typeof postsPageSchema>;
/** A public post: content is sanitised HTML, safe to render. */
export const postSchema = postSummarySchema.extend({
  content: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  tags: z.array(tagSchema),
  /**
   * Why only an admin sees it (issue #18: an admin previews a post at its own address): null for
   * a post on the blog. A visitor asking for any other gets 'Post not found'.
   */
  preview: z.enum(['draft', 'scheduled', 'private', 'archived']).nullable(),
});
export type Post = z.infer<typeof postSchema>;
export const homePostsSchema = z.object({ kind: z.enum(['featured', 'recent']), posts: z.array(postSummarySchema) });
export type HomePosts = z.infer<typeof homePostsSchema>;

export const postInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  slug: slugSchema,
  /** HTML from the editor; the server sanitises it. */
  content: z.string().max(500_000).default(''),
  excerpt: z.string().trim().max(1000).nullable().default(null),
  // An uploaded image's address on this site (/media/…), or an https URL: the CSP loads images
  // from https hosts (and this site) only.
  featuredImage: z
    .string()
    .trim()
    .max(2000)
    .superRefine((url, context) => {
      if (mediaIdOf(url)) return;
      if (!z.string().url().safeParse(url).success) context.addIssue({ code: 'custom', message: 'Featured Image URL must be a URL' });
      else if (!url.startsWith('https://')) context.addIssue({ code: 'custom', message: 'Featured Image URL must start with https://' });
    })
    .nullable()
    .default(null),
  seoTitle: z.string().trim().max(200).nullable().default(null),
  seoDescription: z.string().trim().max(500).nullable().default(null),
  status: postStatusSchema.default('draft'),
  /** ISO date-time; null: none. */
  publishDate: z.string().datetime({ offset: true }).nullable().default(null),
  categoryId: idSchema.nullable().default(null),
  tagIds: z.array(idSchema).max(100).default([]),
  isFeatured: z.boolean().default(false),
  isPrivate: z.boolean().default(false),
  allowComments: z.boolean().default(true),
});
export type PostInput = z.input<typeof postInputSchema>;
const adminPostRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  authorName: z.string().nullable(),
  status: postStatusSchema,
  /** The CMS tells Featured and Private apart at a glance (issue #18). */
  isFeatured: z.boolean(),
  isPrivate: z.boolean(),
  tags: z.array(tagSchema),
  publishDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPostRow = z.infer<typeof adminPostRowSchema>;
export const adminPostsResponseSchema = z.object({ posts: z.array(adminPostRowSchema) });
export const adminPostSchema = postInputSchema.extend({ id: z.number().int(), authorName: z.string().nullable(), content: z.string() });
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostsQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/** Everything the browser is told of the configuration: nothing secret, nothing more. */
export const siteConfigSchema = z.object({ chatWidgetSrc: z.string().nullable(), contact: siteContactSchema });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A post's address in the path (`/api/blog/posts/:slug`). */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
