import { timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../crypto/secret-token';

/**
 * The first admin from the browser (issue #38): while no admin exists, the server prints one
 * setup link at start (`/setup?token=…`). Its token is 32 CSPRNG bytes, kept only as its SHA-256
 * in this process: valid on this run only (a restart prints a new one), once, and only while no
 * admin exists (the route checks that in the database). Nothing of it is stored or logged.
 */
export type SetupGate = {
  /** A new token (the previous one no longer opens anything); `onClose` runs once it is used up. */
  issue(onClose?: () => void): string;
  /** Whether a token is waiting to be used. */
  readonly open: boolean;
  /** Whether `token` is the one issued (compared in constant time); it is not used up by looking. */
  matches(token: string): boolean;
  /** Used: the link opens nothing any more. */
  close(): void;
};

export function createSetupGate(): SetupGate {
  let hash: Buffer | null = null;
  let whenClosed: (() => void) | undefined;
  return {
    issue(onClose) {
      const token = newToken();
      hash = Buffer.from(hashToken(token), 'hex');
      whenClosed = onClose;
      return token;
    },
    get open() {
      return hash !== null;
    },
    matches(token) {
      if (!hash) return false;
      return timingSafeEqual(Buffer.from(hashToken(token), 'hex'), hash);
    },
    close() {
      hash = null;
      whenClosed?.();
      whenClosed = undefined;
    },
  };
}
