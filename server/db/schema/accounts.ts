import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns';
import { workspaces } from './workspaces';

/** Accounts: users, their profiles, sessions and one-time e-mail tokens, and the site's parameters. */

/** The unique index on lower(email): a registration that loses a race for an e-mail is told apart by it. */
export const USERS_EMAIL_KEY = 'users_email_lower_key';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    username: text('username').notNull(),
    /** bcrypt, cost 10, 60 characters (spec §9). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    email: text('email').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** "x_accounts (array, first item used)". */
    xAccounts: text('x_accounts').array(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
    /**
     * The workspace the header's 'Workspace' control chose (issue #22), the same in every browser.
     * Null, or a workspace the user no longer belongs to, means their personal workspace.
     */
    currentWorkspaceId: integer('current_workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex(USERS_EMAIL_KEY).on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

/** `user_id` of a row that is its user's: it goes when the account is deleted. */
export function deletedWithUser() {
  return integer('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });
}

/** "Key 'register' holds 'true' or 'false'." */
export const parameters = pgTable('parameters', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    country: text('country'),
    language: text('language'),
    /** "online (default), offline, busy". */
    presence: text('presence', { enum: ['online', 'offline', 'busy'] }).notNull().default('online'),
    chatAvailable: boolean('chat_available').notNull().default(true),
    xVerified: boolean('x_verified').notNull().default(false),
  },
  (t) => [check('profiles_presence_check', sql`${t.presence} in ('online', 'offline', 'busy')`)],
);

/** Server-side sessions: the cookie holds a random 32-byte token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: deletedWithUser(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * E-mail verification, password-reset and e-mail-change tokens: stored hashed, single use,
 * expiring; a new token of the same purpose voids the older ones.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serialId(),
    userId: deletedWithUser(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For 'change_email': the address that becomes the user's once the link is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_id_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`),
  ],
);
