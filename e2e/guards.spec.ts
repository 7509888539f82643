import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

describe('route guards for a visitor', () => {
  const browser = useBrowser();

  for (const path of ['/lists', '/members', '/profile', '/subscription', '/ltd']) {
    it(`sends a visitor from ${path} to /login`, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      // The protected page never rendered its heading.
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Login');
    });
  }

  for (const path of ['/dashboard', '/dashboard/blog', '/dashboard/users', '/dashboard/tiers']) {
    it(`keeps a visitor out of the admin page ${path}`, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
      expect(new URL(page.url()).pathname).not.toMatch(/^\/dashboard/);
    });
  }

  for (const path of ['/', '/blog', '/privacy-policy', '/terms-of-service', '/contact', '/forgot-password', '/registration-closed']) {
    it(`lets a visitor open ${path}`, async () => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});
