import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, serialId } from './columns';

/** What admins did: the audit log. */

/** What admins did (spec issue #8 "Audit log"): who, when, what, to what. Never holds a password. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serialId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the admin's account is gone. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
);
