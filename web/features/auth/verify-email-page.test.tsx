import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '../../../common/auth';
import { SUCCESS_REDIRECT_DELAY_MS } from './use-redirect-to-login';
import { paths } from '../../../common/paths';
import { AppProviders } from '../../app/app-providers';
import { AppRoutes } from '../../router';
import { memoryRouter, renderApp } from '../../test/render-app';
import { apiError, deferred, mockApi, ok, useFakeTimeouts } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { sessionQueryKey } from '../../api/session';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';

const verifyPath = `${paths.verifyEmail}?token=verify-token`;

afterEach(() => {
  vi.useRealTimers();
});

describe('verify email', () => {
  it('says the link is invalid without a token, and sends nothing', () => {
    const api = mockApi({});
    renderApp(paths.verifyEmail, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_SCREEN_TEXTS.verifyNoToken);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(api.calls('POST /api/verify-email')).toHaveLength(0);
  });

  it('shows that it is verifying while the request runs', () => {
    const later = deferred<MockReply>();
    mockApi({ 'POST /api/verify-email': () => later.promise });
    renderApp(verifyPath, { user: null });
    expect(screen.getByRole('status').textContent).toBe(AUTH_SCREEN_TEXTS.verifying);
  });

  it("shows the server's message, then goes to /login after 3000 ms", async () => {
    useFakeTimeouts();
    const api = mockApi({ 'POST /api/verify-email': ok({ success: true, message: 'Email verified successfully!' }) });
    const { router } = renderApp(verifyPath, { user: null });
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Email verified successfully!');
    expect(api.calls('POST /api/verify-email')[0]?.body).toEqual({ token: 'verify-token' });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');

    act(() => {
      vi.advanceTimersByTime(SUCCESS_REDIRECT_DELAY_MS - 1);
    });
    expect(router.state.location.pathname).toBe(paths.verifyEmail);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login);
    });
  });

  it("says 'Verification failed' when the server refuses the token", async () => {
    mockApi({ 'POST /api/verify-email': apiError(400, 'INVALID_TOKEN', 'Invalid or expired token') });
    renderApp(verifyPath, { user: null });
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXTS.verifyFailed);
  });

  it('offers a new link after an expired one: Resend verification email leads to login, which says what comes next (issue #18)', async () => {
    mockApi({ 'POST /api/verify-email': apiError(400, 'INVALID_TOKEN', 'Invalid or expired token') });
    const { router } = renderApp(verifyPath, { user: null });
    fireEvent.click(await screen.findByRole('link', { name: AUTH_SCREEN_TEXTS.resendButton }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login);
    });
    expect(screen.getByText(AUTH_SCREEN_TEXTS.resendHint)).toBeTruthy();
  });

  it('says an error occurred when the server cannot be reached', async () => {
    mockApi({
      'POST /api/verify-email': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp(verifyPath, { user: null });
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_SCREEN_TEXTS.verifyError);
  });

  it('says an error occurred on a server failure', async () => {
    mockApi({ 'POST /api/verify-email': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    renderApp(verifyPath, { user: null });
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_SCREEN_TEXTS.verifyError);
  });

  it('sends the token once, even under StrictMode', async () => {
    const api = mockApi({ 'POST /api/verify-email': ok({ success: true, message: 'Email verified successfully!' }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(sessionQueryKey, { user: null });
    const { history } = memoryRouter(verifyPath);
    render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Email verified successfully!');
    expect(api.calls('POST /api/verify-email')).toHaveLength(1);
  });
});
