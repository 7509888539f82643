import { z } from 'zod';
import { MEDIA_ID } from './media-paths.plain';

export * from './media-paths.plain';

/**
 * Images an admin uploads for the blog (issue #18): the rules both sides check, the addresses
 * they are served at, and the answer of an upload. The server decides on the file's bytes (never
 * its name or the Content-Type the browser guessed); the web checks the same limits first so a
 * person hears at once, not after sending 20 MB.
 */

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
