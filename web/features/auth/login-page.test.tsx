import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '../../../common/auth';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute, type RenderRouteOptions } from '../../test/render-route';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { sessionQueryKey } from '../../api/session';
import { AUTH_SCREEN_TEXTS } from './auth-screen-texts';
import { RedirectIfSignedIn } from './guards';
import { LoginPage } from './login-page';
import { RegistrationClosedPage } from './registration-closed-page';

/** /login as the app routes it: behind RedirectIfSignedIn, which sends whoever signs in on. */
function openLogin(options: RenderRouteOptions = {}) {
  return renderRoute(paths.login, <LoginPage />, {
    user: null,
    guard: <RedirectIfSignedIn />,
    routes: [{ path: paths.registrationClosed, element: <RegistrationClosedPage /> }],
    ...options,
  });
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('login screen', () => {
  it('starts in login mode with Sign In, the register toggle and the forgot-password link', async () => {
    mockApi({});
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Need an account? Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('email');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.hasAttribute('required')).toBe(true);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Registration Closed' })).toBeNull();
    });
  });

  it('switches to register mode and back', () => {
    mockApi({});
    openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Need an account? Register' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows and hides the password', () => {
    mockApi({});
    openLogin();
    const password = screen.getByLabelText(/^Password/);
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('login', () => {
  it('signs a user in and goes home', async () => {
    const user = makeUser({ email: 'alice@example.com' });
    const api = mockApi({ 'POST /api/auth/login': ok({ user }) });
    // The whole layout: the header shows who is signed in.
    const { router, queryClient } = openLogin({ layout: 'app' });
    fillIn(' Alice@Example.com ', 'secret-password');
    submit('Sign In');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.home);
    });
    expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({ email: 'alice@example.com', password: 'secret-password' });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user });
    expect(await screen.findByRole('button', { name: /^Account menu/ })).toBeTruthy();
  });

  it('disables Sign In while the request runs', async () => {
    const later = deferred<MockReply>();
    mockApi({ 'POST /api/auth/login': () => later.promise });
    openLogin();
    fillIn('alice@example.com', 'secret-password');
    submit('Sign In');
    await waitFor(() => {
      expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
    });
    later.resolve(apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Invalid credentials' for a wrong password", async () => {
    mockApi({ 'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials') });
    openLogin();
    fillIn('alice@example.com', 'wrong-password');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXTS.invalidCredentials);
  });

  it('sends nothing while a field is empty, and says which', async () => {
    const api = mockApi({});
    openLogin();
    fillIn('alice@example.com', '');
    submit('Sign In');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Password is required');
    expect(api.calls('POST /api/auth/login')).toHaveLength(0);
  });

  it("shows the server's words for a blocked account and for too many attempts", async () => {
    mockApi({ 'POST /api/auth/login': apiError(403, 'ACCOUNT_BLOCKED', AUTH_TEXTS.accountBlocked) });
    openLogin();
    fillIn('alice@example.com', 'secret-password');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXTS.accountBlocked);
  });

  it('shows a rate limit message as the server words it', async () => {
    mockApi({ 'POST /api/auth/login': apiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in a minute.') });
    openLogin();
    fillIn('alice@example.com', 'secret-password');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in a minute.');
  });

  it("shows 'Login failed: …' for any other failure", async () => {
    mockApi({ 'POST /api/auth/login': apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') });
    openLogin();
    fillIn('alice@example.com', 'secret-password');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_SCREEN_TEXTS.loginFailed('Service unavailable'));
  });
});

describe('an unverified account', () => {
  it('is asked to verify, and can have the email resent', async () => {
    const later = deferred<MockReply>();
    const api = mockApi({
      'POST /api/auth/login': apiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.'),
      'POST /api/resend-verification': () => later.promise,
    });
    openLogin();
    fillIn('bob@example.com', 'secret-password');
    submit('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXTS.verifyBeforeLogin);

    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('POST /api/resend-verification')[0]?.body).toEqual({ email: 'bob@example.com', password: 'secret-password' });

    later.resolve(ok({ success: true, message: 'sent' }));
    expect(await screen.findByText(AUTH_TEXTS.resendSuccess)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(AUTH_TEXTS.resendSuccess);
    expect((screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is told when the resend fails, with the reason', async () => {
    mockApi({
      'POST /api/auth/login': apiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.'),
      'POST /api/resend-verification': apiError(429, 'TOO_MANY_REQUESTS', 'Too many requests'),
    });
    openLogin();
    fillIn('bob@example.com', 'secret-password');
    submit('Sign In');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(AUTH_SCREEN_TEXTS.resendFailed('Too many requests'))).toBeTruthy();
  });
});

describe('registration', () => {
  function openRegister() {
    fireEvent.click(screen.getByRole('button', { name: 'Need an account? Register' }));
  }

  it('checks the password rules before sending anything', async () => {
    const api = mockApi({});
    openLogin();
    openRegister();
    fillIn('new@example.com', 'short');
    submit('Register');
    const error = await screen.findByText('Password must be at least 8 characters');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-describedby')).toContain(error.id);
    expect(api.calls('POST /api/auth/register')).toHaveLength(0);
  });

  it('says it worked, and returns to login mode keeping the email', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = mockApi({ 'POST /api/auth/register': { status: 201, body: { success: true, message: 'ok' } } });
    openLogin();
    openRegister();
    fillIn('new@example.com', 'long-enough-password');
    submit('Register');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_TEXTS.registrationSuccess);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('new@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    expect(api.calls('POST /api/auth/register')[0]?.body).toEqual({ email: 'new@example.com', password: 'long-enough-password' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('goes to /registration-closed when registration is closed', async () => {
    mockApi({ 'POST /api/auth/register': apiError(403, 'REGISTRATION_CLOSED', 'Registration is currently closed.') });
    const { router } = openLogin();
    openRegister();
    fillIn('new@example.com', 'long-enough-password');
    submit('Register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration is Currently Closed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.registrationClosed);
  });

  it("shows 'Registration failed: …' with the server's reason", async () => {
    mockApi({ 'POST /api/auth/register': apiError(400, 'VALIDATION_ERROR', 'That email is already registered') });
    openLogin();
    openRegister();
    fillIn('new@example.com', 'long-enough-password');
    submit('Register');
    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_SCREEN_TEXTS.registrationFailed('That email is already registered'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
  });

  it("offers the 'Registration Closed' link instead of the register toggle when registration is off", async () => {
    mockApi({ 'GET /api/registration-status': ok({ open: false }) });
    openLogin();
    const link = await screen.findByRole('link', { name: 'Registration Closed' });
    expect(link.getAttribute('href')).toBe('/registration-closed');
    expect(screen.queryByRole('button', { name: 'Need an account? Register' })).toBeNull();
  });

  it('counts registration as open when its status cannot be read, and says nothing', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const api = mockApi({ 'GET /api/registration-status': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    openLogin();
    await waitFor(() => {
      expect(api.calls('GET /api/registration-status')).toHaveLength(1);
    });
    expect(screen.getByRole('button', { name: 'Need an account? Register' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registration Closed' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
