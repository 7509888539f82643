import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

describe('the shell a visitor sees', () => {
  const browser = useBrowser();

  it('shows a visitor the Blog and Login links only, and the footer', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    const labels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(labels).toEqual(['Blog', 'Login']);
    expect(await page.getByRole('button', { name: /^Account menu/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Rollcall' }).first().getAttribute('href')).toBe('/');

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Contact', '/contact'],
    ] as const) {
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} Rollcall. All rights reserved.`);
    await browser.screenshot(page, 'home-light');
  });

  it('follows a dark system on a first visit, before the first paint, until a theme is chosen (issue #38)', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Chosen here, it stays, whatever the system says.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  });

  it('goes to the login page from the header', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('shows the OOPS page for an unknown path, with a way home', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'OOPS' }).waitFor();
    expect(await page.getByText('got lost in space').count()).toBe(1);
    await browser.screenshot(page, 'oops');
    await page.getByRole('link', { name: 'Head back to the homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the registration-closed notice', async () => {
    const page = await browser.newPage();
    await page.goto('/registration-closed');
    await page.getByRole('heading', { name: 'Registration is Currently Closed' }).waitFor();
  });

  it('folds the links into a menu on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto('/');
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    expect(await login.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Main menu' }).click();
    await login.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });
  });
});
