import sharp, { type SharpOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, MEDIA_TEXTS, mediaIdOf } from '../../common/media';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { sniffImage } from './media-service';

// Issue #18 item 7: blog images. Only PNG, JPEG, WebP and GIF, decided by the bytes; at most
// 5 MB; kept in the database at three widths; served to anyone with long cache headers.

/** Noise, so the encoders cannot shrink it to nothing. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 31) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe('uploading blog images', () => {
  const t = useTestApp();

  const admin = async () => {
    const person = client(t.app);
    person.cookie = (await createSignedInUser(t.db, { role: 'admin' })).cookie;
    return person;
  };
  const upload = (person: ReturnType<typeof client>, bytes: Buffer, type = 'application/octet-stream') =>
    person.post('/api/admin/media', bytes, { 'content-type': type });

  it('stores a PNG at 480, 960 and 1600 px wide as WebP, served to anyone for a year', async () => {
    const person = await admin();
    const png = await noise(2000, 1000).png().toBuffer();
    const response = await upload(person, png, 'image/png');
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ width: 2000, height: 1000 });
    expect(mediaIdOf(image.src)).toBe(image.id);
    expect(image.srcset).toContain(`/media/${image.id}/480.webp 480w`);

    const visitor = client(t.app);
    for (const width of [480, 960, 1600]) {
      const served = await visitor.get(`/media/${image.id}/${width}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // The image's own policy replaces the app's: shown anywhere, running nothing.
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
    }
    expect((await visitor.get(`/media/${image.id}/700.webp`)).statusCode).toBe(404);
    expect((await visitor.get(`/media/${'A'.repeat(22)}/960.webp`)).statusCode).toBe(404);
  });

  it('never enlarges a small image, and the same file twice is one image', async () => {
    const person = await admin();
    const jpeg = await noise(300, 200).jpeg().toBuffer();
    const first = (await upload(person, jpeg)).json();
    const again = await upload(person, jpeg, 'image/gif');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    const served = await client(t.app).get(`/media/${first.id}/1600.webp`);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
  });

  it('turns a photo upright and drops its metadata (GPS position, camera)', async () => {
    const person = await admin();
    // Stored 200×100 with "rotate 90°" in EXIF: a camera held upright.
    const photo = await noise(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SecretCam', Model: 'Serial-12345' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes('SecretCam')).toBe(true);
    const image = (await upload(person, photo)).json();
    expect(image).toMatchObject({ width: 100, height: 200 });
    const served = await client(t.app).get(`/media/${image.id}/480.webp`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('SecretCam')).toBe(false);
  });

  it('keeps an animated GIF animated', async () => {
    const person = await admin();
    const frames = await sharp(Buffer.concat([Buffer.alloc(64 * 64 * 3, 0), Buffer.alloc(64 * 64 * 3, 255)]), {
      raw: { width: 64, height: 128, channels: 3, pageHeight: 64 },
    } as SharpOptions)
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const image = (await upload(person, frames)).json();
    expect(image).toMatchObject({ width: 64, height: 64 });
    const meta = await sharp((await client(t.app).get(`/media/${image.id}/480.webp`)).rawPayload, { animated: true }).metadata();
    expect(meta.pages).toBe(2);
  });

  it('refuses SVG, text and anything else whatever its name or type says', async () => {
    const person = await admin();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('GIF88a not really'), 'image/gif'],
      [Buffer.from('hello'), 'application/octet-stream'],
      [await noise(10, 10).tiff().toBuffer(), 'image/png'],
    ] as const) {
      const refused = await upload(person, bytes, type);
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json().error.message).toBe(MEDIA_TEXTS.notImage);
    }
    // A PNG signature in front of anything else is not an image either.
    const broken = await upload(person, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>')]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(MEDIA_TEXTS.unreadable);
  });

  it('refuses more than 5 MB, and more than 40 megapixels however small the file', async () => {
    const person = await admin();
    const big = Buffer.concat([await noise(10, 10).png().toBuffer(), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const tooLarge = await upload(person, big, 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(MEDIA_TEXTS.tooLarge);

    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_MAX_BYTES);
    const refused = await upload(person, bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MEDIA_TEXTS.tooManyPixels);
  });

  it('lets only admins upload', async () => {
    const png = await noise(20, 20).png().toBuffer();
    expect((await upload(client(t.app), png)).statusCode).toBe(401);
    const user = client(t.app);
    user.cookie = (await createSignedInUser(t.db)).cookie;
    expect((await upload(user, png)).statusCode).toBe(403);
  });
});

describe('sniffImage', () => {
  it('reads the four signatures and nothing else', () => {
    expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImage(Buffer.from('ffd8ffe000', 'hex'))).toBe('jpeg');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.from('<svg'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
