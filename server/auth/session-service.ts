import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '../../common/session';
import type { Db } from '../db/open';
import { sessions, users } from '../db/schema';

/** The httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'rollcall_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only a SHA-256 of the token is stored: a leaked sessions table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user; returns the token to put in the cookie. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Who a session token belongs to, or null when it is unknown, expired, or its user is blocked. */
export async function findSessionUser(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.isBlocked, false)))
    .limit(1);
  if (!row) return null;
  // NOTE: subscriptionType and hasActiveLTDPlan come from getEntitlements once billing lands.
  return { ...row, subscriptionType: null, hasActiveLTDPlan: false };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
