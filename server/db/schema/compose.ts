import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedWithUser, users } from './accounts';
import { DEFAULT_MENTION_WARNING } from '../../../common/compose-limits.plain';
import { createdAt, serialId, updatedAt } from './columns';

/** The composer (issue #19): a user's message templates and settings. */

/** The unique index on (user_id, lower(name)): a second template of the same name is told apart by it. */
export const MESSAGE_TEMPLATES_NAME_KEY = 'message_templates_user_name_key';

/** A user's named messages for the composer (issue #19); a name is theirs once, whatever its case. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serialId(),
    userId: deletedWithUser(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex(MESSAGE_TEMPLATES_NAME_KEY).on(t.userId, sql`lower(${t.name})`)],
);

/** The composer's settings of a user (issue #19); no row means the defaults. */
export const composerSettings = pgTable('composer_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mentionWarning: integer('mention_warning').notNull().default(DEFAULT_MENTION_WARNING),
  numbered: boolean('numbered').notNull().default(false),
  /** The template chosen or saved last; forgotten when it is deleted. */
  lastTemplateId: integer('last_template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
});
