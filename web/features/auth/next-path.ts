import type { Location } from 'react-router';
import { paths } from '../../../common/paths.plain';

/**
 * Deep links survive login: a guard sends a visitor from `/members?search=ada` to
 * `/login?next=%2Fmembers%3Fsearch%3Dada`, and signing in goes back there. Only a path of this
 * site is followed: `//evil.example`, `/\evil.example`, `https://…`, `javascript:…` or anything
 * that would leave the origin is ignored, and the spec's landing page is used instead.
 */
export const NEXT_PARAM = 'next';

/** /login, with where the visitor was going (not for a bare visit of /). */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (target === paths.home || location.pathname === paths.login) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`;
}

/** The same-site path to go to after login, or null when there is none or it is not safe. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // A path: one leading slash, then neither a second slash nor a backslash (both make a browser
  // read the rest as another host), and no control character (a browser drops tabs and newlines).
  if (!/^\/(?![/\\])/.test(raw) || raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = 'https://rollcall.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `next` survives registration too (issue #22: an invitee registers, verifies the e-mail, signs in
 * and is back on the invitation). The verification mail's link opens a new tab, so the path waits
 * in this browser's localStorage, for a week (an invitation's life) at most, until a verification
 * succeeds here. It is only a path of this site, read back through safeNextPath.
 */
const NEXT_AFTER_VERIFY_KEY = 'rollcall.nextAfterVerify';
const NEXT_AFTER_VERIFY_MS = 7 * 24 * 60 * 60 * 1000;

export function rememberNextAfterVerify(next: string | null): void {
  const safe = safeNextPath(next);
  try {
    if (safe) localStorage.setItem(NEXT_AFTER_VERIFY_KEY, JSON.stringify({ next: safe, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the invitee signs in and opens the link again.
  }
}

/** The path kept at registration, if any and still fresh (not removed: see forgetNextAfterVerify). */
export function nextAfterVerify(): string | null {
  try {
    const raw = localStorage.getItem(NEXT_AFTER_VERIFY_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as { next?: unknown; at?: unknown };
    if (typeof kept.next !== 'string' || typeof kept.at !== 'number' || Date.now() - kept.at > NEXT_AFTER_VERIFY_MS) return null;
    return safeNextPath(kept.next);
  } catch {
    return null;
  }
}

export function forgetNextAfterVerify(): void {
  try {
    localStorage.removeItem(NEXT_AFTER_VERIFY_KEY);
  } catch {
    // Nothing kept.
  }
}
