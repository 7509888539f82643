import { z } from 'zod';

/**
 * Images an admin uploads for the blog (issue #18): the rules both sides check, the addresses
 * they are served at, and the answer of an upload. The server decides on the file's bytes (never
 * its name or the Content-Type the browser guessed); the web checks the same limits first so a
 * person hears at once, not after sending 20 MB.
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

export const MEDIA_ERROR_CODES = {
  notImage: 'IMAGE_TYPE_NOT_ALLOWED',
  tooLarge: 'IMAGE_TOO_LARGE',
  unreadable: 'IMAGE_UNREADABLE',
  tooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
} as const;

export const MEDIA_TEXTS = {
  notImage: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
  tooLarge: 'Images can be at most 5 MB.',
  unreadable: 'This image could not be read. It may be damaged; please try another file.',
  tooManyPixels: 'This image is too large to process (more than 40 megapixels). Please make it smaller first.',
} as const;

/** An image id: 22 characters of base64url (128 random bits), so addresses cannot be guessed. */
const MEDIA_ID = /^[A-Za-z0-9_-]{22}$/;
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

export const uploadedImageSchema = z.object({
  id: z.string().regex(MEDIA_ID),
  /** The original's size in pixels (what `width`/`height` attributes carry). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The address for a post's body and the one for a featured image. */
  src: z.string(),
  featuredSrc: z.string(),
  srcset: z.string(),
  sizes: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
