import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderApp } from '../../test/render-app';

const signedInPaths = [paths.lists, paths.members, paths.profile, paths.subscription, paths.ltd];
const adminPaths = [paths.dashboard, paths.dashboardBlog, paths.dashboardUsers, paths.dashboardTiers];

describe('signed-in routes', () => {
  it.each(signedInPaths)('send a visitor from %s to /login', async (path) => {
    const { router } = renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    // replace, not push: Back must not return to the page that bounced the visitor
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    [paths.lists, 'Lists'],
    [paths.members, 'Members'],
    [paths.profile, 'Profile'],
    [paths.subscription, 'Subscription Plans'],
    [paths.ltd, 'Limited Time Deals'],
  ])('show %s to a signed-in user', (path, heading) => {
    const { router } = renderApp(path, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('show a loading state, never the page, while the session is unknown', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderApp(paths.lists);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('heading', { name: 'Lists' })).toBeNull();
  });

  it('decide once GET /api/session answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ user: makeUser({ username: 'dora' }) }))),
    );
    renderApp(paths.members);
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Account menu/ }).textContent).toContain('dora');
  });
});

describe('admin routes', () => {
  it.each(adminPaths)('send a visitor from %s to /login', async (path) => {
    const { router } = renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it.each(adminPaths)('send a non-admin user from %s to /', async (path) => {
    const { router } = renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it.each([
    [paths.dashboard, 'Dashboard'],
    [paths.dashboardBlog, 'Blog Management'],
    [paths.dashboardUsers, 'Users Management'],
    [paths.dashboardTiers, 'Tiers Management'],
  ])('show %s to an admin', async (path, heading) => {
    renderApp(path, { user: makeUser({ role: 'admin' }) });
    // Some admin pages are loaded on demand (their code is not in everyone's bundle).
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('show a loading state while the session is unknown', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderApp(paths.dashboard);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});

describe('/login', () => {
  it('shows the login screen to a visitor', () => {
    renderApp(paths.login, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('sends a signed-in admin to /dashboard', async () => {
    const { router } = renderApp(paths.login, { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
  });

  it('sends a signed-in user to /', async () => {
    const { router } = renderApp(paths.login, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home);
  });
});
