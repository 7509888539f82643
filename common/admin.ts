import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from './auth';
import { roleSchema } from './session';

/**
 * The admin area (spec §2 "Admin: dashboard", "Admin: users management"; §4; §6; §7; §8 Admin):
 * texts, and the schemas of every admin route. Every route is role admin on the server (403 for a
 * signed-in user, 401 for a visitor).
 *
 * Routes:
 * - GET    /api/admin/stats → AdminStats (one round trip)
 * - PUT    /api/admin/registration {open: boolean} → {open}  (the public GET /api/registration-status reads it)
 * - GET    /api/admin/users?search=&page=1 → UsersPage (20 per page, by id)
 * - POST   /api/admin/users (CreateUser) → AdminUser (201; created verified)
 * - PUT    /api/admin/users/:id (UpdateUser) → AdminUser
 * - POST   /api/admin/users/:id/block {blocked: boolean} → AdminUser (blocking ends their sessions at once)
 * - DELETE /api/admin/users/:id?withLists=true|false → 204; without withLists, a user who owns
 *   lists answers 409 code USER_HAS_DATA with ADMIN_TEXTS.foreignKey
 * - GET    /api/admin/extensions → {extensions: Extension[]} (all); POST /api/admin/extensions
 *   (ExtensionInput) → Extension (201); PUT /api/admin/extensions/:id → Extension; DELETE → 204
 * - GET    /api/extensions (public) → {extensions: Extension[]}: public and free ones only for
 *   visitors and users without a plan; subscribers also get premium/private ones
 * - GET    /api/admin/audit?page=1 → AuditPage (50 per page, newest first)
 */

/** The first admin from the browser (issue #38): the one-time setup link the server prints at start. */
export const SETUP_TEXTS = {
  serverLine: (url: string) => `No admin yet: create the first one in your browser at ${url} (this link works once, on this run only).`,
  /** Without a terminal (a service's journal, a container's log), the link goes to a file only the server's user can read. */
  fileLine: (file: string) => `No admin yet: create the first one in your browser with the link in ${file} (readable by this server's user only; it works once, on this run only).`,
  linkInvalid: 'This setup link is not valid any more: use the one the server printed when it last started.',
  adminExists: 'This server already has an admin: sign in instead.',
  emailTaken: 'An account with this e-mail already exists: choose another, or sign in and ask for it to be made admin with `npm run admin`.',
} as const;

export const SETUP_ERROR_CODES = { linkInvalid: 'SETUP_LINK_INVALID', adminExists: 'ADMIN_EXISTS', emailTaken: 'EMAIL_TAKEN' } as const;

/** The setup link's token: 32 bytes in base64url. */
export const setupTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SETUP_TEXTS.linkInvalid);
export const setupRequestSchema = z.object({ token: setupTokenSchema, email: emailSchema, username: usernameSchema, password: passwordSchema });
export type SetupRequest = z.infer<typeof setupRequestSchema>;
/** Whether the setup page has anything to do: a link was printed and no admin exists yet. */
export const setupStatusSchema = z.object({ open: z.boolean() });

export const ADMIN_TEXTS = {
  /** Spec §8: on a foreign-key violation. */
  foreignKey: 'Unable to delete user because they have associated data. Please contact the database administrator.',
  lastAdmin: 'There must always be at least one admin: this change would leave none.',
  notYourself: 'You cannot block or delete your own account.',
  userNotFound: 'User not found',
  extensionNotFound: 'Extension not found',

} as const;

export const ADMIN_ERROR_CODES = {
  userHasData: 'USER_HAS_DATA',
  lastAdmin: 'LAST_ADMIN',
} as const;

