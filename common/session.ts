import { z } from 'zod';

/** Roles of spec §4: "user (default on registration) or admin". */
export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Plan purchase types of spec §4, as the header reads them ("subscriptionType"). */
const subscriptionTypeSchema = z.enum(['subscription', 'ltd']);

/**
 * Who is signed in, as the SPA learns it from `GET /api/session` (never from browser storage).
 * These are the "Header inputs" of spec §3: isLoggedIn (user !== null), userRole, username,
 * subscriptionType, hasActiveLTDPlan.
 */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  subscriptionType: subscriptionTypeSchema.nullable(),
  hasActiveLTDPlan: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Who is signed in, as the server reads it on every request (the session's user row): no plan.
 * The plan fields of `SessionUser` cost a statement of their own, so only the answers that carry
 * them (`GET /api/session`, login) read them, and only they hold a `SessionUser`.
 */
export type SessionIdentity = Pick<SessionUser, 'id' | 'username' | 'email' | 'role'>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
