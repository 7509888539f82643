import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '../../../common/auth';
import { SUCCESS_REDIRECT_DELAY_MS } from './use-redirect-to-login';
import { paths } from '../../../common/paths.plain';
import { renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok, useFakeTimeouts } from '../../test/mock-api';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

const resetPath = `${paths.resetPassword}?token=reset-token`;

afterEach(() => {
  vi.useRealTimers();
});

/** /reset-password at `url`, and the login page it leads to. */
function openReset(url: string) {
  return renderRoute(url, <ResetPasswordPage />, { user: null, routes: [{ path: paths.login, element: <LoginPage /> }] });
}

function fillIn(newPassword: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
}

function submitButton() {
  return screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;
}

describe('reset password', () => {
  it('sends a visitor without a token to /login', async () => {
    const { router } = openReset(paths.resetPassword);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows two new-password fields', () => {
    mockApi({});
    openReset(resetPath);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    for (const label of [/^New password/, /^Confirm new password/]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
  });

  it("says 'Passwords do not match' and sends nothing when they differ", () => {
    const api = mockApi({});
    openReset(resetPath);
    fillIn('long-enough-password', 'long-enough-passw0rd');
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe(SHARED_TEXTS.passwordsDoNotMatch);
    expect(api.calls('POST /api/reset-password')).toHaveLength(0);
  });

  it('checks the password rules before sending anything', () => {
    const api = mockApi({});
    openReset(resetPath);
    fillIn('short', 'short');
    fireEvent.click(submitButton());
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/reset-password')).toHaveLength(0);
  });

  it('says it worked, keeps the submit disabled, and goes to /login after 3000 ms', async () => {
    useFakeTimeouts();
    const api = mockApi({ 'POST /api/reset-password': ok({ success: true, message: 'Password reset' }) });
    const { router } = openReset(resetPath);
    fillIn('long-enough-password', 'long-enough-password');
    fireEvent.click(submitButton());

    expect((await screen.findByRole('status')).textContent).toBe(AUTH_TEXTS.resetSuccess);
    expect(api.calls('POST /api/reset-password')[0]?.body).toEqual({ token: 'reset-token', newPassword: 'long-enough-password' });
    expect(submitButton().disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(SUCCESS_REDIRECT_DELAY_MS - 1);
    });
    expect(router.state.location.pathname).toBe(paths.resetPassword);
    expect(submitButton().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login);
    });
  });

  it('does not redirect after leaving the page', async () => {
    useFakeTimeouts();
    mockApi({ 'POST /api/reset-password': ok({ success: true, message: 'Password reset' }) });
    const { router } = openReset(resetPath);
    fillIn('long-enough-password', 'long-enough-password');
    fireEvent.click(submitButton());
    await screen.findByRole('status');
    await act(() => router.navigate(paths.blog));
    act(() => {
      vi.advanceTimersByTime(SUCCESS_REDIRECT_DELAY_MS);
    });
    expect(router.state.location.pathname).toBe(paths.blog);
  });

  it("shows the server's message for an invalid token", async () => {
    mockApi({ 'POST /api/reset-password': apiError(400, 'INVALID_TOKEN', AUTH_TEXTS.invalidResetToken) });
    openReset(resetPath);
    fillIn('long-enough-password', 'long-enough-password');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_TEXTS.invalidResetToken);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(submitButton().disabled).toBe(false);
  });

  it("shows 'Error resetting password' for other failures", async () => {
    mockApi({ 'POST /api/reset-password': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    openReset(resetPath);
    fillIn('long-enough-password', 'long-enough-password');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_SCREEN_TEXTS.resetError);
  });
});
