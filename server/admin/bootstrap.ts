import { count, eq, sql } from 'drizzle-orm';
import { emailSchema, passwordSchema, usernameSchema } from '../../common/auth';
import type { Db } from '../db/open';
import { profiles, users } from '../db/schema';
import { deriveUsername } from '../auth/accounts-service';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/session-service';
import { voidAccountTokens } from '../auth/tokens';
import { AUTH_ERROR_CODES } from '../../common/auth';
import { SETUP_ERROR_CODES, SETUP_TEXTS, type SetupRequest } from '../../common/admin';
import { AppError } from '../http/errors';
import type { SetupGate } from './setup-gate';

export type BootstrapResult = {
  /** created: a new account; promoted: a verified account, password unchanged; claimed: an unverified account given the password. */
  action: 'created' | 'promoted' | 'claimed';
  id: number;
  email: string;
  username: string;
  /** Sessions ended (claimed only). */
  endedSessions: number;
};

/** The CLI's refusal, in one line that says why and what to do. */
export class BootstrapRefused extends Error {
  override name = 'BootstrapRefused';
}

/**
 * `npm run admin -- create`: a verified admin. An existing account with that e-mail is promoted
 * only when its owner proved the address (verified; its password stays as it is). An account that
 * never confirmed its address may be anyone's — someone can register the operator's e-mail first —
 * so it is never promoted as it is: with a password, that password replaces the squatter's, every
 * session and pending link of the account ends, and only then is it a verified admin; without one,
 * the CLI refuses and says why (issue #16).
 */
export async function createOrPromoteAdmin(db: Db, input: { email: string; password?: string; username?: string }): Promise<BootstrapResult> {
  const email = emailSchema.parse(input.email);
  const password = input.password === undefined ? undefined : passwordSchema.parse(input.password);
  const username = input.username === undefined ? undefined : usernameSchema.parse(input.username);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const existingResult = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(sql`lower(${users.email})`, email)).for('update');
    if (!existing) return null;
    if (existing.isVerified) {
      await tx.update(users).set({ role: 'admin', isBlocked: false }).where(eq(users.id, existing.id));
      return { action: 'promoted' as const, id: existing.id, email: existing.email, username: existing.username, endedSessions: 0 };
    }
    if (passwordHash === undefined) {
      throw new BootstrapRefused(
        `The account ${existing.username} <${existing.email}> never confirmed its address, so it may not be yours: ` +
          'give --password to set its password (this ends its sessions), or use another e-mail.',
      );
    }
    await tx
      .update(users)
      .set({ passwordHash, role: 'admin', isVerified: true, isBlocked: false, ...(username ? { username } : {}) })
      .where(eq(users.id, existing.id));
    const endedSessions = await deleteUserSessions(tx, existing.id);
    await voidAccountTokens(tx, existing.id);
    return { action: 'claimed' as const, id: existing.id, email: existing.email, username: username ?? existing.username, endedSessions };
  });
  if (existingResult) return existingResult;
  if (passwordHash === undefined) throw new BootstrapRefused('A new admin needs a password: give --password.');
  const newUsername = username ?? (await deriveUsername(db, email));
  const id = await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ username: newUsername, email, passwordHash, role: 'admin', isVerified: true }).returning({ id: users.id });
    await tx.insert(profiles).values({ userId: user!.id });
    return user!.id;
  });
  return { action: 'created', id, email, username: newUsername, endedSessions: 0 };
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** The lock the first admin's creation takes (issue #38): two setup requests at once make one admin. */
const FIRST_ADMIN_LOCK = 38;

/**
 * The first admin, from the setup page (issue #38): only with the token the server printed at this
 * run's start (`gate`), only while no admin exists, and only for an e-mail and a username nobody
 * has (a setup link does not take over an account). A verified admin with a profile; the link is
 * used up. The caller signs them in.
 */
export async function createFirstAdmin(db: Db, gate: SetupGate, input: SetupRequest): Promise<{ id: number; username: string; email: string; role: 'admin' }> {
  if (!gate.matches(input.token)) throw new AppError(403, SETUP_ERROR_CODES.linkInvalid, SETUP_TEXTS.linkInvalid);
  const passwordHash = await hashPassword(input.password);
  const admin = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK}::int, 0)`);
    const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if ((admins?.n ?? 0) > 0) {
      gate.close();
      throw new AppError(409, SETUP_ERROR_CODES.adminExists, SETUP_TEXTS.adminExists);
    }
    const [email] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.email));
    if (email) throw new AppError(409, SETUP_ERROR_CODES.emailTaken, SETUP_TEXTS.emailTaken);
    const [name] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (name) throw new AppError(409, AUTH_ERROR_CODES.usernameTaken, 'This username is already taken.');
    const [user] = await tx
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash, role: 'admin', isVerified: true })
      .returning({ id: users.id, username: users.username, email: users.email });
    await tx.insert(profiles).values({ userId: user!.id });
    return { ...user!, role: 'admin' as const };
  });
  gate.close();
  return admin;
}
