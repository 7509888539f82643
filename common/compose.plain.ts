// The package's ESM build exports one default object (as its CommonJS build does): read it once.
import twitterText from 'twitter-text';
import { MENTIONS_TOKEN } from './compose-limits.plain';
import { SHOOT_PREFIX, SHOOT_SEPARATOR } from './constants.plain';

/**
 * From a message and the drawn mentions to posts ready for X (issue #19), counted the way X
 * counts: `twitter-text`'s weighted length (a link is 23, an emoji or a CJK character 2, 280 in
 * all), never `string.length`. Pure, so the composer, the server and the tests share it.
 */

export { DEFAULT_MENTION_WARNING, MENTIONS_TOKEN } from './compose-limits.plain';
const { extractMentions, parseTweet } = twitterText;

export type ComposeInput = {
  message: string;
  /** Usernames as drawn (no '@'), in order. */
  usernames: readonly string[];
  /** Ends each post with ' 1/3' when there is more than one. */
  numbered?: boolean;
  /**
   * A link that ends the first post (issue #36: a draw's certificate), on a line of its own and
   * counted as X counts a link (23, whatever its length).
   */
  link?: string | undefined;
};

export type ComposedPost = { text: string; weightedLength: number; mentions: number };
export type ComposeResult = { ok: true; posts: ComposedPost[] } | { ok: false; reason: 'messageTooLong'; weightedLength: number };

/** X's own answer for a text: its weighted length and whether it is a valid post. */
export function measurePost(text: string): { weightedLength: number; valid: boolean } {
  const { weightedLength, valid } = parseTweet(text);
  return { weightedLength, valid };
}

const numbering = (index: number, total: number) => ` ${String(index + 1)}/${String(total)}`;

/**
 * The posts: the message first (with as many mentions as fit where `{mentions}` stands, or after
 * it), then the remaining mentions in as few posts as they fill, each valid by twitter-text, every
 * mention exactly once and never cut. With `numbered`, ' i/n' ends each post when there are
 * several, its room kept in every post. A message that is too long by itself is refused.
 */
export function composePosts({ message, usernames, numbered = false, link }: ComposeInput): ComposeResult {
  const mentions = [...new Set(usernames)].map((username) => `${SHOOT_PREFIX}${username}`);
  const trimmed = message.trim();
  // The number of posts decides the numbering's width, which can change the number of posts:
  // split again until the two agree (twice at most in practice).
  let total = 1;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const result = split(trimmed, mentions, numbered ? total : 0, link ?? '');
    if (!result.ok) return result;
    const count = result.texts.length;
    if (!numbered || count === 1 || count === total) {
      const texts = numbered && count > 1 ? result.texts.map((text, index) => text + numbering(index, count)) : result.texts;
      return { ok: true, posts: texts.map(describe) };
    }
    total = count;
  }
  throw new Error('composePosts: the numbering did not settle');
}

function describe(text: string): ComposedPost {
  return { text, weightedLength: parseTweet(text).weightedLength, mentions: extractMentions(text).length };
}

type Split = { ok: true; texts: string[] } | { ok: false; reason: 'messageTooLong'; weightedLength: number };

/** Splits with room for a numbering suffix of `total` posts (0: none), the link ending the first. */
function split(message: string, mentions: string[], total: number, link: string): Split {
  // The widest suffix any post of this split can carry.
  const suffix = total > 0 ? numbering(total - 1, Math.max(total, 2)) : '';
  const fits = (text: string) => parseTweet(text + suffix).valid;
  const [before, after] = message.includes(MENTIONS_TOKEN) ? splitAtToken(message) : [message, null];
  const textOf = (placed: string) => {
    if (after === null) return placed === '' ? before : before === '' ? placed : `${before}\n\n${placed}`;
    if (placed === '') return `${before}${after}`.trim();
    // A mention glued to a word is no mention ('hi@ann', '@ann2day'): keep a space on each side.
    const left = GLUES_BEFORE.test(before) ? ' ' : '';
    const right = GLUES_AFTER.test(after) ? ' ' : '';
    return `${before}${left}${placed}${right}${after}`.trim();
  };

  const withLink = (text: string) => (link === '' ? text : text === '' ? link : `${text}\n\n${link}`);
  const firstOf = (placed: string) => withLink(textOf(placed));

  const first = firstOf('');
  if (first !== '' && !fits(first)) return { ok: false, reason: 'messageTooLong', weightedLength: parseTweet(first).weightedLength };

  const texts: string[] = [];
  let next = 0;
  // The first post: the message with as many mentions as fit in its place.
  let placed = '';
  while (next < mentions.length) {
    const candidate = placed === '' ? mentions[next]! : `${placed}${SHOOT_SEPARATOR}${mentions[next]!}`;
    if (!fits(firstOf(candidate))) break;
    placed = candidate;
    next += 1;
  }
  const opening = firstOf(placed);
  if (opening !== '') texts.push(opening);
  // Then the rest, post by post.
  let current = '';
  for (; next < mentions.length; next += 1) {
    const mention = mentions[next]!;
    const candidate = current === '' ? mention : `${current}${SHOOT_SEPARATOR}${mention}`;
    if (current !== '' && !fits(candidate)) {
      texts.push(current);
      current = mention;
    } else current = candidate;
  }
  if (current !== '') texts.push(current);
  return { ok: true, texts };
}

/** What X reads as part of a mention when it touches one (twitter-text's mention rules, a little wider). */
const GLUES_BEFORE = /[\p{L}\p{N}\p{M}_!#$%&*@＠]$/u;
const GLUES_AFTER = /^(?:[\p{L}\p{N}\p{M}_@＠/]|:\/\/)/u;

/** The message around its first `{mentions}` (later ones are left as typed). */
function splitAtToken(message: string): [string, string] {
  const at = message.indexOf(MENTIONS_TOKEN);
  return [message.slice(0, at), message.slice(at + MENTIONS_TOKEN.length)];
}

/**
 * X's composer with `text` filled in (nothing is sent from Rollcall); with `inReplyTo` (a post's
 * id), as a reply to that post, so the parts of a long announcement read as one thread.
 */
export function xIntentUrl(text: string, inReplyTo?: string): string {
  const reply = inReplyTo === undefined ? '' : `&in_reply_to=${encodeURIComponent(inReplyTo)}`;
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}${reply}`;
}

/**
 * The id of a post from its address as X or a browser shows it (`https://x.com/ann/status/123`,
 * twitter.com, mobile., with or without a query), or null: accepted by its shape, nothing else.
 */
export function xPostId(address: string): string | null {
  return X_POST_ADDRESS.exec(address.trim())?.[1] ?? null;
}

const X_POST_ADDRESS = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/(?:[A-Za-z0-9_]{1,15}|i\/web)\/status(?:es)?\/(\d{1,19})(?:[/?#]\S*)?$/i;
