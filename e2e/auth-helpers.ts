import type { Page } from 'playwright-core';

/** Signs in through the login screen, as a person would, and waits to land. */
export async function signIn(page: Page, email: string, password: string, landing = '/') {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

export async function accountMenuText(page: Page): Promise<string> {
  // The button's name is 'Account menu: <username>'; its visible text is the username (and badge).
  return (await page.getByRole('button', { name: /^Account menu/ }).innerText()).replace('Account menu:', '').trim();
}
