import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderApp } from '../../test/render-app';
import { mockApi, ok } from '../../test/mock-api';
import { loginPathFor, safeNextPath } from './next-path';

// Issue #18 item 3: a deep link survives login, and only a path of this site is ever followed.

function signIn() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'alice@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

function where(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('deep links', () => {
  it('bring a visitor from /members?search=ada to login, and back there after signing in', async () => {
    mockApi({ 'POST /api/auth/login': ok({ user: makeUser() }), 'GET /api/members': ok({ members: [], total: 0, nextCursor: null }) });
    const { router } = renderApp('/members?search=ada', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(where(router)).toBe('/login?next=%2Fmembers%3Fsearch%3Dada');
    signIn();
    await waitFor(() => {
      expect(where(router)).toBe('/members?search=ada');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
  });

  it('bring an admin back to the admin page asked for', async () => {
    mockApi({ 'POST /api/auth/login': ok({ user: makeUser({ role: 'admin' }) }) });
    const { router } = renderApp(paths.dashboardTiers, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    signIn();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.dashboardTiers);
    });
  });

  it('leave a bare login where the spec says: a user on /', async () => {
    mockApi({ 'POST /api/auth/login': ok({ user: makeUser() }) });
    const { router } = renderApp(paths.login, { user: null });
    signIn();
    await waitFor(() => {
      expect(where(router)).toBe(paths.home);
    });
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil.example', '/\tx'])(
    'ignore next=%s and land on the spec page instead',
    async (next) => {
      mockApi({ 'POST /api/auth/login': ok({ user: makeUser() }) });
      const { router } = renderApp(`/login?${new URLSearchParams({ next }).toString()}`, { user: null });
      signIn();
      await waitFor(() => {
        expect(router.state.location.pathname).not.toBe(paths.login);
      });
      // '/%2F%2Fevil.example' is a path of this site (a page not found), never another host.
      expect(router.state.location.pathname).toBe(next === '/%2F%2Fevil.example' ? '/%2F%2Fevil.example' : paths.home);
    },
  );

  it('send a signed-in user who opens /login?next=… straight there', async () => {
    const { router } = renderApp('/login?next=%2Fprofile', { user: makeUser() });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.profile);
    });
  });
});

// Login's one test that needs another feature's page, so the route table: the dashboard, behind its guard.
describe('login', () => {
  it('sends an admin to /dashboard', async () => {
    mockApi({ 'POST /api/auth/login': ok({ user: makeUser({ role: 'admin' }) }) });
    const { router } = renderApp(paths.login, { user: null });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
  });
});

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/members?search=ada#top')).toBe('/members?search=ada#top');
    expect(safeNextPath('/lists')).toBe('/lists');
  });

  it('refuses anything that could leave the site, and login itself', () => {
    for (const raw of [null, '', 'lists', '//evil.example', '/\\evil.example', '\\\\evil', 'https://evil.example', 'javascript:alert(1)', '/\nx', '/login', '/login?next=/x'])
      expect(safeNextPath(raw)).toBeNull();
  });

  it('is written by the guard only for a page other than / and /login', () => {
    expect(loginPathFor({ pathname: '/lists', search: '?a=1', hash: '' })).toBe('/login?next=%2Flists%3Fa%3D1');
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });
});

describe('a session that cannot be read (issue #18)', () => {
  it('is not shown as signed out: the page says so and Try again asks again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
        if (path === '/api/session') {
          return Promise.resolve(
            fail ? Response.json({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }, { status: 500 }) : Response.json({ user: makeUser() }),
          );
        }
        return Promise.resolve(Response.json({ members: [], total: 0, nextCursor: null }));
      }),
    );
    const { router } = renderApp(paths.members);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not check who is signed in: Internal error');
    expect(router.state.location.pathname).toBe(paths.members);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
  });
});
