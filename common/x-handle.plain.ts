/**
 * X (Twitter) handles: the one definition of what a handle is (1–15 of [A-Za-z0-9_]), for every
 * side. No zod here: the certificate page's Verify and the browser extension import it; the
 * schema is `xHandleSchema` (x-handle-schema.ts). People paste handles in many shapes: '@name',
 * 'name', 'x.com/name', 'https://twitter.com/name?s=20'; all reduce to 'name'.
 */
/** The longest handle X allows. */
export const X_HANDLE_MAX_LENGTH = 15;
export const X_HANDLE_PATTERN = new RegExp(`^[A-Za-z0-9_]{1,${String(X_HANDLE_MAX_LENGTH)}}$`);

/** Whether a text is exactly an X handle (no '@', no address). */
export const isXHandle = (text: string): boolean => X_HANDLE_PATTERN.test(text);

const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([^/?#\s]+)\/?(?:[?#].*)?$/i;
/** A post's address ('x.com/ann/status/123…'): its author is the member meant (issue #38). */
const POST_URL = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/status(?:es)?\/\d+(?:\/[^?#\s]*)?\/?(?:[?#].*)?$/i;

/** The bare handle, or null when the text is not a valid handle in any accepted shape. */
export function normalizeXHandle(input: string): string | null {
  const text = input.trim();
  const fromUrl = PROFILE_URL.exec(text);
  const candidate = fromUrl ? fromUrl[1]! : text.replace(/^@/, '');
  return isXHandle(candidate) ? candidate : null;
}

/** Why a member entry is not a username (CSV import drops it with this reason; the forms refuse it). */
export type MemberEntryRefusal = 'empty' | 'undefined' | 'at-sign' | 'numeric' | 'invalid';

/**
 * One rule for every way a member arrives (CSV import, the members modal, 'Paste many'), spec §5:
 * an entry is refused when empty, 'undefined', holding an '@' (one leading '@' is a handle's
 * usual prefix and is stripped first: '@ann' is ann, 'ann@x.com' is refused), or purely numeric
 * (a user id, not a username); what is left must be an X handle. A profile address
 * ('https://x.com/ann', also 'x.com/@ann') is read as its handle first: it is a username, not an
 * e-mail. So whatever the forms accept, an export → import keeps (docs/decisions/018).
 */
export function memberHandle(raw: string): { handle: string } | { reason: MemberEntryRefusal } {
  const entry = raw.trim();
  if (entry === '') return { reason: 'empty' };
  if (entry === 'undefined') return { reason: 'undefined' };
  const fromUrl = PROFILE_URL.exec(entry)?.[1] ?? POST_URL.exec(entry)?.[1];
  const bare = fromUrl ?? (entry.startsWith('@') ? entry.slice(1) : entry);
  if (bare.includes('@')) return { reason: 'at-sign' };
  if (/^\d+$/.test(bare)) return { reason: 'numeric' };
  const handle = normalizeXHandle(bare);
  return handle ? { handle } : { reason: 'invalid' };
}

const COMMUNITY_URL = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/i\/communities\/(\d+)\/?(?:[?#].*)?$/i;

/** A community id as pasted: the id itself, or its page's address ('https://x.com/i/communities/123…') reduced to the id. */
/** Why a pasted entry is refused: a member entry's reasons, or a phrase (issue #38). The one list (the API's schema reads it). */
export const PASTE_REFUSALS = ['empty', 'undefined', 'at-sign', 'numeric', 'invalid', 'phrase'] as const satisfies readonly (MemberEntryRefusal | 'phrase')[];
export type PasteRefusal = (typeof PASTE_REFUSALS)[number];

/** What each refusal says beside the entry ('Paste many's preview, its report). */
export const PASTE_REFUSAL_TEXTS: Record<PasteRefusal, string> = {
  empty: 'empty',
  undefined: 'the word “undefined”, not a username',
  'at-sign': 'an e-mail address, not a username',
  numeric: 'a number (an account id), not a username',
  invalid: 'not an X username (1 to 15 letters, digits or _)',
  phrase: 'a phrase, not usernames: nothing of it is added',
};

/** A pasted text read entry by entry: each entry's handle, or why it is refused. */
export type PastedEntry = { text: string; handle: string } | { text: string; reason: PasteRefusal };

/**
 * 'Paste many' (issue #38): entries are separated by line breaks, commas and semicolons; within
 * one, by spaces ('ann bob'). A run of words holding one that is neither a handle nor an address
 * ('not valid handle!!') is a phrase: refused as a whole, so none of its words can be added and
 * win. Each entry follows memberHandle, the rule of every other way in.
 */
export function readPasted(text: string): PastedEntry[] {
  const entries: PastedEntry[] = [];
  for (const segment of text.split(/[\n\r,;]+/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const read = words.map((word) => ({ word, read: memberHandle(word) }));
    const punctuated = read.some(({ word, read: one }) => 'reason' in one && /[^A-Za-z0-9_@]/.test(word));
    if (words.length > 1 && punctuated) {
      entries.push({ text: words.join(' '), reason: 'phrase' });
      continue;
    }
    for (const { word, read: one } of read) entries.push('handle' in one ? { text: word, handle: one.handle } : { text: word, reason: one.reason });
  }
  return entries;
}

export function communityIdOf(input: string): string {
  const text = input.trim();
  return COMMUNITY_URL.exec(text)?.[1] ?? text;
}

/** The public profile page of a handle. */
export function xProfileUrl(handle: string): string {
  return `https://x.com/${encodeURIComponent(handle)}`;
}

/** The page of an X community, from the community id of a list. */
export function xCommunityUrl(communityId: string): string {
  return `https://x.com/i/communities/${encodeURIComponent(communityId)}`;
}
