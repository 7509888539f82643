import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { SessionIdentity } from '../../common/session';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import type { Actor } from '../access/actor';
import { actorOrPersonalColumns, personalWorkspace, selectCaller, toActor } from '../access/actor-query';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from '../crypto/secret-token';
import { toSessionIdentity } from '../http/identity';

/**
 * Server-side sessions. The cookie holds a random 32-byte token; the table holds only its
 * SHA-256. A session ends after 30 days without use (sliding) and at most 90 days after login.
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** The idle expiry is pushed forward at most once a day per session, not on every request. */
const SLIDE_EVERY_MS = 24 * 60 * 60 * 1000;

/** `__Host-` (https only) pins the cookie to this exact host and path, with Secure. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-rollcall_session' : 'rollcall_session';
}

/** Starts a session for a user; returns the token to put in the cookie. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<{ token: string }> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return { token };
}

export function setSessionCookie(reply: FastifyReply, config: Pick<Config, 'secureCookies'>, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    // The browser may keep it up to the absolute cap; the server decides when it is idle.
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'secureCookies'>) {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

/** Who a session token belongs to, or null when it is unknown, expired, or its user is blocked. */
export async function findSessionUser(db: Db, token: string | undefined, now = new Date()): Promise<SessionIdentity | null> {
  return (await findSession(db, token, now))?.user ?? null;
}

/**
 * The session's user and, in the same statement, the actor of the request (issue #22): the
 * workspace the user chose (`users.current_workspace_id`) if they are still a member of it, with
 * their role there, else their personal workspace. Read on every request, never cached: a member
 * removed or a role lowered counts from the next request, on every instance.
 */
export async function findSession(db: Db, token: string | undefined, now = new Date()): Promise<{ user: SessionIdentity; actor: Actor } | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  // Every signed-in request runs this: built once, prepared on the server (db/prepared.ts).
  const query = prepared(db, 'find_session_user', (handle, statementName) =>
    selectCaller(handle, { table: sessions, userId: sessions.userId, workspaceId: users.currentWorkspaceId }, { createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ...actorOrPersonalColumns })
      .leftJoin(personalWorkspace, eq(personalWorkspace.personalOf, users.id))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.isBlocked, false)))
      .limit(1)
      .prepare(statementName),
  );
  const [row] = await query.execute({ tokenHash, now });
  if (!row) return null;

  const slid = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_ABSOLUTE_MS));
  if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_EVERY_MS) {
    await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    user: toSessionIdentity(row),
    actor: toActor(row),
  };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (password reset, block), or all but one (password change). */
export async function deleteUserSessions(db: Db, userId: number, options: { except?: string } = {}): Promise<number> {
  const condition = options.except
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(options.except)))
    : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(condition).returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

export async function countOtherSessions(db: Db, userId: number, currentToken: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken)), gt(sessions.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}
