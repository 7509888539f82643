import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { makePost } from './test-fixtures';
import { BLOG_PAGE_TEXTS } from './blog-texts';
import { BlogPostPage } from './blog-post-page';

function renderPost(reply: MockReply, slug = 'fair-giveaway') {
  const api = mockApi({ [`GET /api/blog/posts/${slug}`]: reply });
  renderRoute(`/blog/${slug}`, <BlogPostPage />, { path: '/blog/:slug', user: null });
  return api;
}

describe('blog post page', () => {
  it('shows the title, date, featured image, content, tags and Back to Blog', async () => {
    renderPost(ok(makePost()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run a fair giveaway on X' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByText('Published: Mar 5, 2025')).toBeTruthy();
    expect(within(article).getByText('By admin_ada')).toBeTruthy();
    const [featured, inline] = [...article.querySelectorAll('img')];
    expect(featured?.getAttribute('src')).toBe('https://images.example.com/giveaway.jpg');
    // The post's own HTML, with its heading, link and image.
    expect(within(article).getByText('First paragraph.')).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Pick your lists' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'draw' }).getAttribute('href')).toBe('https://x.com');
    expect(inline?.getAttribute('alt')).toBe('A draw');
    expect(inline?.getAttribute('loading')).toBe('lazy');
    // Tags.
    const tags = within(article).getByRole('heading', { level: 2, name: 'Tags' }).nextElementSibling as HTMLElement;
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Giveaways', 'Communities']);
    // Category links back to the blog, filtered.
    expect(within(article).getByRole('link', { name: 'Category: Guides' }).getAttribute('href')).toBe('/blog?category=guides');
    for (const link of screen.getAllByRole('link', { name: 'Back to Blog' })) expect(link.getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Run a fair giveaway on X · Rollcall');
  });

  it("shows an admin's preview of a post the blog does not show with a 'Preview' banner saying why (issue #18)", async () => {
    renderPost(ok(makePost({ preview: 'scheduled' })));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(`${BLOG_PAGE_TEXTS.previewTitle} ${BLOG_PAGE_TEXTS.preview.scheduled}`);
  });

  it('shows no banner for a post on the blog', async () => {
    renderPost(ok(makePost()));
    await screen.findByRole('heading', { level: 1, name: makePost().title });
    expect(screen.queryByText(BLOG_PAGE_TEXTS.previewTitle)).toBeNull();
  });

  it('uses the SEO title for the tab when there is one', async () => {
    renderPost(ok(makePost({ seoTitle: 'Fair giveaways on X, step by step' })));
    await screen.findByRole('heading', { level: 1, name: 'Run a fair giveaway on X' });
    expect(document.title).toBe('Fair giveaways on X, step by step · Rollcall');
  });

  it("says 'Not published' for a post without a date, and shows no image or tags it does not have", async () => {
    renderPost(ok(makePost({ publishDate: null, featuredImage: null, tags: [], content: '<p>Short.</p>' })));
    await screen.findByRole('heading', { level: 1, name: 'Run a fair giveaway on X' });
    expect(screen.getByText('Not published')).toBeTruthy();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tags' })).toBeNull();
  });

  it("shows 'Post not found' for a post that is missing or not public", async () => {
    renderPost(apiError(404, 'NOT_FOUND', 'Post not found'), 'nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Post not found · Rollcall');
  });

  it("shows 'Failed to fetch post: {reason}' for any other failure", async () => {
    renderPost(apiError(503, 'DATABASE_UNAVAILABLE', 'The database is not available right now'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch post: The database is not available right now');
    expect(screen.getAllByRole('link', { name: 'Back to Blog' }).length).toBeGreaterThan(0);
  });
});
