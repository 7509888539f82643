import { and, asc, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, HOME_POSTS, type Category, type HomePosts, type Post, type PostSummary, type PostsPage } from '../../common/blog';
import { BLOG_TEXTS } from '../../common/blog-texts.plain';
import type { Db } from '../db/open';
import { containsPattern } from '../db/sql';
import { blogCategories, blogPosts, blogPostsTags, blogTags, users } from '../db/schema';
import { notFound } from '../http/errors';
import { sanitizePostHtml } from './sanitize';

/**
 * The public blog (spec §2, §6, §7): only posts that are published, not private, and whose
 * publish date is not in the future. Everything else answers "not found", exactly like a slug
 * that does not exist.
 */
export const isPublic = (now = new Date()): SQL =>
  and(eq(blogPosts.status, 'published'), eq(blogPosts.isPrivate, false), or(isNull(blogPosts.publishDate), lte(blogPosts.publishDate, now)))!;

const newestFirst = [sql`${blogPosts.publishDate} desc nulls last`, desc(blogPosts.id)];

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  publishDate: blogPosts.publishDate,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  authorName: users.username,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null };

function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id!,
    title: row.title!,
    slug: row.slug!,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    publishDate: row.publishDate?.toISOString() ?? null,
    category: row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null,
    authorName: row.authorName,
  };
}

export async function publicPosts(db: Db, query: { search?: string; category?: string; page: number }): Promise<PostsPage> {
  const filters = and(
    isPublic(),
    query.search
      ? or(sql`lower(${blogPosts.title}) like ${containsPattern(query.search)}`, sql`lower(coalesce(${blogPosts.excerpt}, '')) like ${containsPattern(query.search)}`)
      : undefined,
    query.category ? eq(blogCategories.slug, query.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(filters)
      .orderBy(...newestFirst)
      .limit(BLOG_PAGE_SIZE)
      .offset((query.page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId)).where(filters),
  ]);
  return { posts: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize: BLOG_PAGE_SIZE };
}

/**
 * A post of the blog by its slug. An admin (`asAdmin`) also gets a post the blog does not show
 * (a draft, a scheduled or private one), marked `preview` with the reason; anyone else gets
 * 'Post not found' for it, exactly like a slug that does not exist.
 */
export async function publicPost(db: Db, slug: string, { asAdmin = false }: { asAdmin?: boolean } = {}): Promise<Post> {
  const now = new Date();
  const [row] = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      status: blogPosts.status,
      isPrivate: blogPosts.isPrivate,
      onBlog: sql<boolean>`${isPublic(now)}`,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(asAdmin ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), isPublic(now)));
  if (!row) throw notFound(BLOG_TEXTS.postNotFound);
  // Whether the blog shows it is isPublic's answer, the one rule; only the reason is read here.
  const preview: Post['preview'] = row.onBlog ? null : row.status === 'draft' || row.status === 'archived' ? row.status : row.isPrivate ? 'private' : 'scheduled';
  const tags = await db
    .select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug })
    .from(blogPostsTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostsTags.tagId))
    .where(eq(blogPostsTags.postId, row.id))
    .orderBy(asc(blogTags.name));
  return {
    ...toSummary(row),
    content: sanitizePostHtml(row.content ?? ''), // also for rows written before sanitising on save
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    tags,
    preview,
  };
}

/** Spec §2 Home: up to 2 featured posts; fewer than 2 featured → the 2 latest ('Recent Posts'). */
export async function homePosts(db: Db): Promise<HomePosts> {
  const base = () =>
    db
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(users, eq(users.id, blogPosts.authorId));
  const featured = await base()
    .where(and(isPublic(), eq(blogPosts.isFeatured, true)))
    .orderBy(...newestFirst)
    .limit(HOME_POSTS);
  if (featured.length >= HOME_POSTS) return { kind: 'featured', posts: featured.map(toSummary) };
  const recent = await base().where(isPublic()).orderBy(...newestFirst).limit(HOME_POSTS);
  return { kind: 'recent', posts: recent.map(toSummary) };
}

export async function activeCategories(db: Db): Promise<Category[]> {
  return db.select().from(blogCategories).where(eq(blogCategories.isActive, true)).orderBy(asc(blogCategories.position), asc(blogCategories.name));
}
