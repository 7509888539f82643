/**
 * The limits and addresses of blog images (issue #18), without zod: the public pages that show an
 * image (the home page's post cards among them, the first paint) import only this.
 */

/** At most 5 MB per image. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers and what the server's sniffing accepts. Never SVG (it can carry script). */
export const MEDIA_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/**
 * The widths each image is served at: the one a phone needs, a post column's, and a wide
 * featured image's. An image narrower than a width is served at its own width there (never
 * enlarged), so every image has all three addresses.
 */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The width a post's body shows: what the editor puts in `src`. */
export const MEDIA_CONTENT_WIDTH: MediaWidth = 960;
/** How wide an image in a post or a featured image is drawn: the post column at most. */
export const MEDIA_SIZES = '(min-width: 768px) 720px, 100vw';

/** An image id: 22 characters of base64url (128 random bits), so addresses cannot be guessed. */
export const MEDIA_ID = /^[A-Za-z0-9_-]{22}$/;
export const isMediaId = (id: string): boolean => MEDIA_ID.test(id);

/** Where one width of an image is served. */
export const mediaPath = (id: string, width: MediaWidth): string => `/media/${id}/${width}.webp`;
/** A `srcset` naming every width of an image, for the browser to pick from. */
export const mediaSrcset = (id: string): string => MEDIA_WIDTHS.map((width) => `${mediaPath(id, width)} ${width}w`).join(', ');

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{22})\/(480|960|1600)\.webp$/;
/** The image id of one of our image addresses, or null for any other URL. */
export function mediaIdOf(url: string): string | null {
  return MEDIA_PATH.exec(url)?.[1] ?? null;
}

