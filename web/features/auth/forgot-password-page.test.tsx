import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../../common/auth';
import { paths } from '../../../common/paths.plain';
import { renderRoute } from '../../test/render-route';
import { ForgotPasswordPage } from './forgot-password-page';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';

function requestLink(email: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  it('links back to login', () => {
    renderRoute(paths.forgotPassword, <ForgotPasswordPage />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends the reset request and says to check the inbox', async () => {
    const later = deferred<MockReply>();
    const api = mockApi({ 'POST /api/request-password-reset': () => later.promise });
    renderRoute(paths.forgotPassword, <ForgotPasswordPage />, { user: null });
    requestLink('Alice@Example.com');
    expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(true);
    later.resolve(ok({ success: true, message: 'sent' }));
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_TEXTS.resetRequested);
    expect(api.calls('POST /api/request-password-reset')[0]?.body).toEqual({ email: 'alice@example.com' });
  });

  it('asks for a valid address before sending anything', () => {
    const api = mockApi({});
    renderRoute(paths.forgotPassword, <ForgotPasswordPage />, { user: null });
    requestLink('not-an-email');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(api.calls('POST /api/request-password-reset')).toHaveLength(0);
  });

  it("says 'Error sending reset email' with the reason", async () => {
    mockApi({ 'POST /api/request-password-reset': apiError(429, 'TOO_MANY_REQUESTS', 'Too many requests') });
    renderRoute(paths.forgotPassword, <ForgotPasswordPage />, { user: null });
    requestLink('alice@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(`${AUTH_SCREEN_TEXTS.resetRequestError}: Too many requests`);
  });
});
