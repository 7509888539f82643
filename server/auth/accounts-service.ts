import { and, eq, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_TEXTS, type RegisterRequest } from '../../common/auth';
import type { SessionIdentity } from '../../common/session';
import { AppError } from '../http/errors';
import type { Db } from '../db/open';
import { escapeLike, isUniqueViolation } from '../db/sql';
import { profiles, users, USERS_EMAIL_KEY } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, passwordResetMail, verificationMail } from '../mail/templates';
import { hashPassword, verifyPassword } from './password';
import { isRegistrationOpen } from './registration-settings';
import { createSession, deleteUserSessions, toSessionIdentity } from './session-service';
import { consumeToken, issueToken, voidAccountTokens } from './tokens';

/** Accounts: the rules of spec §5 (login, registration, reset) in one place each. */

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  appUrl: URL;
}

const invalidCredentials = () => new AppError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_TEXTS.invalidCredentials);
const mailFailed = () => new AppError(502, AUTH_ERROR_CODES.mailFailed, AUTH_TEXTS.sendVerificationFailed);

const userByEmail = (db: Db, email: string) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);

/** A free username from the e-mail's local part: 'ada.lovelace@x.io' → 'ada.lovelace', then 'ada.lovelace2'… */
export async function deriveUsername(db: Db, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24);
  if (base.length < 2) base = `user${base}`;
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) like ${`${escapeLike(base.toLowerCase())}%`}`)
    ).map((row) => row.username.toLowerCase()),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`.toLowerCase())) return `${base}${n}`;
}

async function sendOrFail(mailer: Mailer, message: Parameters<Mailer['send']>[0]) {
  try {
    await mailer.send(message);
  } catch {
    throw mailFailed();
  }
}

/**
 * Registration (spec §5): refused while closed; a new user is role 'user', unverified, with a
 * profile of the spec's defaults, and gets a verification mail. An e-mail that already has an
 * account gets a "you already have an account" mail instead. Nothing in the answer or its time
 * tells the two apart (issue #16): the password is hashed first on every path (bcrypt is the cost
 * that shows), and a taken username is refused whatever the e-mail.
 */
export async function register(deps: AccountsDeps, input: RegisterRequest): Promise<void> {
  const { db, mailer, appUrl } = deps;
  if (!(await isRegistrationOpen(db))) {
    throw new AppError(403, AUTH_ERROR_CODES.registrationClosed, AUTH_TEXTS.registrationClosed);
  }
  const passwordHash = await hashPassword(input.password);
  if (input.username) {
    const [clash] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (clash) throw new AppError(409, AUTH_ERROR_CODES.usernameTaken, 'This username is already taken.');
  }
  const existing = await userByEmail(db, input.email);
  if (existing) return sendOrFail(mailer, alreadyRegisteredMail(appUrl, existing.email));
  const username = input.username ?? (await deriveUsername(db, input.email));
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username, email: input.email, passwordHash, role: 'user' }).returning({ id: users.id });
      await tx.insert(profiles).values({ userId: user!.id });
      return user!.id;
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, and the loser is
    // answered like any registration of an existing e-mail. For a username, it says so.
    if (isUniqueViolation(error, USERS_EMAIL_KEY)) return sendOrFail(mailer, alreadyRegisteredMail(appUrl, input.email));
    if (isUniqueViolation(error)) throw new AppError(409, AUTH_ERROR_CODES.usernameTaken, 'This username is already taken.');
    throw error;
  }
  const token = await issueToken(db, userId, 'verify_email');
  await sendOrFail(mailer, verificationMail(appUrl, input.email, token));
}

/** Checks credentials the same way for every outcome; throws the spec's errors. */
async function checkCredentials(db: Db, email: string, password: string) {
  const user = await userByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw invalidCredentials();
  return user;
}

/**
 * Login (spec §5): 'Invalid credentials' for an unknown e-mail and a wrong password alike (same
 * status, message and bcrypt time); a blocked user cannot log in; an unverified user is told to
 * verify. A new session every time; last_login_at is updated.
 */
export async function login(db: Db, email: string, password: string): Promise<{ token: string; user: SessionIdentity }> {
  const user = await checkCredentials(db, email, password);
  if (user.isBlocked) throw new AppError(403, AUTH_ERROR_CODES.accountBlocked, AUTH_TEXTS.accountBlocked);
  if (!user.isVerified) throw new AppError(403, AUTH_ERROR_CODES.emailNotVerified, AUTH_TEXTS.verifyBeforeLogin);
  const { token } = await createSession(db, user.id);
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
  return { token, user: toSessionIdentity(user) };
}

/** Resend (from the login screen): the person proves who they are with the credentials just typed. */
export async function resendVerification(deps: AccountsDeps, email: string, password: string): Promise<string> {
  const user = await checkCredentials(deps.db, email, password);
  if (user.isVerified) return AUTH_TEXTS.alreadyVerified;
  const token = await issueToken(deps.db, user.id, 'verify_email');
  await sendOrFail(deps.mailer, verificationMail(deps.appUrl, user.email, token));
  return AUTH_TEXTS.resendSuccess;
}

/** Opens a verification or e-mail-change link. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, ['verify_email', 'change_email']);
    if (!used) throw new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_TEXTS.verifyFailed);
    if (used.purpose === 'change_email' && used.newEmail) {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, used.newEmail.toLowerCase()), sql`${users.id} <> ${used.userId}`));
      if (clash) throw new AppError(409, AUTH_ERROR_CODES.invalidToken, 'This email address is already used by another account.');
      await tx.update(users).set({ email: used.newEmail, isVerified: true }).where(eq(users.id, used.userId));
      // Links mailed to the old address, and other pending changes, are void with it.
      await voidAccountTokens(tx, used.userId);
    } else {
      await tx.update(users).set({ isVerified: true }).where(eq(users.id, used.userId));
    }
  });
}

/** Always the same answer, whether or not the account exists (no enumeration). */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const user = await userByEmail(deps.db, email);
  if (!user || user.isBlocked) return;
  const token = await issueToken(deps.db, user.id, 'reset_password');
  // A failure to send must not reveal that the account exists either (the mailer logs it).
  await deps.mailer.send(passwordResetMail(deps.appUrl, user.email, token)).catch(() => {});
}

/**
 * Sets a new password from a reset link, once: the token is used up in the same transaction that
 * changes the password, every session of the user ends, and the e-mail counts as verified
 * (the person just proved they read it). Every other reset or e-mail-change link of the user dies
 * with it.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, ['reset_password']);
    if (!used) throw new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_TEXTS.invalidResetToken);
    await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, used.userId));
    await deleteUserSessions(tx, used.userId);
    await voidAccountTokens(tx, used.userId);
  });
}
