import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { settled, type BrowserFixture } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

/**
 * Issue #18 quality bar: axe finds no serious or critical violation on any screen, light and dark,
 * on a desktop and on a phone. One browser session per person: signed in once, then each width and
 * theme in turn, each screen loaded afresh in it (a page load costs tens of milliseconds; signing
 * in, a new context and a fixed wait for the network to be quiet were what made the sweep slow).
 * A file per person (accessibility-*.spec.ts), so the three sweeps run side by side. `prepare`
 * runs once, signed in, before the sweep.
 */
export async function sweepEveryScreen(browser: BrowserFixture, routes: readonly string[], email: string | null, prepare?: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await browser.newPage();
  if (email) await signIn(page, email, E2E_PASSWORD, email === E2E_USERS.admin.email ? '/dashboard' : '/');
  else await page.goto('/');
  await prepare?.(page);
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const theme of ['light', 'dark'] as const) {
      // Where the theme toggle keeps it: each screen below opens in it (public/theme-init.js).
      await page.evaluate((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      for (const route of routes) {
        await page.goto(route);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), route).toBe(theme === 'dark');
        // axe runs inside the page (legacy mode: no second page to merge frames' results): these
        // screens have no frame for it to miss.
        expect(page.frames(), route).toHaveLength(1);
        found.push(...(await axeSerious(page, { legacyMode: true, where: `${route} (${theme}, ${String(width)} px)` })));
      }
    }
  }
  return found;
}
