/**
 * X (Twitter) handles. A handle is 1–15 of [A-Za-z0-9_]. People paste them in many shapes:
 * '@name', 'name', 'x.com/name', 'https://twitter.com/name?s=20'; all reduce to 'name'.
 */
const X_HANDLE_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([^/?#\s]+)\/?(?:[?#].*)?$/i;

/** The bare handle, or null when the text is not a valid handle in any accepted shape. */
export function normalizeXHandle(input: string): string | null {
  const text = input.trim();
  const fromUrl = PROFILE_URL.exec(text);
  const candidate = fromUrl ? fromUrl[1]! : text.replace(/^@/, '');
  return X_HANDLE_PATTERN.test(candidate) ? candidate : null;
}

/** The public profile page of a handle. */
export function xProfileUrl(handle: string): string {
  return `https://x.com/${encodeURIComponent(handle)}`;
}

/** The page of an X community, from the community id of a list. */
export function xCommunityUrl(communityId: string): string {
  return `https://x.com/i/communities/${encodeURIComponent(communityId)}`;
}
