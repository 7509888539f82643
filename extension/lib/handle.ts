import { isXHandle } from '../../common/x-handle.plain';

const HOSTS = new Set(['x.com', 'twitter.com']);
/** First path segments of X that are pages, not people (none is a handle X would give out). */
const NOT_PROFILES = new Set([
  'about', 'account', 'compose', 'download', 'explore', 'hashtag', 'home', 'i', 'intent', 'jobs', 'login', 'logout',
  'messages', 'notifications', 'privacy', 'search', 'settings', 'share', 'signup', 'tos', 'bookmarks', 'lists',
  'communities', 'premium', 'grok', 'spaces', 'topics', 'who_to_follow', 'connect_people', 'en', 'rules', 'help',
  'oauth', 'authorize', 'display', 'keyboard_shortcuts', 'jobs',
]);
/** Second segments that are still the person's profile. */
const PROFILE_TABS = new Set([
  'with_replies', 'media', 'likes', 'highlights', 'articles', 'superfollows', 'followers', 'following',
  'verified_followers', 'followers_you_follow', 'affiliates', 'communities', 'creator-subscriptions',
]);

/**
 * The X handle of a profile page, read from its address only (never from X's markup, which
 * changes): `https://x.com/{handle}` and its tabs (`/with_replies`, `/media`, …). Everything else
 * (a post, the home timeline, settings, search…) is not a profile: null.
 */
export function handleFromUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const [first, tab, ...rest] = parts;
  if (first === undefined || rest.length > 0) return null;
  if (!isXHandle(first) || NOT_PROFILES.has(first.toLowerCase())) return null;
  if (tab !== undefined && !PROFILE_TABS.has(tab)) return null;
  return first;
}
