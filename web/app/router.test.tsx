import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { paths } from '../../common/paths.plain';
import { makeUser, renderApp } from '../test/render-app';
import { mockApi } from '../test/mock-api';
import { routes } from '../router';

describe('route table', () => {
  it.each([
    [paths.registrationClosed, 'Registration is Currently Closed'],
    [paths.forgotPassword, 'Forgot Password'],
    [`${paths.resetPassword}?token=abc`, 'Reset Password'],
    [`${paths.verifyEmail}?token=abc`, 'Verify Email'],
    [paths.privacyPolicy, 'Privacy Policy'],
    [paths.termsOfService, 'Terms of Service'],
    [paths.contact, 'Contact'],
    [paths.blog, 'Blog'],
  ])('shows %s to a visitor', (path, heading) => {
    renderApp(path, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the OOPS page for any other path, with a way home', () => {
    renderApp('/no/such/page', { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'OOPS' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for got lost in space.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Head back to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('shows the OOPS page for an unknown dashboard path to an admin', () => {
    renderApp('/dashboard/nope', { user: makeUser({ role: 'admin' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'OOPS' })).toBeTruthy();
  });

  it('sends /reset-password without a token to /login', async () => {
    const { router } = renderApp(paths.resetPassword, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('links the registration-closed notice back to login', () => {
    renderApp(paths.registrationClosed, { user: null });
    expect(screen.getByText('We are not accepting new registrations at the moment. Please check back later.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });
});

describe('home page', () => {
  it('presents the three features', () => {
    renderApp('/', { user: null });
    for (const title of ['Team Management', 'Chrome Extension', 'License Tiers']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it("points 'Get Started' to /login for a visitor and to /lists for a user", () => {
    renderApp('/', { user: null });
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
  });

  it("points 'Get Started' to /lists for a signed-in user", () => {
    renderApp('/', { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/lists');
  });
});

describe('router failure', () => {
  function Broken(): never {
    throw new Error('Database on fire');
  }
  const failingRoutes: RouteObject[] = [{ path: '/', element: <Broken /> }];

  it("shows 'Unexpected Application Error' with the message and a link home", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    renderApp('/', { user: null, routes: failingRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Database on fire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('shows the error inside the layout when a page breaks, and leaves it behind on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const layout = routes[0]!;
    const table: RouteObject[] = [{ path: layout.path, element: layout.element, children: [...(layout.children ?? []), { path: '/broken', element: <Broken /> }] }];
    const { router } = renderApp('/broken', { user: null, routes: table });
    expect(await screen.findByText('Database on fire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blog' })).toBeTruthy(); // the header is still there
    await act(() => router.navigate(paths.contact));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.queryByText('Database on fire')).toBeNull();
  });
});

describe('every route of the table', () => {
  // The page tests render their page alone (web/test/render-route.tsx): this is where each path of
  // the table is shown to prove it leads to a page whose code loads (a lazy page's import, the
  // component it names) and renders, not the error page or the OOPS page.
  function leafPaths(table: RouteObject[], parent = ''): string[] {
    return table.flatMap((route) => {
      const path = route.index ? parent : (route.path ?? parent);
      if (route.children) return leafPaths(route.children, path);
      return path === '*' ? [] : [path.replace(/:[a-z]+/gi, 'sample')];
    });
  }
  const everyPath = leafPaths(routes);

  it('reaches the pages behind the guards and those with a parameter', () => {
    expect(everyPath).toEqual(expect.arrayContaining([paths.home, paths.login, paths.trash, paths.team, paths.dashboard, paths.dashboardAudit, '/blog/sample', '/draws/sample']));
  });

  it.each(everyPath)('shows a page at %s', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // what a page logs of the unanswered API
    mockApi({});
    renderApp(path, { user: makeUser({ role: 'admin' }) });
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'OOPS' })).toBeNull();
  });
});
