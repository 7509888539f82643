import { browser } from 'wxt/browser';
import { API_TOKEN_PATTERN } from '../../common/api-token-format.plain';
import { EXTENSION_TEXTS as T } from './texts';

/**
 * Where the extension's Rollcall is and the token it calls it with. Kept in `storage.local`
 * (this browser profile only: `storage.sync` would copy the token into the person's browser
 * account). Only the extension's own pages and its service worker read it: the worker keeps
 * content scripts out of `storage.local` (background.ts), and the one on X never asks.
 */
export interface Connection {
  /** The server's origin, e.g. https://rollcall.example.com (no path). */
  server: string;
  token: string;
}

const KEY = 'connection';

export async function loadConnection(): Promise<Connection | null> {
  const stored = (await browser.storage.local.get(KEY))[KEY] as Partial<Connection> | undefined;
  return typeof stored?.server === 'string' && typeof stored.token === 'string' ? { server: stored.server, token: stored.token } : null;
}

export async function saveConnection(connection: Connection): Promise<void> {
  await browser.storage.local.set({ [KEY]: connection });
}

export async function clearConnection(): Promise<void> {
  await browser.storage.local.remove(KEY);
}

/** Where plain http:// is allowed: this machine, as the manifest's optional host permissions name it. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The server's origin from what the person typed, or why it cannot be used. */
export function parseServer(input: string): { ok: true; origin: string } | { ok: false; message: string } {
  const text = input.trim();
  if (!text) return { ok: false, message: T.serverRequired };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: T.serverInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: T.serverInvalid };
  if (url.username || url.password) return { ok: false, message: T.serverInvalid };
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) return { ok: false, message: T.serverInsecure };
  return { ok: true, origin: url.origin };
}

export function checkToken(input: string): { ok: true; token: string } | { ok: false; message: string } {
  const token = input.trim();
  if (!token) return { ok: false, message: T.tokenRequired };
  if (!API_TOKEN_PATTERN.test(token)) return { ok: false, message: T.tokenInvalidShape };
  return { ok: true, token };
}

/** The optional host permission asked for the server: its host, any port (match patterns ignore ports). */
export function permissionPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
