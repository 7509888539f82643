import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '../../../common/auth';
import { SUCCESS_REDIRECT_DELAY_MS } from './use-redirect-to-login';
import { paths } from '../../../common/paths.plain';
import { renderRoute, type RenderRouteOptions } from '../../test/render-route';
import { apiError, deferred, mockApi, ok, useFakeTimeouts } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';
import { LoginPage } from './login-page';
import { VerifyEmailPage } from './verify-email-page';

const verifyPath = `${paths.verifyEmail}?token=verify-token`;

/** /verify-email at `url`, and the login page it leads to. */
function openVerify(url: string, options: RenderRouteOptions = {}) {
  return renderRoute(url, <VerifyEmailPage />, { user: null, routes: [{ path: paths.login, element: <LoginPage /> }], ...options });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('verify email', () => {
  it('says the link is invalid without a token, and sends nothing', () => {
    const api = mockApi({});
    openVerify(paths.verifyEmail);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_SCREEN_TEXTS.verifyNoToken);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(api.calls('POST /api/verify-email')).toHaveLength(0);
  });

  it('shows that it is verifying while the request runs', () => {
    const later = deferred<MockReply>();
    mockApi({ 'POST /api/verify-email': () => later.promise });
    openVerify(verifyPath);
    expect(screen.getByRole('status').textContent).toBe(AUTH_SCREEN_TEXTS.verifying);
  });

  it("shows the server's message, then goes to /login after 3000 ms", async () => {
    useFakeTimeouts();
    const api = mockApi({ 'POST /api/verify-email': ok({ success: true, message: 'Email verified successfully!' }) });
    const { router } = openVerify(verifyPath);
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
    openVerify(verifyPath);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXTS.verifyFailed);
  });

  it('offers a new link after an expired one: Resend verification email leads to login, which says what comes next (issue #18)', async () => {
    mockApi({ 'POST /api/verify-email': apiError(400, 'INVALID_TOKEN', 'Invalid or expired token') });
    const { router } = openVerify(verifyPath);
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
    openVerify(verifyPath);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_SCREEN_TEXTS.verifyError);
  });

  it('says an error occurred on a server failure', async () => {
    mockApi({ 'POST /api/verify-email': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    openVerify(verifyPath);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_SCREEN_TEXTS.verifyError);
  });

  it('sends the token once, even under StrictMode', async () => {
    const api = mockApi({ 'POST /api/verify-email': ok({ success: true, message: 'Email verified successfully!' }) });
    openVerify(verifyPath, { strict: true });
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Email verified successfully!');
    expect(api.calls('POST /api/verify-email')).toHaveLength(1);
  });
});
