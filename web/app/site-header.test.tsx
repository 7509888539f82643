import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../common/session';
import { paths } from '../../common/paths.plain';
import { makeUser, renderRoute } from '../test/render-route';
import { ListsPage } from './pages/lists/lists-page';
import { ProfilePage } from './pages/profile-page';

/**
 * The app's layout (header, footer) at `url`: a stand-in page at /, and the pages the header's
 * links lead to in these tests; any other path shows a placeholder.
 */
function renderLayout(url: string, { user }: { user?: SessionUser | null } = {}) {
  return renderRoute(url, <p>The home page</p>, {
    path: paths.home,
    user,
    layout: 'app',
    routes: [
      { path: paths.lists, element: <ListsPage /> },
      { path: paths.profile, element: <ProfilePage /> },
    ],
  });
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function mainLinkNames(): string[] {
  return mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function openAccountMenu() {
  fireEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
  return screen.getByRole('menu');
}

function menuItemNames(): string[] {
  return within(openAccountMenu())
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('header links', () => {
  it('shows a visitor Blog and Login only, and no account menu', () => {
    renderLayout('/', { user: null });
    expect(mainLinkNames()).toEqual(['Blog', 'Login']);
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Rollcall' }).getAttribute('href')).toBe('/');
  });

  it('shows a user Blog, Lists, Members and Subscriptions, but no Dashboard, LTD or Login', () => {
    renderLayout('/', { user: makeUser() });
    expect(mainLinkNames()).toEqual(['Blog', 'Lists', 'Members', 'Giveaways', 'Subscriptions']);
    expect(mainNav().getByRole('link', { name: 'Subscriptions' }).getAttribute('href')).toBe('/subscription');
  });

  it('shows an admin the Dashboard link first', () => {
    renderLayout('/', { user: makeUser({ role: 'admin' }) });
    expect(mainLinkNames()).toEqual(['Dashboard', 'Blog', 'Lists', 'Members', 'Giveaways', 'Subscriptions']);
    expect(mainNav().getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows LTD to a user with an active LTD plan and no subscription type', () => {
    renderLayout('/', { user: makeUser({ hasActiveLTDPlan: true, subscriptionType: null }) });
    expect(mainLinkNames()).toEqual(['Blog', 'Lists', 'Members', 'Giveaways', 'Subscriptions', 'LTD']);
    expect(mainNav().getByRole('link', { name: 'LTD' }).getAttribute('href')).toBe('/ltd');
  });

  it('hides LTD from a subscriber even with an active LTD plan', () => {
    renderLayout('/', { user: makeUser({ hasActiveLTDPlan: true, subscriptionType: 'subscription' }) });
    expect(mainLinkNames()).toEqual(['Blog', 'Lists', 'Members', 'Giveaways', 'Subscriptions']);
  });

  it('hides Subscriptions and LTD from an ltd user, who gets the LTD badge', () => {
    renderLayout('/', { user: makeUser({ subscriptionType: 'ltd', hasActiveLTDPlan: true }) });
    expect(mainLinkNames()).toEqual(['Blog', 'Lists', 'Members', 'Giveaways']);
    const button = screen.getByRole('button', { name: /^Account menu/ });
    expect(within(button).getByText('LTD')).toBeTruthy();
    expect(menuItemNames()).toEqual(['Profile', 'Browser extension', 'Logout']);
  });

  it('shows no LTD badge to a user without the ltd subscription type', () => {
    renderLayout('/', { user: makeUser({ subscriptionType: 'subscription' }) });
    expect(within(screen.getByRole('button', { name: /^Account menu/ })).queryByText('LTD')).toBeNull();
  });

  it('shows only the links everyone sees while the session is loading', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderLayout('/');
    expect(mainLinkNames()).toEqual(['Blog']);
    expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
  });

  it('marks the link of the current page as active', () => {
    renderLayout('/blog', { user: null });
    expect(mainNav().getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'Login' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('account menu', () => {
  it('shows the username on its button', () => {
    renderLayout('/', { user: makeUser({ username: 'carol' }) });
    expect(screen.getByRole('button', { name: /^Account menu/ }).textContent).toContain('carol');
  });

  it("falls back to 'User' when the username is empty", () => {
    renderLayout('/', { user: makeUser({ username: '' }) });
    expect(screen.getByRole('button', { name: /^Account menu/ }).textContent).toContain('User');
  });

  it('holds Profile, Subscription, Browser extension and Logout for a user', () => {
    renderLayout('/', { user: makeUser() });
    expect(menuItemNames()).toEqual(['Profile', 'Subscription', 'Browser extension', 'Logout']);
    // Issue #38: the extension's zip, how to install it and 'Connect the extension'.
    expect(screen.getByRole('menuitem', { name: 'Browser extension' }).getAttribute('href')).toBe(paths.extension);
  });

  it('holds Dashboard too for an admin', () => {
    renderLayout('/', { user: makeUser({ role: 'admin' }) });
    expect(menuItemNames()).toEqual(['Profile', 'Subscription', 'Dashboard', 'Browser extension', 'Logout']);
  });

  it('opens with its button, exposes its state and focuses the first item', () => {
    renderLayout('/', { user: makeUser() });
    const button = screen.getByRole('button', { name: /^Account menu/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
  });

  it('moves between items with the arrow keys', () => {
    renderLayout('/', { user: makeUser() });
    const menu = openAccountMenu();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Subscription' }));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
  });

  it('closes on an outside click', () => {
    renderLayout('/', { user: makeUser() });
    openAccountMenu();
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: /^Account menu/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open on a click inside it', () => {
    renderLayout('/', { user: makeUser() });
    const menu = openAccountMenu();
    fireEvent.pointerDown(menu);
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderLayout('/', { user: makeUser() });
    openAccountMenu();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Account menu/ }));
  });

  it('closes when a link is chosen, and goes there', async () => {
    const { router } = renderLayout('/', { user: makeUser() });
    openAccountMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out: calls the server, forgets the user and goes home', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const { router, queryClient } = renderLayout('/lists', { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Lists' })).toBeTruthy();

    openAccountMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(['session'])).toEqual({ user: null });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('logs out on screen even when the server call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('boom', { status: 500 }))));
    const { router } = renderLayout('/profile', { user: makeUser() });
    openAccountMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('mobile menu', () => {
  it('toggles the main links and closes on Escape', () => {
    renderLayout('/', { user: null });
    const toggle = screen.getByRole('button', { name: 'Main menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.className).toContain('hidden');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.className).not.toMatch(/(^| )hidden( |$)/);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('footer', () => {
  it('links to the legal and contact pages and shows the current year', () => {
    renderLayout('/', { user: null });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(footer.getByText(`© ${String(new Date().getFullYear())} Rollcall. All rights reserved.`)).toBeTruthy();
  });
});
