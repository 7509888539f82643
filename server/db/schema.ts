import { sql } from 'drizzle-orm';
import { WORKSPACE_ROLES } from '../../common/teams-texts';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The database of Rollcall. Tables and columns keep the names of spec §3 (snake_case in SQL,
 * camelCase here) so the old product's data loads as is; the columns we add all have defaults.
 * Tables the server needs beyond the spec (sessions, one-time tokens, processed webhook events)
 * are at the end.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------- accounts

/** The unique index on lower(email): a registration that loses a race for an e-mail is told apart by it. */
export const USERS_EMAIL_KEY = 'users_email_lower_key';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** bcrypt, cost 10, 60 characters (spec §9). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    email: text('email').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** "x_accounts (array, first item used)". */
    xAccounts: text('x_accounts').array(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
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

// ----------------------------------------------------------------------------------- billing

/** "Presence of a row means the user has a subscription record." One row per user. */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    /** null when an admin assigned the plan by hand (no Stripe customer yet). */
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionId: text('subscription_id'),
    tier: integer('tier'),
    /** Which kind of plan the tier is (a tier number may exist as a subscription and as an LTD). */
    purchase: text('purchase', { enum: ['subscription', 'ltd'] }),
    /** Stripe's subscription status ('active', 'past_due', 'canceled', …); null for LTD and admin plans. */
    subscriptionStatus: text('subscription_status'),
    /** 'stripe' (checkout and webhooks) or 'admin' (assigned by hand). */
    source: text('source', { enum: ['stripe', 'admin'] }).notNull().default('stripe'),
    /** When the state was last set: the Stripe event's time, so an older event never overwrites a newer one. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stripe_customers_stripe_customer_id_key').on(t.stripeCustomerId)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    nickname: text('nickname').notNull(),
    /** In cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval'),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    productDescription: text('product_description'),
    /** HTML, sanitised on output. */
    features: text('features'),
    imageUrl: text('image_url'),
    stripePaymentLink: text('stripe_payment_link'),
    sortOrder: integer('sort_order').notNull().default(0),
    priceId: text('price_id'),
    tier: integer('tier').notNull(),
    /** null = unlimited. */
    maxlist: integer('maxlist'),
    purchase: text('purchase', { enum: ['subscription', 'ltd'] }).notNull().default('subscription'),
    isActive: boolean('is_active').notNull().default(true),
    system: text('system').notNull().default('prod'),
  },
  (t) => [
    index('plans_public_idx').on(t.system, t.isActive, t.purchase, t.sortOrder),
    index('plans_tier_idx').on(t.tier),
    check('plans_purchase_check', sql`${t.purchase} in ('subscription', 'ltd')`),
    check('plans_maxlist_check', sql`${t.maxlist} is null or ${t.maxlist} >= 0`),
  ],
);

// -------------------------------------------------------------------------------- workspaces

