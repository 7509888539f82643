import { MEDIA_ERROR_CODES, MEDIA_MAX_BYTES, MEDIA_TEXTS, MEDIA_WIDTHS, isMediaId } from '../../common/media';
import { currentUser } from '../http/identity';
import { endpoints, type ZodApp } from '../http/endpoint';
import { AppError } from '../http/errors';
import { HeavyWork } from '../http/heavy-work';
import { readVariant, storeImage } from './media-service';

/** The image's bytes as they arrived (the parser's result), so the handler can tell them from JSON. */
class ImageUpload {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Blog images (issue #18): an admin uploads one file's bytes; anyone reads the widths made from
 * it at `/media/{id}/{width}.webp`, cached for a year (an address's bytes never change).
 */
export async function mediaRoutes(app: ZodApp) {
  const route = endpoints(app);
  // The bytes as they are: whatever type the browser or curl names (never trusted: the service
  // sniffs the bytes), in this plugin only.
  // parseAs 'buffer' hands over a Buffer already: kept as it is, not copied (up to 5 MB).
  const keepBytes = (_request: unknown, body: string | Buffer, done: (error: null, body: ImageUpload) => void) =>
    done(null, new ImageUpload(typeof body === 'string' ? Buffer.from(body) : body));
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, keepBytes);
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, keepBytes);
  // Resizing takes a core for a second or two: two at a time on an instance, one per admin.
  const heavy = new HeavyWork(1, 2, {
    mine: 'Your previous image is still being processed. Please try again in a few seconds.',
    everyone: 'The server is busy with other images. Please try again in a few seconds.',
  });

  route(
    'uploadImage',
    {
      bodyLimit: MEDIA_MAX_BYTES,
      config: { tooLarge: { code: MEDIA_ERROR_CODES.tooLarge, message: MEDIA_TEXTS.tooLarge }, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const adminId = currentUser(request).id;
      const body: unknown = request.body;
      if (!(body instanceof ImageUpload) || body.bytes.length === 0) throw new AppError(415, MEDIA_ERROR_CODES.notImage, MEDIA_TEXTS.notImage);
      return heavy.run(adminId, () => storeImage(app.db, adminId, body.bytes));
    },
  );

  // Not an API route: an image address, for <img> anywhere (the blog, its feed, X's card).
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (request, reply) => {
    const width = Number(/^(\d+)\.webp$/.exec(request.params.file)?.[1]);
    const image = isMediaId(request.params.id) && (MEDIA_WIDTHS as readonly number[]).includes(width) ? await readVariant(app.db, request.params.id, width) : null;
    if (!image) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply
      .headers({
        'content-type': image.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        // Feed readers and X's card fetch it from elsewhere; it is public by design.
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
  });
}
