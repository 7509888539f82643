import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Extension, ExtensionInput } from '../common/admin';
import type { AdminPost, Category, CategoryInput, HomePosts, PostInput, Tag } from '../common/blog';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { settled, useBrowser } from './fixtures';
import { startServer, type RunningServer } from './server';
import { E2E_PASSWORD, E2E_USERS } from './users';

/*
 * The public site as a visitor sees it: home, blog, a post, the legal pages and contact, with
 * content of its own (created through the admin API as the seeded admin, deleted at the end) so it
 * does not depend on what other files leave in the shared database.
 */

// Images come from "https://images.rollcall.test", answered by the browser itself: no network.
const IMAGE_HOST = 'https://images.rollcall.test';
const coverSvg = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue + 60} 70% 35%)"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><circle cx="900" cy="200" r="140" fill="rgba(255,255,255,.25)"/><circle cx="260" cy="520" r="220" fill="rgba(255,255,255,.12)"/></svg>`;

const SLUG = 'e2e-marmalade-weekly-space';
const CATEGORY: CategoryInput = { name: 'Field notes', slug: 'e2e-field-notes', position: 90 };
const TAGS = [
  { name: 'Spaces', slug: 'e2e-spaces' },
  { name: 'Rotation', slug: 'e2e-rotation' },
];
const POST: Omit<PostInput, 'categoryId' | 'tagIds'> = {
  title: 'Marmalade mornings: running a weekly space with Rollcall',
  slug: SLUG,
  excerpt: 'How one host keeps a fair rotation of speakers for a weekly space, with two lists and a shoot before every show.',
  featuredImage: `${IMAGE_HOST}/space.svg`,
  content:
    '<p>Every Friday our community hosts a space. Picking who speaks used to take an hour of scrolling; now it takes a shoot.</p>' +
    '<h2>Two lists, one rotation</h2><p>We keep <strong>Regulars</strong> and <strong>Newcomers</strong> apart, and draw from both:</p>' +
    '<ul><li>five regulars, skipping the last three shoots;</li><li>three newcomers, always.</li></ul>' +
    '<blockquote><p>Nobody gets mentioned twice in a row, and everybody gets a turn.</p></blockquote>' +
    '<h3>The command we paste</h3><p>The draw gives a line like <code>@ada @linus @grace</code>, ready for the post.</p>' +
    '<p>Read more on the <a href="https://x.com/rollcallapp">Rollcall account</a>.</p>',
  status: 'published',
  publishDate: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  isFeatured: false,
};
const FREE_EXTENSION: ExtensionInput = {
  title: 'E2E Lineup Builder',
  description: 'Builds the lineup of a space from a shoot. A long description that the card clamps to three lines so every card keeps the same rhythm in the grid, however much the author wrote about it.',
  version: '2.1.0',
  imageUrl: `${IMAGE_HOST}/lineup.svg`,
  isPublic: true,
  isFree: true,
  stores: [
    { storeName: 'Chrome', storeUrl: 'https://chromewebstore.google.com/detail/e2e-lineup' },
    { storeName: 'Firefox', storeUrl: 'https://addons.mozilla.org/firefox/addon/e2e-lineup' },
    { storeName: 'Edge', storeUrl: 'https://microsoftedge.microsoft.com/addons/detail/e2e-lineup' },
  ],
};
const PREMIUM_EXTENSION: ExtensionInput = { title: 'E2E Premium Lineup', isPublic: true, isFree: false };

const PUBLIC_PATHS = ['/', '/blog', `/blog/${SLUG}`, '/privacy-policy', '/terms-of-service', '/contact'] as const;

