import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../common/auth';
import { accountMenuText, signIn } from './auth-helpers';
import { dataDir, useBrowser } from './fixtures';
import { linkFromOutbox } from './mail';
import { E2E_PASSWORD, E2E_USERS } from './users';
import { SHARED_TEXTS } from '../web/components/shared-texts';

describe('accounts in the browser', () => {
  const browser = useBrowser();

  it('registers, verifies from the mailed link, signs in, shows the username, and logs out', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Need an account? Register' }).click();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('new.member@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('my first password');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(AUTH_TEXTS.registrationSuccess).waitFor();
    // Back in login mode, e-mail kept.
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('new.member@e2e.test');

    // Not verified yet: login is refused with the spec's message.
    await page.getByLabel('Password', { exact: true }).fill('my first password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(AUTH_TEXTS.verifyBeforeLogin).waitFor();

    const link = await linkFromOutbox(dataDir(), 'new.member@e2e.test', '/verify-email?token=');
    await page.goto(link);
    await page.getByText(AUTH_TEXTS.verifySuccess).waitFor();
    // Sent to /login after 3000 ms.
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, 'new.member@e2e.test', 'my first password');
    expect(await accountMenuText(page)).toContain('new.member');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Lists' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    // The session ended on the server: a protected page sends us to login again.
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('says "Invalid credentials" for a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(E2E_USERS.profile.email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    await browser.screenshot(page, 'login-invalid-credentials');
  });

  it('tells an unverified user to verify, and resends the mail from the login screen', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(E2E_USERS.unverified.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(AUTH_TEXTS.verifyBeforeLogin).waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(AUTH_TEXTS.resendSuccess).waitFor();
    const link = await linkFromOutbox(dataDir(), E2E_USERS.unverified.email, '/verify-email?token=');
    await page.goto(link);
    await page.getByText(AUTH_TEXTS.verifySuccess).waitFor();
  });

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(E2E_USERS.forgetful.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(AUTH_TEXTS.resetRequested).waitFor();

    const link = await linkFromOutbox(dataDir(), E2E_USERS.forgetful.email, '/reset-password?token=');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('my new password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('not the same');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(SHARED_TEXTS.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('my new password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(AUTH_TEXTS.resetSuccess).waitFor();
    expect(await page.getByRole('button', { name: 'Reset password' }).isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, E2E_USERS.forgetful.email, 'my new password');
    expect(await accountMenuText(page)).toContain(E2E_USERS.forgetful.username);
  });

  it('lands an admin on the dashboard', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    // A signed-in admin who opens /login is sent back to the dashboard.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
