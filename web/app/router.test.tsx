import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { paths } from '../../common/paths';
import { makeUser, renderApp } from '../test/render-app';
import { RouteErrorPage } from './route-error-page';

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
  const failingRoutes: RouteObject[] = [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      loader: () => {
        throw new Error('Database on fire');
      },
      element: <p>never shown</p>,
      hydrateFallbackElement: <p>Starting</p>,
    },
  ];

  it("shows 'Unexpected Application Error' with the message and a link home", async () => {
    renderApp('/', { user: null, routes: failingRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Database on fire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('never shown')).toBeNull();
  });
});
