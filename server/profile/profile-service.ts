import { and, eq, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '../../common/auth';
import { PROFILE_TEXTS, type ProfileDetails, type ProfileResponse } from '../../common/profile';
import { AppError, notFound } from '../http/errors';
import type { Db } from '../db/open';
import { oneTimeTokens, profiles, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { emailChangeMail } from '../mail/templates';
import { hashPassword, verifyPassword } from '../auth/password';
import { countOtherSessions, createSession, deleteUserSessions } from '../auth/session-service';
import { issueToken, voidAccountTokens } from '../auth/tokens';

/** Profile (spec §2 "Profile", §5 profile rules): a user reads and changes only their own. */

const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', PROFILE_TEXTS.wrongCurrentPassword);

export async function getProfile(db: Db, userId: number, sessionToken: string): Promise<ProfileResponse> {
  const [row] = await db
    .select({
      username: users.username,
      email: users.email,
      isVerified: users.isVerified,
      xAccounts: users.xAccounts,
      nickname: profiles.nickname,
      country: profiles.country,
      language: profiles.language,
      presence: profiles.presence,
      chatAvailable: profiles.chatAvailable,
      xVerified: profiles.xVerified,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(PROFILE_TEXTS.userNotFound);
  const [pending] = await db
    .select({ newEmail: oneTimeTokens.newEmail })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'change_email'),
        sql`${oneTimeTokens.usedAt} is null`,
        sql`${oneTimeTokens.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return {
    username: row.username,
    email: row.email,
    isVerified: row.isVerified,
    xAccount: row.xAccounts?.[0] ?? null,
    pendingEmail: pending?.newEmail ?? null,
    // A user imported without a profile row sees the spec's defaults (spec §4).
    details: {
      nickname: row.nickname ?? null,
      country: row.country ?? null,
      language: row.language ?? null,
      presence: row.presence ?? 'online',
      chatAvailable: row.chatAvailable ?? true,
      xVerified: row.xVerified ?? false,
    },
    otherSessions: await countOtherSessions(db, userId, sessionToken),
  };
}

export async function updateProfileDetails(db: Db, userId: number, details: ProfileDetails): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: profiles.userId, set: details });
}

/** "The external account is trimmed, and empty saves as null"; it is the first item of x_accounts. */
export async function updateXAccount(db: Db, userId: number, handle: string | null): Promise<void> {
  await db
    .update(users)
    .set({
      xAccounts: handle === null ? sql`coalesce(${users.xAccounts}[2:], null)` : sql`array[${handle}]::text[] || coalesce(${users.xAccounts}[2:], '{}')`,
    })
    .where(eq(users.id, userId));
}

async function checkCurrentPassword(db: Db, userId: number, password: string) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(PROFILE_TEXTS.userNotFound);
  if (!(await verifyPassword(password, user.passwordHash))) throw wrongPassword();
}

/**
 * Changing the e-mail asks for the current password; the new address becomes the account's only
 * when the link sent to it is opened (server/auth/accounts-service.ts verifyEmail).
 */
export async function requestEmailChange(deps: { db: Db; mailer: Mailer; appUrl: URL }, userId: number, email: string, currentPassword: string) {
  await checkCurrentPassword(deps.db, userId, currentPassword);
  const [clash] = await deps.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (clash) {
    throw new AppError(409, 'EMAIL_TAKEN', clash.id === userId ? 'This is already your email address.' : 'This email address is already used by another account.');
  }
  const token = await issueToken(deps.db, userId, 'change_email', { newEmail: email });
  try {
    await deps.mailer.send(emailChangeMail(deps.appUrl, email, token));
  } catch {
    throw new AppError(502, AUTH_ERROR_CODES.mailFailed, 'We could not send the confirmation email. Please try again.');
  }
}

/**
 * Changing the password asks for the current one; every session of the user ends, and the one
 * making the change is replaced by a fresh session (returned token). Unused reset and e-mail-change
 * links die too.
 */
export async function changePassword(db: Db, userId: number, currentPassword: string, newPassword: string): Promise<string> {
  await checkCurrentPassword(db, userId, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
    await voidAccountTokens(tx, userId);
    return (await createSession(tx, userId)).token;
  });
}
