import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../common/session';
import { makeUser, renderRoute, type RenderRouteOptions } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { makePostSummary } from '../../features/blog/test-fixtures';
import { makeExtension } from '../../features/extensions/test-fixtures';
import { HomePage } from './home-page';

const giveaway = makePostSummary();
const draft = makePostSummary({
  id: 2,
  title: 'Lists for moderators',
  slug: 'lists-for-moderators',
  excerpt: 'Keep your moderators one click away.',
  featuredImage: null,
  publishDate: null,
});
const freeExtension = makeExtension();
const premiumExtension = makeExtension({ id: 2, title: 'Shoot Pro', isFree: false });

function renderHome({ user = null, posts = ok({ kind: 'featured', posts: [giveaway, draft] }), layout }: { user?: SessionUser | null; posts?: MockReply; layout?: RenderRouteOptions['layout'] } = {}) {
  const api = mockApi({
    'GET /api/blog/home': posts,
    'GET /api/extensions': ok({ extensions: [freeExtension, premiumExtension] }),
  });
  renderRoute('/', <HomePage />, { user, layout });
  return api;
}

describe('home page', () => {
  it('presents Rollcall: the headline and the three features', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/teams and communities on X/);
    for (const title of ['Team Management', 'Chrome Extension', 'License Tiers']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it("points 'Get Started' to /login for a visitor", () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
  });

  it("points 'Get Started' to /lists for a signed-in user", () => {
    renderHome({ user: makeUser() });
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/lists');
  });

  it("shows 'Featured Posts' with two cards that link to the posts", async () => {
    renderHome();
    await screen.findByRole('heading', { level: 2, name: 'Featured Posts' });
    const region = screen.getByRole('region', { name: 'Featured Posts' });
    const section = within(region);
    const links = section.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Posts', '/blog'],
      ['Run a fair giveaway on X', '/blog/fair-giveaway'],
      ['Lists for moderators', '/blog/lists-for-moderators'],
    ]);
    expect(section.getByText('Draw winners from your community lists in seconds.')).toBeTruthy();
    expect(section.getByText('Published: Mar 5, 2025')).toBeTruthy();
    expect(section.getByText('Not published')).toBeTruthy();
    // The featured image is decorative beside its title (alt=""); the post without one gets none.
    const images = [...region.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([['https://images.example.com/giveaway.jpg', '']]);
  });

  it("titles the latest posts 'Recent Posts' when fewer than two are featured", async () => {
    renderHome({ posts: ok({ kind: 'recent', posts: [giveaway] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent Posts' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Featured Posts' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Run a fair giveaway on X' })).toBeTruthy();
  });

  it("says 'Failed to fetch posts: {reason}' when the posts cannot be read", async () => {
    renderHome({ posts: apiError(503, 'DATABASE_UNAVAILABLE', 'The database is not available right now') });
    expect(await screen.findByText('Failed to fetch posts: The database is not available right now')).toBeTruthy();
  });

  it("lists the free browser extensions only under 'Free Browser Extensions'", async () => {
    renderHome({ user: makeUser({ subscriptionType: 'subscription' }) });
    const section = within(screen.getByRole('region', { name: 'Free Browser Extensions' }));
    expect(await section.findByRole('article', { name: 'Rollcall Helper' })).toBeTruthy();
    expect(section.queryByRole('article', { name: 'Shoot Pro' })).toBeNull();
  });

  it('invites a visitor to the premium extensions, to /pricing', async () => {
    renderHome();
    const promo = within(await screen.findByRole('region', { name: 'Want Access to Premium Extensions?' }));
    expect(promo.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('invites a signed-in user without a plan too', () => {
    renderHome({ user: makeUser({ subscriptionType: null }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Want Access to Premium Extensions?' })).toBeTruthy();
  });

  it.each(['subscription', 'ltd'] as const)('does not show the promo to a user whose subscriptionType is %s', (subscriptionType) => {
    renderHome({ user: makeUser({ subscriptionType }) });
    expect(screen.queryByRole('heading', { name: 'Want Access to Premium Extensions?' })).toBeNull();
  });

  it('has one h1', () => {
    // On the whole screen: the header and footer hold none.
    renderHome({ layout: 'app' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
