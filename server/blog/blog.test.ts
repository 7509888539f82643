import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PostInput } from '../../common/blog';
import { BLOG_TEXTS } from '../../common/blog-texts.plain';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { blogCategories, blogPosts, extensions } from '../db/schema';
import { seedDemoContent } from './demo-content';
import { ROLLCALL_EXTENSION } from '../../common/extension.plain';

// A built index.html like Vite's, so the server's head injection for /blog/{slug} can be seen.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-blog-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Rollcall</title><meta name="description" content="Rollcall default" /></head><body><div id="root"></div></body></html>',
);

let counter = 0;
const unique = (prefix: string) => `${prefix}-${String((counter += 1))}-${String(Date.now() % 100000)}`;

describe('blog', () => {
  const t = useTestApp({ clientDir });
  async function admin() {
    const { user, cookie } = await createSignedInUser(t.db, { role: 'admin' });
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }
  async function post(c: ReturnType<typeof client>, values: Partial<PostInput> = {}) {
    const slug = values.slug ?? unique('post');
    const response = await c.post('/api/admin/blog/posts', { title: `Title of ${slug}`, slug, content: '<p>Body</p>', status: 'published', ...values });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const visitor = () => client(t.app);

  it('sanitises post content on save: no script, event handler, javascript: link or iframe survives', async () => {
    const { c } = await admin();
    const created = await post(c, {
      content:
        '<h2>Safe</h2><p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p>' +
        '<img src="https://example.com/a.png" onerror="alert(2)" alt="A"><a href="javascript:alert(3)">bad</a>' +
        '<a href="https://example.com">good</a><iframe src="https://evil.example.com"></iframe><style>body{}</style>',
    });
    for (const content of [created.content, (await visitor().get(`/api/blog/posts/${created.slug}`)).json().content]) {
      expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style/i);
      expect(content).toContain('<h2>Safe</h2>');
      expect(content).toContain('<strong>world</strong>');
      expect(content).toContain('<img src="https://example.com/a.png" alt="A" />');
      expect(content).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
    }
  });

  it('shows only published, non-private posts whose date has come; the rest are not found', async () => {
    const { c } = await admin();
    const hidden = [
      await post(c, { status: 'draft' }),
      await post(c, { status: 'archived' }),
      await post(c, { isPrivate: true }),
      await post(c, { publishDate: new Date(Date.now() + 86_400_000).toISOString() }),
    ];
    const shown = await post(c, { publishDate: new Date(Date.now() - 60_000).toISOString() });
    const slugs = (await visitor().get('/api/blog/posts?page=1')).json().posts.map((p: { slug: string }) => p.slug);
    expect(slugs).toContain(shown.slug);
    for (const p of hidden) {
      expect(slugs).not.toContain(p.slug);
      const response = await visitor().get(`/api/blog/posts/${p.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(BLOG_TEXTS.postNotFound);
    }
    expect((await visitor().get(`/api/blog/posts/${shown.slug}`)).json()).toMatchObject({ slug: shown.slug, title: shown.title });
  });

  it('searches by title or excerpt and filters by category, newest first', async () => {
    const { c, user } = await admin();
    const category = (await c.post('/api/admin/blog/categories', { name: 'Filters', slug: unique('filters') })).json();
    const word = unique('zebra').replace(/-/g, '');
    const older = await post(c, { title: `About ${word}`, publishDate: new Date(Date.now() - 2 * 86_400_000).toISOString(), categoryId: category.id });
    const newer = await post(c, { title: 'Other', excerpt: `mentions ${word}`, publishDate: new Date(Date.now() - 86_400_000).toISOString() });
    const found = (await visitor().get(`/api/blog/posts?search=${word.toUpperCase()}`)).json();
    expect(found.posts.map((p: { slug: string }) => p.slug)).toEqual([newer.slug, older.slug]);
    const inCategory = (await visitor().get(`/api/blog/posts?category=${category.slug}`)).json();
    expect(inCategory).toMatchObject({ total: 1, posts: [{ slug: older.slug, category: { name: 'Filters', slug: category.slug }, authorName: user.username }] });
    expect((await visitor().get('/api/blog/categories')).json().categories.map((x: { slug: string }) => x.slug)).toContain(category.slug);
  });

  it('home shows 2 featured posts, or the 2 latest as Recent Posts when fewer are featured', async () => {
    const { c } = await admin();
    await t.db.update(blogPosts).set({ isFeatured: false });
    const latest = await post(c, { publishDate: new Date(Date.now() - 1000).toISOString() });
    const featured = await post(c, { isFeatured: true, publishDate: new Date(Date.now() - 5 * 86_400_000).toISOString() });
    const home = (await visitor().get('/api/blog/home')).json();
    expect(home.kind).toBe('recent');
    expect(home.posts.map((p: { slug: string }) => p.slug)[0]).toBe(latest.slug);
    const second = await post(c, { isFeatured: true, publishDate: new Date(Date.now() - 6 * 86_400_000).toISOString() });
    const nowFeatured = (await visitor().get('/api/blog/home')).json();
    expect(nowFeatured).toMatchObject({ kind: 'featured', posts: [{ slug: featured.slug }, { slug: second.slug }] });
  });

  it('the CMS: slugs are unique with a clear message, a category in use is not deleted, the author is the admin', async () => {
    const { c, user } = await admin();
    const first = await post(c);
    const duplicate = await c.post('/api/admin/blog/posts', { title: 'Again', slug: first.slug });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(BLOG_TEXTS.slugTaken);
    expect(first.authorName).toBe(user.username);
    expect((await c.post('/api/admin/blog/posts', { title: '', slug: 'Not A Slug' })).statusCode).toBe(400);

    const category = (await c.post('/api/admin/blog/categories', { name: 'Used', slug: unique('used') })).json();
    const child = (await c.post('/api/admin/blog/categories', { name: 'Child', slug: unique('child'), parentId: category.id })).json();
    const tag = (await c.post('/api/admin/blog/tags', { name: 'Tagged', slug: unique('tagged') })).json();
    const withCategory = await post(c, { categoryId: category.id, tagIds: [tag.id] });
    expect(withCategory.tagIds).toEqual([tag.id]);
    const inUse = await c.delete(`/api/admin/blog/categories/${category.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(BLOG_TEXTS.categoryInUse(1, 1));
    // The admin's list says it before any button (issue #18): what holds on to each category.
    const listedResponse = await c.get('/api/admin/blog/categories');
    expect(listedResponse.statusCode, listedResponse.body).toBe(200);
    const listed = listedResponse.json().categories as { id: number; postCount: number; childCount: number }[];
    expect(listed.find((row) => row.id === category.id)).toMatchObject({ postCount: 1, childCount: 1 });
    expect(listed.find((row) => row.id === child.id)).toMatchObject({ postCount: 0, childCount: 0 });
    expect((await c.get(`/api/admin/blog/posts?search=${encodeURIComponent(withCategory.title)}`)).json().posts[0].tags).toEqual([tag]);

    expect((await c.delete(`/api/admin/blog/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await c.get(`/api/admin/blog/posts/${withCategory.id}`)).json().tagIds).toEqual([]);
    const moved = await c.put(`/api/admin/blog/posts/${withCategory.id}`, { ...withCategory, categoryId: null, tagIds: [], id: undefined, authorName: undefined });
    expect(moved.json()).toMatchObject({ categoryId: null, title: withCategory.title });
    expect((await c.delete(`/api/admin/blog/categories/${child.id}`)).statusCode).toBe(204);
    expect((await c.delete(`/api/admin/blog/categories/${category.id}`)).statusCode).toBe(204);
    expect((await c.delete(`/api/admin/blog/posts/${first.id}`)).statusCode).toBe(204);
    expect((await visitor().get(`/api/blog/posts/${first.slug}`)).statusCode).toBe(404);

    const { cookie } = await createSignedInUser(t.db);
    const user2 = client(t.app);
    user2.cookie = cookie;
    for (const [method, url] of [
      ['GET', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts'],
      ['DELETE', `/api/admin/blog/posts/${withCategory.id}`],
      ['GET', '/api/admin/blog/categories'],
      ['POST', '/api/admin/blog/tags'],
    ] as const) {
      const response = method === 'GET' ? await user2.get(url) : method === 'POST' ? await user2.post(url, { title: 'x', slug: 'x', name: 'x' }) : await user2.delete(url);
      expect(response.statusCode).toBe(403);
      expect((method === 'GET' ? await visitor().get(url) : method === 'POST' ? await visitor().post(url, {}) : await visitor().delete(url)).statusCode).toBe(401);
    }
  });

  it('is findable: the post page’s head, the sitemap, the feed and robots.txt', async () => {
    const { c } = await admin();
    const published = await post(c, {
      title: 'Findable <post>',
      seoTitle: 'SEO "title"',
      seoDescription: 'What crawlers read',
      featuredImage: 'https://example.com/cover.png',
    });
    const draft = await post(c, { status: 'draft' });
    const page = await visitor().get(`/blog/${published.slug}`, { accept: 'text/html' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>SEO &quot;title&quot; — Rollcall</title>');
    expect(page.body).toContain('<meta name="description" content="What crawlers read" />');
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000/blog/${published.slug}" />`);
    expect(page.body).toContain('<meta property="og:image" content="https://example.com/cover.png" />');
    const draftPage = await visitor().get(`/blog/${draft.slug}`, { accept: 'text/html' });
    expect(draftPage.body).toContain('<title>Rollcall</title>'); // the SPA says 'Post not found'; nothing leaks

    const sitemap = (await visitor().get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://localhost:3000/blog/${published.slug}</loc>`);
    expect(sitemap).not.toContain(draft.slug);
    const rss = await visitor().get('/rss.xml');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title>Findable &lt;post&gt;</title>');
    expect(rss.body).not.toContain(draft.slug);
    expect((await visitor().get('/robots.txt')).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  // Issue #16, item 11: `$&`, `$\`` and `$'` in a replacement string are patterns of
  // String.replace, so a title or description rewrote the server-rendered head.
  it('puts a title and description with $ patterns in the head as the text they are', async () => {
    const { c } = await admin();
    for (const text of ['Win $& more', 'Prices in $` and $\'', 'Group $1 and $<name> $$']) {
      const published = await post(c, { title: text, seoTitle: text, seoDescription: text });
      const page = (await visitor().get(`/blog/${published.slug}`, { accept: 'text/html' })).body;
      const html = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;');
      expect(page).toContain(`<title>${html} — Rollcall</title>`);
      expect(page).toContain(`<meta name="description" content="${html}" />`);
      expect(page).toContain(`<meta property="og:title" content="${html}" />`);
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page.match(/<\/head>/g)).toHaveLength(1);
      expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    }
  });

  it('writes demo content once, and only on a database without content', async () => {
    // This database already has posts from the tests above: nothing is written.
    expect(await seedDemoContent(t.db)).toBe(false);
    await t.db.delete(blogPosts);
    await t.db.delete(blogCategories);
    await t.db.delete(extensions);
    expect(await seedDemoContent(t.db)).toBe(true);
    expect((await visitor().get('/api/blog/home')).json()).toMatchObject({ kind: 'featured', posts: [{ slug: 'welcome-to-rollcall' }, {}] });
    expect((await visitor().get('/api/extensions')).json().extensions.map((e: { title: string }) => e.title)).toEqual([ROLLCALL_EXTENSION.title]);
    await t.db.delete(blogPosts);
    expect(await seedDemoContent(t.db)).toBe(false); // deleting the demo sticks
  });
});
