import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BLOG_ERROR_CODES,
  type AdminCategory,
  type AdminPost,
  type AdminPostRow,
  type Category,
  type Tag,
  type categoryInputSchema,
  type postInputSchema,
  type tagInputSchema,
} from '../../common/blog';
import { BLOG_TEXTS } from '../../common/blog-texts.plain';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/open';
import { containsPattern, isUniqueViolation } from '../db/sql';
import { blogCategories, blogPosts, blogPostsTags, blogTags, users } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { sanitizePostHtml } from './sanitize';

/** The blog CMS (spec §2 "Admin: blog management", §5): every change recorded in the audit log. */

type PostValues = z.output<typeof postInputSchema>;
type CategoryValues = z.output<typeof categoryInputSchema>;
type TagValues = z.output<typeof tagInputSchema>;

const missing = () => notFound(BLOG_TEXTS.notFound);
const slugTaken = (message: string) => new AppError(409, BLOG_ERROR_CODES.slugTaken, message);

async function tagsOf(db: Db, postIds: number[]): Promise<Map<number, Tag[]>> {
  const map = new Map<number, Tag[]>();
  if (postIds.length === 0) return map;
  const rows = await db
    .select({ postId: blogPostsTags.postId, id: blogTags.id, name: blogTags.name, slug: blogTags.slug })
    .from(blogPostsTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostsTags.tagId))
    .where(inArray(blogPostsTags.postId, postIds))
    .orderBy(asc(blogTags.name));
  for (const { postId, ...tag } of rows) map.set(postId, [...(map.get(postId) ?? []), tag]);
  return map;
}

/** Posts table: search by title or content. */
export async function adminPosts(db: Db, search?: string): Promise<AdminPostRow[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      authorName: users.username,
      status: blogPosts.status,
      isFeatured: blogPosts.isFeatured,
      isPrivate: blogPosts.isPrivate,
      publishDate: blogPosts.publishDate,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(search ? or(sql`lower(${blogPosts.title}) like ${containsPattern(search)}`, sql`lower(coalesce(${blogPosts.content}, '')) like ${containsPattern(search)}`) : undefined)
    .orderBy(desc(blogPosts.id))
    .limit(500);
  const tags = await tagsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    tags: tags.get(row.id) ?? [],
    publishDate: row.publishDate?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function adminPost(db: Db, id: number): Promise<AdminPost> {
  const [row] = await db
    .select({ post: blogPosts, authorName: users.username })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(eq(blogPosts.id, id));
  if (!row) throw missing();
  const { post } = row;
  const tags = await tagsOf(db, [id]);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content ?? '',
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    status: post.status,
    publishDate: post.publishDate?.toISOString() ?? null,
    categoryId: post.categoryId,
    tagIds: (tags.get(id) ?? []).map((tag) => tag.id),
    isFeatured: post.isFeatured,
    isPrivate: post.isPrivate,
    allowComments: post.allowComments,
    authorName: row.authorName,
  };
}

async function checkReferences(db: Db, values: PostValues) {
  if (values.categoryId !== null) {
    const [category] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, values.categoryId));
    if (!category) throw badRequest('This category does not exist.');
  }
  const tagIds = [...new Set(values.tagIds)];
  if (tagIds.length) {
    const found = await db.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, tagIds));
    if (found.length !== tagIds.length) throw badRequest('One of these tags does not exist.');
  }
  return tagIds;
}

function postColumns(values: PostValues) {
  const { tagIds: _tagIds, publishDate, content, ...rest } = values;
  return { ...rest, content: sanitizePostHtml(content), publishDate: publishDate ? new Date(publishDate) : null };
}