async function withImages(page: Page): Promise<Page> {
  await page.route(`${IMAGE_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: coverSvg(route.request().url().includes('lineup') ? 150 : 240) }),
  );
  return page;
}

/**
 * Scrolls through the page so its lazy images load, as they would for a reader, then back up: a
 * window at a time, on to the next once every image in view has loaded (or failed).
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    };
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await Promise.all(
        [...document.images]
          .filter((image) => inView(image) && !image.complete)
          .map((image) => new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          })),
      );
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Waits until the page's data has arrived: its heading in the main area, nothing in flight, no skeleton, no loading text left. */
async function drawn(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await settled(page);
}

describe('the public site', () => {
  const browser = useBrowser();
  let admin: Page;
  let created: { category: Category; tags: Tag[]; post: AdminPost; extensions: Extension[] };

  beforeAll(async () => {
    admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    const json = async <T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> => {
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as T;
    };
    const category = await json<Category>(await admin.request.post('/api/admin/blog/categories', { data: CATEGORY }));
    const tags: Tag[] = [];
    for (const tag of TAGS) tags.push(await json<Tag>(await admin.request.post('/api/admin/blog/tags', { data: tag })));
    const post = await json<AdminPost>(
      await admin.request.post('/api/admin/blog/posts', { data: { ...POST, categoryId: category.id, tagIds: tags.map((tag) => tag.id) } }),
    );
    const extensions = [
      await json<Extension>(await admin.request.post('/api/admin/extensions', { data: FREE_EXTENSION })),
      await json<Extension>(await admin.request.post('/api/admin/extensions', { data: PREMIUM_EXTENSION })),
    ];
    created = { category, tags, post, extensions };
  });

  afterAll(async () => {
    if (!created) return;
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    await page.request.delete(`/api/admin/blog/posts/${String(created.post.id)}`);
    await page.request.delete(`/api/admin/blog/categories/${String(created.category.id)}`);
    for (const tag of created.tags) await page.request.delete(`/api/admin/blog/tags/${String(tag.id)}`);
    for (const extension of created.extensions) await page.request.delete(`/api/admin/extensions/${String(extension.id)}`);
  });

  it('shows a visitor the posts of the home page, the free extensions and the premium promo', async () => {
    const page = await withImages(await browser.newPage());
    await page.goto('/');
    await drawn(page);
    const home = (await (await page.request.get('/api/blog/home')).json()) as HomePosts;
    const heading = home.kind === 'featured' ? 'Featured Posts' : 'Recent Posts';
    const posts = page.getByRole('region', { name: heading });
    await posts.waitFor();
    expect(await posts.getByRole('article').getByRole('link').allInnerTexts()).toEqual(home.posts.map((post) => post.title));
    expect(home.posts.length).toBeGreaterThan(0);
    expect(await posts.getByRole('link', { name: 'All Posts' }).getAttribute('href')).toBe('/blog');
    await posts.getByText(/^Published: [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first().waitFor();

    const extensions = page.getByRole('region', { name: 'Free Browser Extensions' });
    const card = extensions.getByRole('article', { name: FREE_EXTENSION.title });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Chrome store' }).getAttribute('href')).toBe(FREE_EXTENSION.stores![0]!.storeUrl);
    expect(await card.getByText('Free', { exact: true }).count()).toBe(1);
    expect(await extensions.getByRole('article', { name: PREMIUM_EXTENSION.title }).count()).toBe(0);

    const promo = page.getByRole('region', { name: 'Want Access to Premium Extensions?' });
    expect(await promo.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
  });

  it('finds a post by search and by category, and opens it', async () => {
    const page = await withImages(await browser.newPage());
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search posts...' }).fill('marmalade');
    await page.waitForURL((url) => url.searchParams.get('search') === 'marmalade');
    await page.getByText('1 post', { exact: true }).waitFor();
    expect(await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([POST.title]);

    await page.getByRole('searchbox', { name: 'Search posts...' }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: CATEGORY.name });
    await page.waitForURL((url) => url.searchParams.get('category') === CATEGORY.slug);
    await page.getByText('1 post', { exact: true }).waitFor();
    const card = page.getByRole('article');
    expect(await card.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([POST.title]);
    await card.getByText(CATEGORY.name).waitFor();

    await card.getByRole('link', { name: POST.title }).click();
    await page.waitForURL(`**/blog/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: POST.title }).waitFor();
    expect(await page.title()).toBe(`${POST.title} · Rollcall`);
    await page.getByRole('heading', { level: 2, name: 'Two lists, one rotation' }).waitFor();
    await page.getByText(/^Published: [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Tags' }).locator('xpath=following-sibling::ul').getByRole('listitem').allInnerTexts()).toEqual(expect.arrayContaining(['Spaces', 'Rotation']));
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await page.waitForURL((url) => url.pathname === '/blog');
  });

  it("says 'Post not found' for a post that does not exist", async () => {
    const page = await withImages(await browser.newPage());
    await page.goto('/blog/no-such-post-anywhere');
    await page.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Politique de confidentialité', 'Cookies et balises web'],
    ['/terms-of-service', 'Terms of Service', 'Conditions d’utilisation', '5. Droit applicable'],
  ])('reads %s in French and back in English', async (path, english, french, frenchSection) => {
    const page = await browser.newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: english }).waitFor();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: french }).waitFor();
    await page.getByRole('heading', { level: 2, name: frenchSection }).waitFor();
    expect(await page.locator('article').getAttribute('lang')).toBe('fr');
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: english }).waitFor();
  });

  it.each(['light', 'dark'] as const)('has no serious or critical accessibility violation in %s mode', async (theme) => {
    const page = await withImages(await browser.newPage());
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
    }, theme);
    const found: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await drawn(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      found.push(...(await axeSerious(page, { where: `${path} (${theme})` })));
    }
    expect(found).toEqual([]);
  });

  it('draws the public pages with their images on a desktop and a phone (screenshots with E2E_SCREENSHOTS=1)', async () => {
    for (const width of [1280, 390]) {
      const page = await withImages(await browser.newPage({ viewport: { width, height: 900 } }));
      for (const [path, name] of [
        ['/', 'home'],
        ['/blog', 'blog'],
        [`/blog/${SLUG}`, 'post'],
        ['/contact', 'contact'],
      ] as const) {
        await page.goto(path);
        await drawn(page);
        await loadLazyImages(page);
        await browser.screenshot(page, `public-${name}-${String(width)}`);
      }
      await page.goto('/privacy-policy');
      await page.getByRole('link', { name: 'Français' }).click();
      await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
      await browser.screenshot(page, `public-privacy-fr-${String(width)}`);
    }
    const dark = await withImages(await browser.newPage());
    await dark.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
    });
    for (const [path, name] of [
      ['/', 'home'],
      [`/blog/${SLUG}`, 'post'],
    ] as const) {
      await dark.goto(path);
      await drawn(dark);
      await loadLazyImages(dark);
      await browser.screenshot(dark, `public-${name}-dark`);
    }
  });
});

