import { LISTS_SCREEN_TEXTS } from '../web/features/lists/lists-screen-texts';
import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #18: everyday UX, each item as a person meets it in the browser.

describe('everyday UX in the browser', () => {
  const browser = useBrowser();

  it('brings a visitor back to the deep link after signing in, and ignores a next that leaves the site', async () => {
    const page = await browser.newPage();
    await page.goto('/members?search=ada');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/members?search=ada');
    await page.getByLabel('Email', { exact: true }).fill(E2E_USERS.curator.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/members' && url.search === '?search=ada');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();

    const other = await browser.newPage();
    await other.goto('/login?next=%2F%2Fevil.example%2F');
    await other.getByLabel('Email', { exact: true }).fill(E2E_USERS.profile.email);
    await other.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.waitForURL((url) => url.pathname === '/');
    expect(new URL(other.url()).host).toBe(new URL(page.url()).host);
  });

  it("first run: a user without a plan is told where lists come from, and an admin's free limit lets them start", async () => {
    const user = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(user, E2E_USERS.newcomer.email, E2E_PASSWORD, '/lists');
    await user.getByText('Free Tier: 0/0').waitFor();
    const alert = user.getByRole('alert').filter({ hasText: 'You have reached the maximum number of lists' });
    await alert.getByRole('link', { name: 'View Plans' }).waitFor();
    await user.getByText('Your current plan includes no lists. Choose a plan to create your first one.').waitFor();
    expect(await user.getByRole('button', { name: 'New List' }).isDisabled()).toBe(true);
    await browser.screenshot(user, 'first-run-lists-390');

    const admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard/tiers');
    const free = admin.getByRole('article', { name: 'Free' });
    await free.getByRole('button', { name: 'Edit free limit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Free tier' });
    await dialog.getByLabel('Lists allowed without a plan').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await free.getByText('Lists allowed').locator('xpath=following-sibling::dd[1]').filter({ hasText: '1' }).waitFor();

    try {
      await user.reload();
      await user.getByText('Free Tier: 0/1').waitFor();
      expect(await user.getByRole('button', { name: 'New List' }).isDisabled()).toBe(false);
      await user.getByText(LISTS_SCREEN_TEXTS.emptyHint).waitFor();
      // The empty state has its own button, and no shoot or compose tools for lists not made yet (issue #38).
      expect(await user.getByRole('button', { name: LISTS_SCREEN_TEXTS.createFirstList }).isDisabled()).toBe(false);
      expect(await user.getByRole('form', { name: 'Shoot' }).count()).toBe(0);
    } finally {
      // Back to the spec's default for the other tests of the suite.
      await free.getByRole('button', { name: 'Edit free limit' }).click();
      await dialog.getByLabel('Lists allowed without a plan').fill('0');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});

describe('the Members table on a phone (issue #18 item 2)', () => {
  const browser = useBrowser();

  it('shows each member as a card at 390 px: the whole handle, the list, and Copy, Change and Delete on screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/members');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: '@margaret_h' }) });
    await row.waitFor();
    for (const name of ['Copy @margaret_h', 'Change list of @margaret_h', 'Delete @margaret_h from Guests']) {
      const box = (await row.getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    const link = row.getByRole('link', { name: '@margaret_h' });
    expect(await link.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    expect(await row.getByRole('cell', { name: 'Guests', exact: true }).isVisible()).toBe(true);
    // No sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await browser.screenshot(page, 'members-390');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await browser.screenshot(page, 'members-390-dark');

    // Back on a wide screen, the same rows are a table again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('columnheader', { name: 'Username' }).waitFor({ state: 'visible' });
    // The virtualised rows are measured again after the header shows (CI once read the card's
    // height in between): wait for the row a person would see.
    await expect.poll(async () => (await row.boundingBox())!.height).toBeLessThan(60);
  });
});

describe('lists at scale (issue #18 item 8)', () => {
  const browser = useBrowser();

  it('at 61 lists, compact rows and a folded toolbar put the first list above the fold on a phone, and the view is remembered', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('article', { name: 'Core team' }).waitFor();
    const made = await page.evaluate(async () => {
      const ids: number[] = [];
      for (let i = 1; i <= 59; i += 1) {
        const response = await fetch('/api/lists', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Scale ${String(i).padStart(2, '0')}` }) });
        ids.push(((await response.json()) as { id: number }).id);
      }
      return ids;
    });
    try {
      await page.reload();
      await page.getByRole('article', { name: 'Scale 59' }).waitFor();
      expect(await page.getByRole('list', { name: 'Lists' }).getByRole('article').count()).toBe(61);
      const cardsHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await browser.screenshot(page, 'lists-61-cards-390');

      await page.getByRole('button', { name: 'Compact rows' }).click();
      const compactHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const first = (await page.getByRole('list', { name: 'Lists' }).getByRole('article').first().boundingBox())!;
      console.log(`lists at scale, 390 px, 61 lists: cards ${String(cardsHeight)} px, compact ${String(compactHeight)} px; first list at y=${String(Math.round(first.y))} of 844`);
      expect(compactHeight).toBeLessThan(cardsHeight / 2);
      expect(first.y + first.height).toBeLessThanOrEqual(844);
      await browser.screenshot(page, 'lists-61-compact-390');

      // Remembered: a new visit shows rows, sorted as chosen.
      await page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
      await page.reload();
      await page.getByRole('article', { name: 'Scale 59' }).waitFor();
      expect(await page.getByRole('button', { name: 'Compact rows' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('list', { name: 'Lists' }).getByRole('article').first().getAttribute('aria-label')).toBe('Scale 59');
    } finally {
      await page.evaluate(async (ids) => {
        for (const id of ids) await fetch(`/api/lists/${String(id)}`, { method: 'DELETE' });
      }, made);
      await page.evaluate(() => localStorage.clear());
    }
  });
});

describe('polish (issue #18 item 9)', () => {
  const browser = useBrowser();

  /** Relative luminance of a CSS rgb()/rgba() colour (WCAG). */
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };

  it('a dark-mode dialog stands out from the page behind it', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/members');
    await page.getByRole('button', { name: 'Copy @margaret_h' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy member' });
    await dialog.waitFor();
    const panel = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
    // What is around the panel: the page seen through the dialog's veil.
    const around = await page.evaluate(() => {
      const parse = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const [br, bg, bb] = parse(getComputedStyle(document.body).backgroundColor);
      const [vr, vg, vb, va = 1] = parse(getComputedStyle(document.querySelector('[data-testid="dialog-backdrop"]')!).backgroundColor);
      const mix = (under: number, over: number) => Math.round(over * va + under * (1 - va));
      return `rgb(${String(mix(br!, vr!))}, ${String(mix(bg!, vg!))}, ${String(mix(bb!, vb!))})`;
    });
    const ratio = (Math.max(luminance(panel), luminance(around)) + 0.05) / (Math.min(luminance(panel), luminance(around)) + 0.05);
    // Before: a slate-900 panel on the slate-950 page, 1.1:1, hard to tell apart.
    expect(ratio, `${panel} on ${around}`).toBeGreaterThanOrEqual(1.4);
    await browser.screenshot(page, 'dialog-dark');
  });
});
