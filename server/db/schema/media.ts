import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, createdAt } from './columns';

/** Blog images (issue #18), kept in the database. */

/**
 * Images an admin uploaded for the blog (issue #18), in the database so every instance serves
 * them. The id is the unguessable part of their address; the same bytes uploaded twice are one
 * image (sha256). The original is not kept: only what was made from it, without its metadata.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: text('id').primaryKey(),
    sha256: text('sha256').notNull(),
    /** What the bytes were: png, jpeg, webp or gif. */
    sourceFormat: text('source_format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_images_sha256_key').on(t.sha256)],
);

/** Each image at the widths of common/media.ts MEDIA_WIDTHS, as WebP. */
export const mediaImageVariants = pgTable(
  'media_image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    /** The width asked for in the address (480, 960, 1600); the image itself is never wider than its original. */
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
