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
    await signIn(user, E2E_USERS.profile.email, E2E_PASSWORD);
    await user.goto('/lists');
    await user.getByText('Free Tier: 0/0').waitFor();
    const alert = user.getByRole('alert').filter({ hasText: 'You have reached the maximum number of lists' });
    await alert.getByRole('link', { name: 'View Plans' }).waitFor();
    await user.getByText('Your current plan includes no lists. Choose a plan to create your first one.').waitFor();
    expect(await user.getByRole('button', { name: 'New List' }).isDisabled()).toBe(true);
    await browser.screenshot(user, 'first-run-lists-390');

    const admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    await admin.goto('/dashboard/tiers');
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
      await user.getByText('Create your first list with New List.').waitFor();
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
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD);
    await page.goto('/members');
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
    const wide = (await row.boundingBox())!;
    expect(wide.height).toBeLessThan(60);
  });
});
