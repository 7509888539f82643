import type { Location } from 'react-router';
import { paths } from '../../../common/paths';

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
