import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { makeCategory, makePostSummary, makePostsPage } from './test-fixtures';
import { BlogPage } from './blog-page';

const giveaway = makePostSummary();
const moderators = makePostSummary({
  id: 2,
  title: 'Lists for moderators',
  slug: 'lists-for-moderators',
  excerpt: null,
  featuredImage: null,
  publishDate: null,
  category: { name: 'News', slug: 'news' },
});
const shootTips = makePostSummary({ id: 3, title: 'Shoot tips', slug: 'shoot-tips', category: { name: 'News', slug: 'news' } });
const categories = [
  makeCategory(),
  makeCategory({ id: 2, name: 'News', slug: 'news', position: 1 }),
  makeCategory({ id: 3, name: 'Releases', slug: 'releases', parentId: 2, position: 2 }),
];

function renderBlog(routes: Record<string, MockReply>, path = '/blog') {
  const api = mockApi({
    'GET /api/blog/categories': ok({ categories }),
    'GET /api/blog/posts?page=1': ok(makePostsPage([giveaway, moderators])),
    ...routes,
  });
  const rendered = renderRoute(path, <BlogPage />, { user: null });
  return { ...api, ...rendered };
}

function cardTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('blog page', () => {
  it('lists the published posts as cards with image, title, excerpt, date and category', async () => {
    renderBlog({});
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Run a fair giveaway on X' });
    expect(cardTitles()).toEqual(['Run a fair giveaway on X', 'Lists for moderators']);

    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByRole('link', { name: 'Run a fair giveaway on X' }).getAttribute('href')).toBe('/blog/fair-giveaway');
    expect(first.getByText('Draw winners from your community lists in seconds.')).toBeTruthy();
    expect(first.getByText('Published: Mar 5, 2025')).toBeTruthy();
    expect(first.getByText('Guides')).toBeTruthy();
    expect(screen.getAllByRole('article')[0]!.querySelector('img')?.getAttribute('src')).toBe('https://images.example.com/giveaway.jpg');

    const second = within(screen.getAllByRole('article')[1]!);
    expect(second.getByText('Not published')).toBeTruthy();
    expect(second.getByText('News')).toBeTruthy();
    expect(screen.getByText('2 posts')).toBeTruthy();
    expect(document.title).toBe('Blog · Rollcall');
  });

  it('lays the cards out in two columns', async () => {
    renderBlog({});
    await screen.findByRole('link', { name: 'Run a fair giveaway on X' });
    expect(screen.getAllByRole('list').some((list) => list.className.includes('md:grid-cols-2'))).toBe(true);
  });

  it("offers 'All Categories' first, then the categories with sub-categories under their parent", async () => {
    renderBlog({});
    const select = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => {
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Categories', 'Guides', 'News', '— Releases']);
    });
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('searches once the typing stops, not on every keystroke', async () => {
    const { calls } = renderBlog({ 'GET /api/blog/posts?search=shoot&page=1': ok(makePostsPage([shootTips])) });
    await screen.findByRole('link', { name: 'Run a fair giveaway on X' });
    const box = screen.getByRole('searchbox', { name: 'Search posts...' });
    for (const text of ['s', 'sh', 'sho', 'shoo', 'shoot']) fireEvent.change(box, { target: { value: text } });
    expect(await screen.findByRole('link', { name: 'Shoot tips' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Shoot tips']);
    expect(calls('GET /api/blog/posts?search=shoot&page=1')).toHaveLength(1);
    expect(calls('GET /api/blog/posts?search=s&page=1')).toHaveLength(0);
  });

  it('filters by category, together with the search', async () => {
    const { calls, router } = renderBlog({
      'GET /api/blog/posts?category=news&page=1': ok(makePostsPage([moderators, shootTips])),
      'GET /api/blog/posts?search=shoot&category=news&page=1': ok(makePostsPage([shootTips])),
    });
    await screen.findByRole('link', { name: 'Run a fair giveaway on X' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'News' });
    fireEvent.change(select, { target: { value: 'news' } });
    await screen.findByRole('link', { name: 'Shoot tips' });
    expect(cardTitles()).toEqual(['Lists for moderators', 'Shoot tips']);
    expect(router.state.location.search).toBe('?category=news');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts...' }), { target: { value: 'shoot' } });
    await waitFor(() => {
      expect(cardTitles()).toEqual(['Shoot tips']);
    });
    expect(calls('GET /api/blog/posts?search=shoot&category=news&page=1')).toHaveLength(1);
  });

  it('pages through the posts, keeping the filters', async () => {
    const secondPage = [makePostSummary({ id: 11, title: 'Older post', slug: 'older-post' })];
    const { calls } = renderBlog({
      'GET /api/blog/posts?category=news&page=1': ok(makePostsPage([giveaway, moderators], { total: 11 })),
      'GET /api/blog/posts?category=news&page=2': ok(makePostsPage(secondPage, { total: 11, page: 2 })),
    }, '/blog?category=news');
    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();

    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Older post' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Blog pages' })).getByText('Page 2 of 2')).toBeTruthy();
    expect(calls('GET /api/blog/posts?category=news&page=2')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/blog?category=news');
  });

  it('shows no pagination when one page holds every post', async () => {
    renderBlog({});
    await screen.findByRole('link', { name: 'Run a fair giveaway on X' });
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it("says 'Failed to fetch posts: {reason}' when the posts cannot be read", async () => {
    renderBlog({ 'GET /api/blog/posts?page=1': apiError(503, 'DATABASE_UNAVAILABLE', 'The database is not available right now') });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch posts: The database is not available right now');
  });

  it('says so when nothing matches, and clears the search and category in one click', async () => {
    renderBlog({ 'GET /api/blog/posts?search=zebra&page=1': ok(makePostsPage([])) }, '/blog?search=zebra');
    expect(await screen.findByText('No posts match your search.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search posts...' }) as HTMLInputElement).value).toBe('zebra');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and category' }));
    expect(await screen.findByRole('link', { name: 'Run a fair giveaway on X' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search posts...' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps the search box in step with Back and Forward', async () => {
    const { router } = renderBlog({ 'GET /api/blog/posts?search=shoot&page=1': ok(makePostsPage([shootTips])) }, '/blog?search=shoot');
    await screen.findByRole('link', { name: 'Shoot tips' });
    const box = () => screen.getByRole('searchbox', { name: 'Search posts...' }) as HTMLInputElement;
    expect(box().value).toBe('shoot');
    await act(() => router.navigate('/blog'));
    await screen.findByRole('link', { name: 'Run a fair giveaway on X' });
    expect(box().value).toBe('');
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Shoot tips' });
    expect(box().value).toBe('shoot');
  });

  it('says when there are no posts at all', async () => {
    renderBlog({ 'GET /api/blog/posts?page=1': ok(makePostsPage([])) });
    expect(await screen.findByText('No posts yet. Check back soon.')).toBeTruthy();
  });
});