describe('the chat widget', () => {
  const browser = useBrowser();
  const WIDGET = 'https://chat.rollcall.test/widget.js';
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ env: { CHAT_WIDGET_SRC: WIDGET } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is loaded while /contact is open, and gone with everything it added once the visitor leaves', async () => {
    const page = await browser.newPage({ baseURL: server.url });
    // The widget as a provider would ship it: a launcher and a style of its own.
    await page.route(WIDGET, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(() => { const b = document.createElement('button'); b.id = 'fake-chat'; b.textContent = 'Chat with us'; document.body.appendChild(b);
          const s = document.createElement('style'); s.id = 'fake-chat-style'; s.textContent = '#fake-chat{position:fixed;bottom:1rem;right:1rem}'; document.head.appendChild(s); })();`,
      }),
    );
    const widgets = () => page.evaluate(() => ({
      script: document.querySelectorAll('script[data-chat-widget]').length,
      launcher: document.querySelectorAll('#fake-chat').length,
      style: document.querySelectorAll('#fake-chat-style').length,
    }));

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await widgets()).toEqual({ script: 0, launcher: 0, style: 0 });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    // The CSP lets this one origin's script run: its launcher appears.
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
    expect(await widgets()).toEqual({ script: 1, launcher: 1, style: 1 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await widgets()).toEqual({ script: 0, launcher: 0, style: 0 });
  });
});