/**
 * Where lists live (issue #22, docs/decisions/022-teams.md): every user has one personal
 * workspace (`personal_of`, made by a trigger when the user is inserted) and may create teams.
 * A team's list count is capped by the plan of its billing owner, one of its owners.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    /**
     * From the users' sequence: a personal workspace has its user's id (the trigger of migration
     * 0017 sets it), a team takes a number no user will ever have. So `lists.owner_id` of a
     * personal workspace is still its user's id, for the old rows and the new alike.
     */
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('users_id_seq')`),
    name: text('name').notNull(),
    /** The user whose personal workspace this is; null for a team. */
    personalOf: integer('personal_of').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** Whose plan caps the workspace's lists: the creator, then another owner if they go. */
    billingOwnerId: integer('billing_owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workspaces_personal_of_key').on(t.personalOf),
    index('workspaces_billing_owner_id_idx').on(t.billingOwnerId),
    check('workspaces_personal_id_check', sql`${t.personalOf} is null or ${t.personalOf} = ${t.id}`),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_id_idx').on(t.userId),
    check('workspace_members_role_check', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/** An invitation by e-mail (issue #22): its token is stored hashed, single use, 7 days. */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workspace_invites_token_hash_key').on(t.tokenHash),
    index('workspace_invites_workspace_id_idx').on(t.workspaceId),
    check('workspace_invites_role_check', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/** Who did what in a workspace (issue #22): 'Activity' on /team, newest first. */
export const workspaceActivity = pgTable(
  'workspace_activity',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The actor's username when it happened (kept if the account goes). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What it was done to, in words: a list's name, a handle, a member's username. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_activity_workspace_id_id_idx').on(t.workspaceId, t.id)],
);

// ------------------------------------------------------------------------------------- lists

export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon'),
    /** Hex colour, `#rrggbb`. */
    color: text('color'),
    communityId: text('community_id'),
    /**
     * The workspace the list belongs to (issue #22). The column keeps its spec §3 name: for a
     * personal workspace, created with the user's id by migration 0017, it still holds the user's
     * id. No cascade: deleting a workspace that holds lists fails with a foreign-key violation
     * (23503), which the admin screen turns into the spec's message instead of losing the lists.
     */
    workspaceId: integer('owner_id')
      .notNull()
      .references((): AnyPgColumn => workspaces.id),
    createdAt: createdAt(),
    /**
     * Bumped by a database trigger whenever a statement adds, changes or removes members of the
     * list (migration 0003), whoever runs it: the shoot caches a selection's members under it.
     */
    membersVersion: bigint('members_version', { mode: 'number' }).notNull().default(0),
    /**
     * How many members the list has, kept by the same trigger in the same statement (migration
     * 0009): the lists screen, a list's members total and the CSV import previews read it instead
     * of counting members.
     */
    memberCount: integer('member_count').notNull().default(0),
    /**
     * Set when the list left the user's lists without being destroyed (migration 0016, issue
     * #21): deleted (the Trash, restorable for TRASH_DAYS) or replaced by an import (kept in that
     * import's snapshot). Its members then wait in `removed_list_members`. Only lists without it
     * are anyone's lists: the access rule and the plan's count say `removed_at is null`.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The import snapshot holding the list (a replaced list); null for a list in the Trash. */
    snapshotId: integer('snapshot_id').references((): AnyPgColumn => listSnapshots.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('lists_owner_id_idx').on(t.workspaceId),
    // The trash purge: removed lists by age.
    index('lists_removed_at_idx').on(t.removedAt).where(sql`${t.removedAt} is not null`),
    index('lists_snapshot_id_idx').on(t.snapshotId).where(sql`${t.snapshotId} is not null`),
    check('lists_snapshot_is_removed_check', sql`${t.snapshotId} is null or ${t.removedAt} is not null`),
    // What list_members' (list_id, owner_id) foreign key refers to.
    unique('lists_id_owner_id_key').on(t.id, t.workspaceId),
  ],
);

/** A member's (list_id, owner_id) must be a list and its owner: adding to a list that is not mine breaks it. */
export const LIST_OWNER_FOREIGN_KEY = 'list_members_list_owner_fk';

