import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { oneTimeTokens } from '../db/schema';
import { hashToken, newToken } from '../crypto/secret-token';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** "reset 1 h, verification 24 h". */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * Issues a one-time token (32 random bytes; only its SHA-256 is stored). Older unused tokens of
 * the same purpose for the same user stop working: only the newest link in the inbox counts.
 */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, options: { newEmail?: string } = {}): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail: options.newEmail ?? null,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/**
 * Uses a token up, atomically: of two concurrent uses of one token exactly one gets the row.
 * Returns null for an unknown, used, expired or other-purpose token.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purposes: TokenPurpose[],
): Promise<{ userId: number; purpose: TokenPurpose; newEmail: string | null } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
        inArray(oneTimeTokens.purpose, purposes),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose, newEmail: oneTimeTokens.newEmail });
  return row ?? null;
}

/**
 * Voids every unused password-reset and e-mail-change link of a user: after a password change, an
 * e-mail change or a reset, a link mailed earlier (to an old address, or read by someone else)
 * must not work any more (issue #16).
 */
export async function voidAccountTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, ['reset_password', 'change_email']), isNull(oneTimeTokens.usedAt)));
}