/** The author is the admin who creates the post (the old product wrote author id 1; docs/decisions/012). */
export async function createPost(db: Db, adminId: number, values: PostValues): Promise<AdminPost> {
  try {
    const id = await db.transaction(async (tx) => {
      const tagIds = await checkReferences(tx, values);
      const [post] = await tx.insert(blogPosts).values({ ...postColumns(values), authorId: adminId }).returning({ id: blogPosts.id });
      if (tagIds.length) await tx.insert(blogPostsTags).values(tagIds.map((tagId) => ({ postId: post!.id, tagId })));
      await recordAudit(tx, adminId, 'blog.post.create', `post ${values.slug}`, { title: values.title, status: values.status });
      return post!.id;
    });
    return await adminPost(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(BLOG_TEXTS.slugTaken);
    throw error;
  }
}

export async function updatePost(db: Db, adminId: number, id: number, values: PostValues): Promise<AdminPost> {
  try {
    await db.transaction(async (tx) => {
      const tagIds = await checkReferences(tx, values);
      const [post] = await tx
        .update(blogPosts)
        .set({ ...postColumns(values), updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      if (!post) throw missing();
      await tx.delete(blogPostsTags).where(eq(blogPostsTags.postId, id));
      if (tagIds.length) await tx.insert(blogPostsTags).values(tagIds.map((tagId) => ({ postId: id, tagId })));
      await recordAudit(tx, adminId, 'blog.post.update', `post ${values.slug}`, { title: values.title, status: values.status });
    });
    return await adminPost(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(BLOG_TEXTS.slugTaken);
    throw error;
  }
}

export async function deletePost(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug });
    if (!post) throw missing();
    await recordAudit(tx, adminId, 'blog.post.delete', `post ${post.slug}`);
  });
}

/** Every category, with the posts and sub-categories that hold on to it (a delete is refused while any do). */
export async function allCategories(db: Db): Promise<AdminCategory[]> {
  const [categories, posts, children] = await Promise.all([
    db.select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.name)),
    db.select({ id: blogPosts.categoryId, n: count() }).from(blogPosts).groupBy(blogPosts.categoryId),
    db.select({ id: blogCategories.parentId, n: count() }).from(blogCategories).groupBy(blogCategories.parentId),
  ]);
  const postCounts = new Map(posts.map((row) => [row.id, row.n]));
  const childCounts = new Map(children.map((row) => [row.id, row.n]));
  return categories.map((category) => ({ ...category, postCount: postCounts.get(category.id) ?? 0, childCount: childCounts.get(category.id) ?? 0 }));
}

export async function saveCategory(db: Db, adminId: number, id: number | null, values: CategoryValues): Promise<Category> {
  if (id !== null && values.parentId === id) throw badRequest('A category cannot be its own parent.');
  try {
    return await db.transaction(async (tx) => {
      if (values.parentId !== null) {
        const [parent] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, values.parentId));
        if (!parent) throw badRequest('The parent category does not exist.');
      }
      const [category] =
        id === null
          ? await tx.insert(blogCategories).values(values).returning()
          : await tx.update(blogCategories).set(values).where(eq(blogCategories.id, id)).returning();
      if (!category) throw missing();
      await recordAudit(tx, adminId, id === null ? 'blog.category.create' : 'blog.category.update', `category ${category.slug}`, { name: category.name });
      return category;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(BLOG_TEXTS.categorySlugTaken);
    throw error;
  }
}

/** A category with posts or sub-categories is not deleted (they would silently lose it): a clear 409. */
export async function deleteCategory(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [category] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for('update');
    if (!category) throw missing();
    // One after the other: a transaction's connection runs one query at a time.
    const [posts] = await tx.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
    const [children] = await tx.select({ n: count() }).from(blogCategories).where(eq(blogCategories.parentId, id));
    if ((posts?.n ?? 0) > 0 || (children?.n ?? 0) > 0) {
      throw new AppError(409, BLOG_ERROR_CODES.inUse, BLOG_TEXTS.categoryInUse(posts?.n ?? 0, children?.n ?? 0));
    }
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
    await recordAudit(tx, adminId, 'blog.category.delete', `category ${category.slug}`);
  });
}

export async function allTags(db: Db): Promise<Tag[]> {
  return db.select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug }).from(blogTags).orderBy(asc(blogTags.name));
}

export async function saveTag(db: Db, adminId: number, id: number | null, values: TagValues): Promise<Tag> {
  try {
    return await db.transaction(async (tx) => {
      const [tag] =
        id === null ? await tx.insert(blogTags).values(values).returning() : await tx.update(blogTags).set(values).where(eq(blogTags.id, id)).returning();
      if (!tag) throw missing();
      await recordAudit(tx, adminId, id === null ? 'blog.tag.create' : 'blog.tag.update', `tag ${tag.slug}`, { name: tag.name });
      return { id: tag.id, name: tag.name, slug: tag.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(BLOG_TEXTS.tagSlugTaken);
    throw error;
  }
}

/** Deleting a tag removes it from its posts (the links cascade); the posts stay. */
export async function deleteTag(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [tag] = await tx.delete(blogTags).where(and(eq(blogTags.id, id))).returning({ slug: blogTags.slug });
    if (!tag) throw missing();
    await recordAudit(tx, adminId, 'blog.tag.delete', `tag ${tag.slug}`);
  });
}
