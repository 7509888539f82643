import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import {
  MEDIA_CONTENT_WIDTH,
  MEDIA_ERROR_CODES,
  MEDIA_SIZES,
  MEDIA_TEXTS,
  MEDIA_WIDTHS,
  mediaPath,
  mediaSrcset,
  type MediaWidth,
  type UploadedImage,
} from '../../common/media';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/open';
import { isUniqueViolation } from '../db/sql';
import { mediaImages, mediaImageVariants } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Blog images (issue #18, decision 018): the bytes decide what a file is, sharp (libvips) makes
 * the three widths as WebP, the database keeps them so every instance serves them.
 */

let sharpLoaded: Promise<typeof SharpModule> | null = null;
/**
 * sharp and libvips, loaded at the first upload: 23 MiB a server that is not sent images never
 * needs (decision 040). libvips keeps no cache of decoded images between requests: uploads are
 * rare, memory is not.
 */
function loadSharp() {
  sharpLoaded ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      sharpLoaded = null; // tried again at the next upload
      throw error;
    },
  );
  return sharpLoaded;
}

type SourceFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** At most 40 megapixels: a 5 MB PNG can hold a decompression bomb far larger than that. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/**
 * What the bytes are, by their signature only: PNG, JPEG, WebP or GIF, else null. Only these
 * reach libvips, which could otherwise open SVG, PDF, TIFF, HEIF and more by their own magic.
 */
export function sniffImage(bytes: Uint8Array): SourceFormat | null {
  const starts = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  const ascii = (offset: number, text: string) => starts(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  return null;
}

const refuse = (status: number, code: keyof typeof MEDIA_ERROR_CODES) => new AppError(status, MEDIA_ERROR_CODES[code], MEDIA_TEXTS[code]);

function answerOf(image: { id: string; width: number; height: number }): UploadedImage {
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    src: mediaPath(image.id, MEDIA_CONTENT_WIDTH),
    featuredSrc: mediaPath(image.id, 1600),
    srcset: mediaSrcset(image.id),
    sizes: MEDIA_SIZES,
  };
}

/** Reads an upload's pixels into the three WebP widths; refuses what is not one of the four formats. */
async function variantsOf(bytes: Buffer, format: SourceFormat) {
  const animated = format === 'gif' || format === 'webp';
  let source: Sharp;
  let size: { width: number; height: number };
  // Outside the try below: sharp that cannot load is the server's fault (a 500, logged), not the image's.
  const sharp = await loadSharp();
  try {
    source = sharp(bytes, { animated, limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    // The signature and the decoder agree, or it is not an image we take.
    if (meta.format !== format) throw refuse(415, 'notImage');
    // Upright as a camera meant it (EXIF orientation), one frame of an animation.
    const frame = { width: meta.width, height: meta.pageHeight ?? meta.height };
    size = (meta.orientation ?? 1) >= 5 ? { width: frame.height, height: frame.width } : frame;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw /pixel limit/i.test(String(error)) ? refuse(400, 'tooManyPixels') : refuse(400, 'unreadable');
  }
  try {
    const upright = source.rotate();
    // No metadata in the output: EXIF (GPS position, camera serial) stays with the original.
    const variants = await Promise.all(
      MEDIA_WIDTHS.map(async (width: MediaWidth) => ({
        width,
        data: await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { size, variants };
  } catch {
    throw refuse(400, 'unreadable');
  }
}

/**
 * Stores an admin's upload and answers its addresses. The same bytes again answer the image
 * already stored (no second copy).
 */
export async function storeImage(db: Db, adminId: number, bytes: Buffer): Promise<UploadedImage> {
  const format = sniffImage(bytes);
  if (!format) throw refuse(415, 'notImage');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = async () => (await db.select().from(mediaImages).where(eq(mediaImages.sha256, sha256)))[0];
  const existing = await known();
  if (existing) return answerOf(existing);

  const { size, variants } = await variantsOf(bytes, format);
  const id = randomBytes(16).toString('base64url');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(mediaImages).values({ id, sha256, sourceFormat: format, width: size.width, height: size.height, sourceBytes: bytes.length, uploadedBy: adminId });
      await tx.insert(mediaImageVariants).values(variants.map((variant) => ({ imageId: id, width: variant.width, contentType: 'image/webp', data: variant.data })));
      await recordAudit(tx, adminId, 'blog.image.upload', `image ${id}`, { format, width: size.width, height: size.height, bytes: bytes.length });
    });
  } catch (error) {
    // The same file uploaded twice at once: the other upload stored it.
    const raced = isUniqueViolation(error) ? await known() : undefined;
    if (raced) return answerOf(raced);
    throw error;
  }
  return answerOf({ id, width: size.width, height: size.height });
}

/** One width of an image, or null when there is no such image or width. */
export async function readVariant(db: Db, id: string, width: number): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: mediaImageVariants.contentType, data: mediaImageVariants.data })
    .from(mediaImageVariants)
    .where(and(eq(mediaImageVariants.imageId, id), eq(mediaImageVariants.width, width)));
  return row ?? null;
}