export const adminStatsSchema = z.object({
  registeredUsers: z.number().int(),
  createdLists: z.number().int(),
  totalListMembers: z.number().int(),
  /** Distinct usernames across all lists, ignoring case. */
  uniqueListMembers: z.number().int(),
  /** Distinct non-null community ids. */
  uniqueCommunities: z.number().int(),
  /**
   * What draw certificates keep for good (issue #33): the entrant lists and left-out handles, in
   * bytes, in all and for the workspaces that keep the most (a list shared by several draws of a
   * workspace counted once for it). A workspace of null: draws whose team was deleted. Named by
   * its id and payer only: a team's name is its members' business, not the admin's.
   */
  drawStorage: z.object({
    totalBytes: z.number().int(),
    workspaces: z.array(
      z.object({
        id: z.number().int().nullable(),
        personal: z.boolean(),
        /** Who pays for it (username). */
        owner: z.string().nullable(),
        draws: z.number().int(),
        bytes: z.number().int(),
      }),
    ),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const registrationToggleSchema = z.object({ open: z.boolean() });

/** What the dashboard's 'Get started' checklist reads: is the site ready for its first users? */
export const adminSetupSchema = z.object({
  /** An active plan with a Stripe price (shown on /subscription or /ltd). */
  paidPlans: z.number().int(),
  /** Lists allowed without a plan (null: unlimited). */
  freeMaxlist: z.number().int().nullable(),
  /** smtp: mail is sent; outbox: written as files under the data directory (`outbox` is where). */
  mail: z.discriminatedUnion('mode', [z.object({ mode: z.literal('smtp') }), z.object({ mode: z.literal('outbox'), outbox: z.string() })]),
  /** Stripe keys are set: checkout and the portal work. */
  stripe: z.boolean(),
  registrationOpen: z.boolean(),
});
export type AdminSetup = z.infer<typeof adminSetupSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  isVerified: z.boolean(),
  isBlocked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The plan's name ('Free' without one). */
  planName: z.string(),
  lists: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const usersPageSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type UsersPage = z.infer<typeof usersPageSchema>;

export const createUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default('user'),
});
export type CreateUser = z.input<typeof createUserSchema>;
export const updateUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  role: roleSchema,
  /** Empty or absent: the password is kept. */
  password: z.union([z.literal(''), passwordSchema]).optional(),
});
export type UpdateUser = z.input<typeof updateUserSchema>;
export const blockUserSchema = z.object({ blocked: z.boolean() });
export const deleteUserQuerySchema = z.object({ withLists: z.enum(['true', 'false']).default('false') });

export const STORE_NAMES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Brave'] as const;
const storeNameSchema = z.enum(STORE_NAMES);
export const extensionInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(5000).nullable().default(null),
  version: z.string().trim().max(50).nullable().default(null),
  // https only: the CSP loads images from https hosts (and this site) only.
  imageUrl: z.string().trim().url('Image URL must be a URL').max(2000).refine((url) => url.startsWith('https://'), 'Image URL must start with https://').nullable().default(null),
  isPublic: z.boolean().default(true),
  isFree: z.boolean().default(true),
  stores: z
    .array(
      z.object({
        storeName: storeNameSchema,
        storeUrl: z
          .string()
          .trim()
          .url('A store link must be a URL')
          .max(2000)
          .refine((url) => url.startsWith('https://'), 'A store link must start with https://'),
      }),
    )
    .max(STORE_NAMES.length)
    .refine((stores) => new Set(stores.map((s) => s.storeName)).size === stores.length, 'One link per store')
    .default([]),
});
export type ExtensionInput = z.input<typeof extensionInputSchema>;
export const extensionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  version: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  isFree: z.boolean(),
  stores: z.array(z.object({ storeName: z.string(), storeUrl: z.string() })),
});
export type Extension = z.infer<typeof extensionSchema>;
export const extensionsResponseSchema = z.object({ extensions: z.array(extensionSchema) });

const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The admin's email, null if that account is gone. */
  actor: z.string().nullable(),
  /** e.g. 'registration.toggle', 'user.create', 'user.block', 'plan.assign', 'plan.update'. */
  action: z.string(),
  /** What it was done to, in words ('user ada@example.com', 'plan Pro'). */
  target: z.string().nullable(),
  /** Details (the new values; never a password). */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const AUDIT_PAGE_SIZE = 50;
export const auditQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
