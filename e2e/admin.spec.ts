import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../common/auth';
import { BACKGROUND_JOBS } from '../common/background-jobs';
import { BACKGROUND_JOBS_TEXTS } from '../web/features/admin/admin-screen-texts';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

const admin = E2E_USERS.admin;
/** The account this file creates, blocks and deletes (nobody else uses it). */
const temp = { username: 'temp_tom', renamed: 'temp_tommy', email: 'temp.tom@e2e.test', password: 'temp password 1' };

async function signInAsAdmin(page: Page) {
  await signIn(page, admin.email, E2E_PASSWORD, '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** The user's card, found by searching for it (the list is paginated by id). */
async function findUserCard(page: Page, search: string, username: string) {
  await page.getByRole('searchbox', { name: 'Search by username or email...' }).fill(search);
  const card = page.getByRole('article', { name: username, exact: true });
  await card.waitFor();
  return card;
}

describe('admin area in the browser', () => {
  const browser = useBrowser();

  it('shows the statistics as numbers and links to every tool', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await statistics.getByText('Registered Users').waitFor();
    for (const label of ['Registered Users', 'Created Lists', 'Total List Members', 'Unique List Members', 'Unique Communities']) {
      const value = await statistics.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText();
      expect(value, label).toMatch(/^\d{1,3}(,\d{3})*$/);
    }
    const registered = await statistics.locator('dt', { hasText: 'Registered Users' }).locator('xpath=following-sibling::dd').innerText();
    expect(Number(registered.replaceAll(',', ''))).toBeGreaterThanOrEqual(Object.keys(E2E_USERS).length);
    for (const name of ['Manage Blog', 'Manage Users', 'Manage Tiers', 'Manage Extensions', 'Audit Log']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
  });

  it('shows the background jobs the server ran: each with its last run, the instance that ran it and its next run (issue #39)', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const card = page.getByRole('region', { name: BACKGROUND_JOBS_TEXTS.title });
    // Every server runs the Trash purge and the mail job as it starts.
    for (const job of [BACKGROUND_JOBS.trashPurge, BACKGROUND_JOBS.mail]) {
      const row = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(job.label) }) });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(0).innerText()).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M .+\non .+:\d+/);
      expect(await row.getByRole('cell').nth(2).innerText()).toBe(BACKGROUND_JOBS_TEXTS.ok);
    }
    await card.getByText('Mail queue: 0 waiting.').waitFor();
  });

  it('turns registration off and on again, and the public state follows', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const card = page.getByRole('region', { name: 'Registration' });
    try {
      await card.getByText('User registration is currently: Enabled').waitFor();
      await card.getByRole('button', { name: 'Disable registration' }).click();
      await card.getByText('User registration is currently: Disabled').waitFor();
      expect(await (await page.request.get('/api/registration-status')).json()).toEqual({ open: false });
      await card.getByRole('button', { name: 'Enable registration' }).click();
      await card.getByText('User registration is currently: Enabled').waitFor();
      expect(await (await page.request.get('/api/registration-status')).json()).toEqual({ open: true });
    } finally {
      // Other browser tests register accounts: never leave registration closed.
      await page.request.put('/api/admin/registration', { data: { open: true } });
    }
  });

  it('creates, edits, blocks, unblocks and deletes a user', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    // By the keyboard: the dashboard's cards load around the link, and a click could land beside it (CI, db8ca61).
    await page.getByRole('link', { name: 'Manage Users', exact: true }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Users Management' }).waitFor();

    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog', { name: 'Create User' });
    await create.getByLabel('Username', { exact: true }).fill(temp.username);
    await create.getByLabel('Email', { exact: true }).fill(temp.email);
    await create.getByLabel('Password', { exact: true }).fill(temp.password);
    await create.getByRole('button', { name: 'Create User' }).click();
    await create.waitFor({ state: 'detached' });
    let card = await findUserCard(page, 'temp.tom@', temp.username);
    expect(await card.innerText()).toContain('Verified');
    expect(await card.innerText()).toContain('Never');

    await card.getByRole('button', { name: `Edit ${temp.username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Username', { exact: true }).fill(temp.renamed);
    await edit.getByRole('button', { name: 'Update User' }).click();
    await edit.waitFor({ state: 'detached' });
    card = await findUserCard(page, 'temp_tom', temp.renamed);

    await card.getByRole('button', { name: `Block ${temp.renamed}`, exact: true }).click();
    const confirmBlock = page.getByRole('alertdialog', { name: 'Block User' });
    await confirmBlock.getByText('Their open sessions end at once.', { exact: false }).waitFor();
    await confirmBlock.getByRole('button', { name: 'Block', exact: true }).click();
    await card.getByText('Blocked', { exact: true }).waitFor();

    // The blocked person, in a browser of their own, is refused with the server's words.
    const blocked = await browser.newPage();
    await blocked.goto('/login');
    await blocked.getByLabel('Email', { exact: true }).fill(temp.email);
    await blocked.getByLabel('Password', { exact: true }).fill(temp.password);
    await blocked.getByRole('button', { name: 'Sign In', exact: true }).click();
    await blocked.getByRole('alert').filter({ hasText: AUTH_TEXTS.accountBlocked }).waitFor();
    expect(new URL(blocked.url()).pathname).toBe('/login');

    await card.getByRole('button', { name: `Unblock ${temp.renamed}`, exact: true }).click();
    await card.getByRole('button', { name: `Block ${temp.renamed}`, exact: true }).waitFor();
    expect(await card.getByText('Blocked', { exact: true }).count()).toBe(0);
    await blocked.getByRole('button', { name: 'Sign In', exact: true }).click();
    await blocked.waitForURL((url) => url.pathname === '/');

    await card.getByRole('button', { name: `Delete User ${temp.renamed}` }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete User' });
    await confirmDelete.getByRole('button', { name: 'Delete User', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `User ${temp.renamed} was deleted.` }).waitFor();
    await page.getByText('No user matches "temp_tom".').waitFor();
  });

  it('adds an extension, lists it, and deletes it', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Manage Extensions', exact: true }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Extensions Management' }).waitFor();

    await page.getByRole('button', { name: 'Add Extension' }).click();
    const form = page.getByRole('dialog', { name: 'Add Extension' });
    await form.getByLabel('Title', { exact: true }).fill('E2E Draw Helper');
    await form.getByLabel('Version', { exact: true }).fill('1.0.0');
    await form.getByLabel('Chrome', { exact: true }).fill('http://chromewebstore.google.com/detail/e2e');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('A store link must start with https://').waitFor();
    await form.getByLabel('Chrome', { exact: true }).fill('https://chromewebstore.google.com/detail/e2e');
    await form.getByLabel('Free', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: 'E2E Draw Helper' });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Version 1.0.0');
    expect(text).toContain('Premium');
    expect(text).toContain('No image');
    expect(await card.getByRole('link', { name: 'E2E Draw Helper on Chrome' }).getAttribute('href')).toBe('https://chromewebstore.google.com/detail/e2e');

    await page.reload();
    await card.waitFor();
    await card.getByRole('button', { name: 'Delete E2E Draw Helper' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Extension' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await card.waitFor({ state: 'detached' });
  });

  it('records those actions in the audit log', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Audit Log', exact: true }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('user.create', { exact: true }).waitFor();
    for (const action of ['registration.toggle', 'user.create', 'user.update', 'user.block', 'user.unblock', 'user.delete', 'extension.create', 'extension.delete']) {
      expect(await table.getByText(action, { exact: true }).count(), action).toBeGreaterThan(0);
    }
    const created = table.getByRole('row').filter({ has: page.getByText('user.create', { exact: true }) }).filter({ hasText: temp.email });
    const row = await created.first().innerText();
    expect(row).toContain(admin.email);
    expect(row).toContain(`user ${temp.email}`);
    expect(row).toContain(`username: ${temp.username}`);
    expect(row).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  });

  it('fits a desktop and a phone', async () => {
    for (const [label, width] of [
      ['desktop', 1280],
      ['phone', 390],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signInAsAdmin(page);
      // One extension with every badge and a few store links, so the card is on the picture.
      const created = await page.request.post('/api/admin/extensions', {
        data: {
          title: `Screenshot Helper ${label}`,
          description: 'Adds the members of a community to a list in one click.',
          version: '2.1.0',
          isPublic: false,
          isFree: false,
          stores: [
            { storeName: 'Chrome', storeUrl: 'https://chromewebstore.google.com/detail/screenshot' },
            { storeName: 'Firefox', storeUrl: 'https://addons.mozilla.org/firefox/addon/screenshot' },
          ],
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      try {
        await page.getByRole('region', { name: 'Statistics' }).getByText('Registered Users').waitFor();
        await page.getByText(/User registration is currently/).waitFor();
        await noSidewaysScroll(page);
        await browser.screenshot(page, `admin-dashboard-${label}`);

        await page.goto('/dashboard/users');
        await page.getByRole('article').first().waitFor();
        await noSidewaysScroll(page);
        await browser.screenshot(page, `admin-users-${label}`);

        await page.goto('/dashboard/extensions');
        await page.getByRole('article', { name: `Screenshot Helper ${label}` }).waitFor();
        await noSidewaysScroll(page);
        await browser.screenshot(page, `admin-extensions-${label}`);

        await page.getByRole('button', { name: 'Add Extension' }).click();
        await page.getByRole('dialog', { name: 'Add Extension' }).waitFor();
        await browser.screenshot(page, `admin-extension-form-${label}`);
        await page.keyboard.press('Escape');

        await page.goto('/dashboard/audit');
        // A table from md up, one card per entry on a phone.
        await page.getByText('extension.create', { exact: true }).filter({ visible: true }).first().waitFor();
        await noSidewaysScroll(page);
        await browser.screenshot(page, `admin-audit-${label}`);

        // The same screens in the dark theme (saved under 'theme', spec §3).
        await page.evaluate(() => {
          localStorage.setItem('theme', 'dark');
        });
        await page.goto('/dashboard/users');
        await page.getByRole('article').first().waitFor();
        await browser.screenshot(page, `admin-users-${label}-dark`);
        await page.goto('/dashboard');
        await page.getByText(/User registration is currently/).waitFor();
        await browser.screenshot(page, `admin-dashboard-${label}-dark`);
      } finally {
        await page.request.delete(`/api/admin/extensions/${String(id)}`);
      }
    }
  });
});

/** The page itself never scrolls sideways (a wide table scrolls inside its own box). */
async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
