import type { Page } from 'playwright-core';
import { authRoutes } from '../common/api/routes/auth';

/**
 * Signs in as the login screen does, by its API call (the session cookie lands in the page's
 * context), then opens `landing`, the page the test starts on. The login screen itself, its
 * errors and where it leads, is what accounts.spec.ts, everyday-ux.spec.ts and admin.spec.ts
 * test; elsewhere, drawing it and the page it leads to was a page load per sign-in (issue #34).
 */
export async function signIn(page: Page, email: string, password: string, landing = '/') {
  const response = await page.request.post(authRoutes.login.path, { data: { email, password } });
  if (!response.ok()) throw new Error(`signing in as ${email} failed: ${String(response.status())} ${await response.text()}`);
  await page.goto(landing);
}

export async function accountMenuText(page: Page): Promise<string> {
  // The button's name is 'Account menu: <username>'; its visible text is the username (and badge).
  return (await page.getByRole('button', { name: /^Account menu/ }).innerText()).replace('Account menu:', '').trim();
}
