import { WAIT_MS } from './limits';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #18 item 7: images uploaded into a post and as its featured image, read by a visitor.

/** A picture with some detail, so its encodings are not trivially small. */
async function photo(width: number, height: number, format: 'png' | 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 13 + (i >> 9) * 7) & 255;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** Clicks a button that opens the file picker and chooses `file`, as a person does. */
async function choose(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/** The image has loaded and decoded (the browser read real pixels), at `width` source pixels at most. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: WAIT_MS }).toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

describe('blog images in the browser', () => {
  const browser = useBrowser();

  it('uploads a featured image and one in the text; a visitor sees both at a sensible width, an SVG is refused', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rollcall-images-'));
    const wide = path.join(dir, 'team-photo.jpg');
    writeFileSync(wide, await photo(2400, 1350, 'jpeg'));
    const chart = path.join(dir, 'chart.png');
    writeFileSync(chart, await photo(1200, 800, 'png'));
    // An SVG named like a PNG: the browser would call it image/png; the server reads the bytes.
    const disguised = path.join(dir, 'logo.png');
    writeFileSync(disguised, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>');
    const svg = path.join(dir, 'logo.svg');
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const suffix = Date.now().toString(36);
    const title = `Pictures ${suffix}`;
    const admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard/blog');
    await admin.getByRole('button', { name: 'Add Post' }).click();
    const form = admin.getByRole('form', { name: 'Add Post' });
    await form.getByLabel('Title', { exact: true }).fill(title);

    // The featured image.
    const upload = form.getByRole('button', { name: 'Upload image' });
    await choose(admin, upload, svg);
    await form.getByRole('alert').filter({ hasText: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' }).waitFor();
    await choose(admin, upload, disguised);
    await form.getByRole('alert').filter({ hasText: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' }).waitFor();
    await choose(admin, upload, wide);
    await admin.getByRole('status').filter({ hasText: 'Image "team-photo.jpg" uploaded.' }).waitFor();
    const featured = form.getByLabel('Featured Image URL', { exact: true });
    expect(await featured.inputValue()).toMatch(/^\/media\/[\w-]{22}\/1600\.webp$/);
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await loadedWidth(form.getByTestId('featured-image-preview'))).toBeLessThanOrEqual(1600);

    // An image in the text, with its description.
    await form.getByRole('textbox', { name: 'Content' }).click();
    await admin.keyboard.type('Our numbers:');
    await choose(admin, form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Insert image' }), chart);
    const alt = form.getByRole('textbox', { name: 'Image description (alt text)' });
    await alt.fill('A chart of members by month');
    await alt.press('Enter');
    await form.getByRole('textbox', { name: 'Content' }).locator('img[alt="A chart of members by month"]').waitFor();

    await form.getByLabel('Status', { exact: true }).selectOption('published');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('status').filter({ hasText: `Saved “${title}”.` }).waitFor();
    await browser.screenshot(admin, 'blog-images-admin');

    // A visitor reads it: both images load, from this site, no wider than the widths made for them.
    const visitor = await browser.newPage();
    const served: { url: string; cache: string | undefined }[] = [];
    visitor.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/')) served.push({ url: response.url(), cache: response.headers()['cache-control'] });
    });
    await visitor.goto(`/blog/pictures-${suffix}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    const inText = visitor.getByRole('img', { name: 'A chart of members by month' });
    expect(await inText.getAttribute('srcset')).toMatch(/480w.*960w.*1600w/);
    expect(await loadedWidth(inText)).toBeLessThanOrEqual(1200);
    const hero = visitor.locator('img[src$="/1600.webp"]').first();
    expect(await loadedWidth(hero)).toBeLessThanOrEqual(1600);
    expect(served.length).toBeGreaterThanOrEqual(2);
    for (const answer of served) expect(answer.cache, answer.url).toBe('public, max-age=31536000, immutable');
    await browser.screenshot(visitor, 'blog-images-post');

    // A link preview (X's card) gets the featured image's whole address from the server-rendered page.
    const crawler = await fetch(new URL(`/blog/pictures-${suffix}`, visitor.url()));
    expect(await crawler.text()).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/media\/[\w-]{22}\/1600\.webp"/);

    // The other tests of the suite meet the blog as it was.
    const postRow = admin.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ has: admin.getByRole('rowheader', { name: title }) });
    await postRow.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('status').filter({ hasText: `Deleted “${title}”.` }).waitFor();
  });
});