export const listMembers = pgTable(
  'list_members',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id').notNull(),
    /**
     * The list's owner, copied (migration 0007) so that "my members in id order, a page at a
     * time" is one range of the (owner_id, id) index, whoever else has members. The foreign key
     * on (list_id, owner_id) keeps it equal to the list's owner. An insert that leaves it out
     * (NULL here) gets it from the list: a database trigger fills it in, like a default.
     */
    workspaceId: integer('owner_id')
      .notNull()
      .$defaultFn(() => sql`null`),
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: LIST_OWNER_FOREIGN_KEY, columns: [t.listId, t.workspaceId], foreignColumns: [lists.id, lists.workspaceId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The members screen: my members in id order (keyset pages), and how many I have.
    index('list_members_owner_id_id_idx').on(t.workspaceId, t.id),
    // A handle is in a list at most once, whatever its case (the owner is the list's: same rule).
    // It leads with (list_id, owner_id) for the foreign key's own lookups: deleting a list
    // cascades `where list_id = $1 and owner_id = $2`, planned once, generically, and without an
    // index on both PostgreSQL ANDed the owner's whole range with the list's, per list: replacing
    // 1,000 lists by import took 12 s instead of ~1.2 (migration 0008).
    uniqueIndex('list_members_list_owner_username_lower_key').on(t.listId, t.workspaceId, sql`lower(${t.username})`),
    // Which of a workspace's lists hold a handle (the public API's handle lookup, the extension's
    // 'In N of your lists' on every profile page of X; migration 0019).
    index('list_members_owner_username_lower_idx').on(t.workspaceId, sql`lower(${t.username})`),
    // Search by username across my lists; distinct usernames on the dashboard.
    // INCLUDE (username) in migration 0006 (drizzle has no INCLUDE): index-only distinct counts.
    index('list_members_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/**
 * What a replace import (or a restore) took away from a user's lists, kept to be put back
 * (issue #21): its lists stay in `lists` with `snapshot_id` set, their members in
 * `removed_list_members`. The newest 10 per user are kept.
 */
export const listSnapshots = pgTable(
  'list_snapshots',
  {
    id: serial('id').primaryKey(),
    /** The workspace whose lists were replaced (column name kept from migration 0016). */
    workspaceId: integer('owner_id')
      .notNull()
      .references((): AnyPgColumn => workspaces.id, { onDelete: 'cascade' }),
    /** import: before a replace import; restore: before a snapshot was restored (its undo). */
    kind: text('kind', { enum: ['import', 'restore'] }).notNull(),
    listCount: integer('list_count').notNull(),
    memberCount: integer('member_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('list_snapshots_owner_id_id_idx').on(t.workspaceId, t.id), check('list_snapshots_kind_check', sql`${t.kind} in ('import', 'restore')`)],
);

/**
 * The members of removed lists (Trash, import snapshots), moved out of `list_members` so that
 * every members query (which reads `list_members` by its own owner, decision 015) sees live lists
 * only. A member keeps its id and creation time: restoring puts back exactly what was there.
 */
export const removedListMembers = pgTable(
  'removed_list_members',
  {
    id: integer('id').notNull(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('removed_list_members_list_id_idx').on(t.listId)],
);

// -------------------------------------------------------------------------------------- blog

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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
    publishDate: timestamp('publish_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
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

// -------------------------------------------------------------------------------- extensions

export const extensions = pgTable(
  'extensions',
  {
    id: serial('id').primaryKey(),
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

// ------------------------------------------------------------ what the server needs beyond §3

/** Server-side sessions: the cookie holds a random 32-byte token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For 'change_email': the address that becomes the user's once the link is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_id_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`),
  ],
);

/**
 * Personal API tokens (issue #23): `rc_` and 32 random bytes, shown once, stored as SHA-256. A
 * token acts for its user on /api/v1 only, in the workspace it was made for (issue #33), with its
 * scope (read, or read and write); revoked tokens stay listed until deleted with the account.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The workspace the token acts in, chosen when it was made (issue #33): never the one its user
     * picks in the app later. It refuses while its user is not a member there; it goes with the team.
     */
    workspaceId: integer('workspace_id')
      .notNull()
      .references((): AnyPgColumn => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters after `rc_`: how the list tells tokens apart (not enough to use one). */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_id_idx').on(t.userId),
    // A team deleted takes its tokens: found by this index, not by reading every token.
    index('api_tokens_workspace_id_idx').on(t.workspaceId),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);

/** Stripe webhook events already handled, so a redelivery is applied once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every plan an admin gave or took away by hand (spec issue: "with an audit entry"). */
export const planAssignments = pgTable(
  'plan_assignments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: the plan was removed. */
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planName: text('plan_name'),
    tier: integer('tier'),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_assignments_created_idx').on(t.createdAt)],
);

/** What admins did (spec issue #8 "Audit log"): who, when, what, to what. Never holds a password. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the admin's account is gone. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
);

/** The shoots a user made: when, from which lists, who was drawn (for "skip recent" rotation). */
export const shootHistory = pgTable(
  'shoot_history',
  {
    id: serial('id').primaryKey(),
    /** Who shot. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whose lists: skip-recent and the history are the workspace's (issue #22). */
    workspaceId: integer('workspace_id')
      .notNull()
      .references((): AnyPgColumn => workspaces.id, { onDelete: 'cascade' }),
    listIds: integer('list_ids').array().notNull(),
    usernames: text('usernames').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shoot_history_user_id_idx').on(t.userId, t.id), index('shoot_history_workspace_id_idx').on(t.workspaceId, t.id)],
);

/** Bytes as they are: PGlite reads them as a Uint8Array, node-postgres as a Buffer (one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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

/** The unique index on (user_id, lower(name)): a second template of the same name is told apart by it. */
export const MESSAGE_TEMPLATES_NAME_KEY = 'message_templates_user_name_key';

/** A user's named messages for the composer (issue #19); a name is theirs once, whatever its case. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex(MESSAGE_TEMPLATES_NAME_KEY).on(t.userId, sql`lower(${t.name})`)],
);

/** The composer's settings of a user (issue #19); no row means the defaults. */
export const composerSettings = pgTable('composer_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mentionWarning: integer('mention_warning').notNull().default(10),
  numbered: boolean('numbered').notNull().default(false),
  /** The template chosen or saved last; forgotten when it is deleted. */
  lastTemplateId: integer('last_template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
});

/**
 * The entrant lists of draws (issue #20), one per distinct list: the same selection drawn again
 * shares its row. Never changed or deleted while a certificate names it.
 */
export const drawEntrantLists = pgTable(
  'draw_entrant_lists',
  {
    /** SHA-256 of `entrants`, hexadecimal (docs/draws.md). */
    fingerprint: text('fingerprint').primaryKey(),
    entrantCount: integer('entrant_count').notNull(),
    /** The handles one per line, in draw order. */
    entrants: text('entrants').notNull(),
    /**
     * Who first stored it, where and when (issue #33): what a person's and a workspace's draws may
     * store a day is counted from these (DRAW_STORAGE_MB_PER_DAY). Null for lists stored before.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: integer('workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draw_entrant_lists_user_stored_idx').on(t.userId, t.storedAt), index('draw_entrant_lists_workspace_stored_idx').on(t.workspaceId, t.storedAt)],
);

/**
 * A draw and its certificate (issue #20): every shoot is one, an announced draw is one before it
 * is drawn. The id is the unguessable part of its public address. Immutable once drawn, but for
 * what the owner chooses to show and the redraws recorded beside it; a list's deletion leaves it.
 */
export const draws = pgTable(
  'draws',
  {
    id: text('id').primaryKey(),
    /** Who drew: they alone change or redraw the certificate. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The workspace of the lists drawn from: rotation and publishing choices are the workspace's
     * (issue #22). Null once the team is deleted: a certificate outlives its team (issue #33).
     */
    workspaceId: integer('workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
    /** SHA-256 of the selected lists' ids, sorted and joined by commas: draws from the same selection share it. */
    selection: text('selection').notNull(),
    listIds: integer('list_ids').array().notNull(),
    /** The lists' names when drawn (shown only if the owner allows). */
    listNames: text('list_names').array().notNull(),
    showListNames: boolean('show_list_names').notNull().default(false),
    publishEntrants: boolean('publish_entrants').notNull().default(true),
    algorithm: text('algorithm').notNull(),
    /** 'drawn', or 'announced' until its time comes. */
    status: text('status').notNull(),
    /** Hexadecimal; kept secret while announced. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed, published before an announced draw; null for a draw made at once. */
    commitment: text('commitment'),
    drawAt: timestamp('draw_at', { withTimezone: true }),
    count: integer('count').notNull(),
    /** SHA-256 of the eligible entrants (docs/draws.md), what the winners were drawn from. */
    fingerprint: text('fingerprint').notNull(),
    entrantCount: integer('entrant_count').notNull(),
    /**
     * The entrant list stored for this draw: the selection's members, whose fingerprint this is
     * (issue #33). The eligible entrants are these without `leftOutHandles`; for a draw that left
     * nobody out, the same as `fingerprint`.
     */
    selectionFingerprint: text('selection_fingerprint')
      .notNull()
      .references(() => drawEntrantLists.fingerprint),
    /**
     * Who was left out (skip or rotation): their places in the selection's list, encoded by
     * server/draws/positions.ts (at most one bit a member), instead of the whole eligible list
     * again. Null when nobody was, and on draws made before issue #33 (which stored the eligible
     * list itself).
     */
    leftOutPositions: bytea('left_out_positions'),
    /**
     * SHA-256 of the selection's members as a set: their handles in lower case, sorted, one per
     * line (issue #33). The same people in another order, another spelling or other lists give the
     * same key, so a re-roll of them is linked whatever lists it used.
     */
    membersKey: text('members_key').notNull(),
    /** 'uniform', 'skip' (members of the last K shoots left out) or 'rotation'. */
    mode: text('mode').notNull().default('uniform'),
    skipRecent: integer('skip_recent').notNull().default(0),
    /** Members of the selection who were not eligible (skip or rotation). */
    leftOut: integer('left_out').notNull().default(0),
    /** In rotation, this draw began a round: everyone of the selection was eligible again. */
    roundStarted: boolean('round_started').notNull().default(false),
    winners: text('winners').array(),
    createdAt: createdAt(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('draws_user_selection_idx').on(t.userId, t.selection, t.createdAt),
    // A new draw inherits the publishing choice of the owner's draws of the same entrants, and a
    // certificate links them: both look them up by owner and fingerprint.
    index('draws_user_fingerprint_idx').on(t.userId, t.fingerprint, t.createdAt),
    index('draws_workspace_selection_idx').on(t.workspaceId, t.selection, t.createdAt),
    index('draws_workspace_fingerprint_idx').on(t.workspaceId, t.fingerprint, t.createdAt),
    // Re-rolls of the same members in any workspace of the drawer (issue #33), and the purge of lists no draw names.
    index('draws_selection_fingerprint_idx').on(t.selectionFingerprint, t.createdAt),
    index('draws_members_key_idx').on(t.membersKey, t.createdAt),
    // A certificate counts the workspace's and the drawer's other draws around it (issue #33).
    index('draws_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('draws_user_created_idx').on(t.userId, t.createdAt),
    index('draws_due_idx').on(t.drawAt).where(sql`${t.status} = 'announced'`),
    check('draws_status_check', sql`${t.status} in ('drawn', 'announced')`),
    check('draws_mode_check', sql`${t.mode} in ('uniform', 'skip', 'rotation')`),
  ],
);

/** 'Redraw one' on a certificate: who was replaced, who won instead, with which seed. */
export const drawRedraws = pgTable(
  'draw_redraws',
  {
    id: serial('id').primaryKey(),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    replaced: text('replaced').notNull(),
    winner: text('winner').notNull(),
    seed: text('seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('draw_redraws_draw_id_idx').on(t.drawId, t.id)],
);
