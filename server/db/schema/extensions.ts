import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialId } from './columns';

/** The extensions catalogue. */

export const extensions = pgTable(
  'extensions',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description'),
    version: text('version'),
    imageUrl: text('image_url'),
    isPublic: boolean('is_public').notNull().default(true),
    isFree: boolean('is_free').notNull().default(true),
  },
  (t) => [index('extensions_visibility_idx').on(t.isPublic, t.isFree)],
);

/** Store names: Chrome, Firefox, Safari, Edge, Opera, Brave. */
export const extensionStoreUrls = pgTable(
  'extension_store_urls',
  {
    extensionId: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    storeUrl: text('store_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.extensionId, t.storeName] })],
);
