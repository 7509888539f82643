import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, serialId, timestamptz, updatedAt } from './columns';

/** The blog: posts, categories and tags. */

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => blogCategories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** HTML, sanitised on write and on output. */
    content: text('content'),
    excerpt: text('excerpt'),
    featuredImage: text('featured_image'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    allowComments: boolean('allow_comments').notNull().default(true),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull().default('draft'),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishDate: timestamptz('publish_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_public_idx').on(t.status, t.isPrivate, t.publishDate),
    index('blog_posts_category_id_idx').on(t.categoryId),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: serialId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('blog_tags_slug_key').on(t.slug)],
);

export const blogPostsTags = pgTable(
  'blog_posts_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_posts_tags_tag_id_idx').on(t.tagId)],
);
