import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { paths } from '../common/paths';
import { signIn } from './auth-helpers';
import { settled, useBrowser } from './fixtures';
import { ADMIN_ROUTES, USER_ROUTES, VISITOR_ROUTES } from './routes';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #18 quality bar: axe finds no serious or critical violation on any screen, as a visitor,
// a user with lists and an admin, light and dark, on a desktop and on a phone.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

describe('accessibility of every screen', () => {
  const browser = useBrowser();

  it('lists every page of the route table', () => {
    const listed = new Set([...VISITOR_ROUTES, ...USER_ROUTES, ...ADMIN_ROUTES].map((route) => new URL(route, 'http://x').pathname.replace(/^\/blog\/.+/, '/blog/:slug')));
    const table = Object.values(paths).map((path) => (typeof path === 'function' ? '/blog/:slug' : path));
    expect(table.filter((path) => !listed.has(path))).toEqual([]);
  });

  for (const [who, routes, email] of [
    ['a visitor', VISITOR_ROUTES, null],
    ['a user', USER_ROUTES, E2E_USERS.curator.email],
    ['an admin', ADMIN_ROUTES, E2E_USERS.admin.email],
  ] as const) {
    // One browser session per person: signed in once, then each width and theme in turn, each
    // screen loaded afresh in it (a page load costs tens of milliseconds; signing in, a new
    // context and a fixed wait for the network to be quiet were what made the sweep slow).
    it(`has no serious or critical violation for ${who}, light and dark, 1280 and 390 px`, { timeout: 240_000 }, async () => {
      const page = await browser.newPage();
      if (email) await signIn(page, email, E2E_PASSWORD, email === E2E_USERS.admin.email ? '/dashboard' : '/');
      else await page.goto('/');
      if (email === E2E_USERS.admin.email) {
        // The tiers page's recent assignments (a table that scrolls sideways on a phone) shows
        // whatever ran before: one harmless assignment (no plan to a user without one) makes it certain.
        const assigned = await page.request.post('/api/admin/plan-assignments', { data: { email: E2E_USERS.newcomer.email, planId: null } });
        expect(assigned.status()).toBe(201);
      }
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
            // axe runs inside the page (no second page to merge frames' results): these screens
            // have no frame for it to miss.
            expect(page.frames(), route).toHaveLength(1);
            const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
            // axe did look at the page (a blank page passes everything).
            expect(results.passes.length, route).toBeGreaterThan(10);
            for (const violation of results.violations) {
              if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
              found.push(`${route} (${theme}, ${String(width)} px): ${violation.id} — ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
            }
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});
