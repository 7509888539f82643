import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets Rollcall hands out (session cookies, one-time e-mail links, team invitations,
 * personal API tokens): 32 random bytes, stored only as their SHA-256, so the table alone opens
 * nothing.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hexadecimal. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
