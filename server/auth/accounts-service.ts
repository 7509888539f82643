import { and, eq, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_TEXTS, type RegisterRequest } from '../../common/auth';
import type { SessionIdentity } from '../../common/session';
import type { WorkspaceSummary } from '../../common/teams';
import { AppError } from '../http/errors';
import type { Db } from '../db/open';
import { escapeLike, isUniqueViolation } from '../db/sql';
import { oneTimeTokens, profiles, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, passwordResetMail, verificationMail } from '../mail/templates';
import { hashPassword, verifyPassword } from './password';
import { isRegistrationOpen } from './registration-settings';
import { hashToken, newToken } from '../crypto/secret-token';
import { toSessionIdentity } from '../http/identity';
import { createSession, deleteUserSessions } from './session-service';
import { byToken, findInvite, joinInvite, sameEmail } from '../teams/invitations-service';
import { consumeToken, issueToken, TOKEN_TTL_MS, voidAccountTokens, type TokenPurpose } from './tokens';

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
 * tells the two apart: both paths do the same work, in the same order (issue #16: the same
 * bcrypt hash; issue #33: the same statements and one mail), and a taken username is refused
 * whatever the e-mail. `account-attacks.test.ts` records that work on both paths.
 */
export async function register(deps: AccountsDeps, input: RegisterRequest): Promise<{ joined?: Joined }> {
  const { db, mailer, appUrl } = deps;
  if (!(await isRegistrationOpen(db))) {
    throw new AppError(403, AUTH_ERROR_CODES.registrationClosed, AUTH_TEXTS.registrationClosed);
  }
  const passwordHash = await hashPassword(input.password);
  if (input.username) {
    const [clash] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (clash) throw new AppError(409, AUTH_ERROR_CODES.usernameTaken, 'This username is already taken.');
  }
  const username = input.username ?? (await deriveUsername(db, input.email));
  const token = newToken();
  const account = { username, email: input.email, passwordHash, tokenHash: hashToken(token) };
  let created: Awaited<ReturnType<typeof createAccount>>;
  let joined: Joined | undefined;
  try {
    if (input.inviteToken) {
      ({ created, joined } = await registerFromInvite(db, account, input.inviteToken));
    } else {
      created = await createAccount(db, { ...account, verified: false });
    }
  } catch (error) {
    // Two registrations racing for one username: the unique index decides, and says so.
    if (isUniqueViolation(error)) throw new AppError(409, AUTH_ERROR_CODES.usernameTaken, 'This username is already taken.');
    throw error;
  }
  // Joined from an invitation: the link was the proof, nothing to verify and nothing to send.
  if (joined) return { joined };
  // One mail either way: the verification link to a new account, or word to the one who has it.
  await sendOrFail(mailer, created.isNew ? verificationMail(appUrl, input.email, token) : alreadyRegisteredMail(appUrl, created.email));
  return {};
}

/** A new account that joined a team from its invitation (issue #38). */
export interface Joined {
  userId: number;
  workspace: WorkspaceSummary;
}

/**
 * Registration from an invitation's link (issue #38), in one transaction with the invitation's row
 * locked: the invitation mail reached the address, so an open invitation sent to this very
 * address (compared without case) makes the new account verified and joins its team at once.
 * Any other case is the ordinary registration: another address (the link proves nothing about it),
 * a used, withdrawn or expired invitation, or an address that has an account already (that
 * account is not touched, and its owner gets the usual mail: the answer says nothing of it).
 */
async function registerFromInvite(db: Db, account: NewAccount, inviteToken: string) {
  return db.transaction(async (tx) => {
    const invite = await findInvite(tx, byToken(inviteToken), true);
    const proven = invite !== undefined && sameEmail(invite.email, account.email);
    const created = await createAccount(tx, { ...account, verified: proven });
    if (!invite || !proven || !created.isNew) return { created, joined: undefined };
    const { workspace } = await joinInvite(tx, invite, created.id);
    return { created, joined: { userId: created.id, workspace } };
  });
}

type NewAccount = { username: string; email: string; passwordHash: string; tokenHash: string };

/**
 * The account, its profile and its verification link, in one statement; when the e-mail already
 * has an account (its unique index decides, a registration racing for it included), that
 * account's row is written back unchanged instead. So both paths make one round trip and write
 * and commit a row (a commit that writes waits for the disk, one that writes nothing does not:
 * 2 ms on PostgreSQL here), where a new account took eight more round trips in two transactions
 * than an existing e-mail (issue #33). Answers whether the account is new, and the address to
 * write to (the stored one when it was there). `verified` (an invitation proved the address,
 * issue #38) makes a verified account and no verification link.
 */
async function createAccount(db: Db, account: NewAccount & { verified: boolean }) {
  const purpose: TokenPurpose = 'verify_email';
  // The row is ours when it holds the hash just made: bcrypt's random salt makes it unlike any other.
  const { rows } = await db.execute<{ id: number; email: string; is_new: boolean }>(sql`
    with account as (
      insert into ${users} (username, email, password_hash, role, is_verified)
      values (${account.username}, ${account.email}, ${account.passwordHash}, 'user', ${account.verified})
      on conflict ((lower(email))) do update set email = ${users}.email
      returning id, email, password_hash = ${account.passwordHash} as is_new
    ), profile as (
      insert into ${profiles} (user_id) select id from account where is_new
    ), link as (
      insert into ${oneTimeTokens} (user_id, purpose, token_hash, expires_at)
      select id, ${purpose}, ${account.tokenHash}, now() + ${TOKEN_TTL_MS[purpose]} * interval '1 millisecond' from account where is_new and not ${account.verified}
    )
    select id, email, is_new from account`);
  const [row] = rows;
  if (!row) throw new Error('registration: the account statement answered no row');
  return { id: Number(row.id), isNew: row.is_new, email: row.email };
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
  return startSession(db, user.id);
}

/** A new session of a user who proved who they are (a login, or registering from their invitation: issue #38). */
export async function startSession(db: Db, userId: number): Promise<{ token: string; user: SessionIdentity }> {
  const { token } = await createSession(db, userId);
  const [user] = await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId)).returning({ id: users.id, username: users.username, email: users.email, role: users.role });
  return { token, user: toSessionIdentity(user!) };
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
