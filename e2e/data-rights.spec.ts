import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_TEXTS, DELETE_ACCOUNT_CONFIRMATION, MY_DATA_FILE_NAME, type MyData } from '../common/account-data';
import { AUTH_TEXTS } from '../common/auth';
import { PROFILE_TEXTS } from '../common/profile';
import { PROFILE_SCREEN_TEXTS as T } from '../web/features/profile/profile-screen-texts';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { saveScreenshot, useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS, LEAVER_LISTS } from './users';

// Issue #38 item 9: a person downloads what Rollcall keeps about them, then deletes their account.

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, start()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') };
}

describe('a person’s data rights in the browser', () => {
  const browser = useBrowser();

  for (const [person, width, theme] of [
    [E2E_USERS.leaver, 1280, 'light'],
    [E2E_USERS.leaverPhone, 390, 'dark'],
  ] as const) {
    it(`downloads my data, then deletes my account after the question and my password (${String(width)} px, ${theme})`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      if (theme === 'dark') {
        await page.addInitScript(() => {
          localStorage.setItem('theme', 'dark');
        });
      }
      await signIn(page, person.email, E2E_PASSWORD, '/profile');
      const card = page.getByRole('region', { name: T.yourData });
      await card.getByText(T.downloadMyDataHint).waitFor();
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `data-rights-${String(width)}-${theme}`, { fullPage: false });

      // Download my data: a JSON file of my account and my lists, and no secret.
      const file = await downloaded(page, () => card.getByRole('button', { name: T.downloadMyData }).click());
      expect(file.name).toBe(MY_DATA_FILE_NAME);
      const data = JSON.parse(file.text) as MyData;
      expect(data.account).toMatchObject({ email: person.email, username: person.username });
      expect(data.lists.map((list) => list.name)).toEqual(Object.keys(LEAVER_LISTS));
      expect(data.listsCsv).toContain('old_one;old_two');
      expect(file.text).not.toMatch(/password|\$2b\$/i);
      await page.getByRole('status').filter({ hasText: T.dataDownloaded(MY_DATA_FILE_NAME) }).waitFor();

      // Delete my account: the question says what happens.
      await card.getByRole('button', { name: T.deleteMyAccount }).click();
      const dialog = page.getByRole('dialog', { name: T.deleteAccountTitle });
      await dialog.getByText(T.deletesLists(1)).waitFor();
      await dialog.getByText(T.keepsCertificates(0)).waitFor();
      await dialog.getByText(T.endsAccess).waitFor();
      expect(await axeSerious(page)).toEqual([]);

      // A wrong password is refused, in words; nothing is deleted.
      await dialog.getByLabel(T.passwordLabel, { exact: false }).fill('not my password');
      await dialog.getByLabel(T.confirmationLabel(DELETE_ACCOUNT_CONFIRMATION), { exact: false }).fill(DELETE_ACCOUNT_CONFIRMATION);
      await dialog.getByRole('button', { name: T.deleteMyAccount }).click();
      await dialog.getByRole('alert').filter({ hasText: T.deleteFailed(PROFILE_TEXTS.wrongCurrentPassword) }).waitFor();
      await saveScreenshot(page, `delete-account-${String(width)}-${theme}`, { fullPage: false });

      // The right one: signed out, told so.
      await dialog.getByLabel(T.passwordLabel, { exact: false }).fill(E2E_PASSWORD);
      await dialog.getByRole('button', { name: T.deleteMyAccount }).click();
      await page.getByRole('status').filter({ hasText: ACCOUNT_DATA_TEXTS.accountDeleted }).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      // Signed out: the profile now leads to the login screen, where the old password opens nothing.
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Email', { exact: true }).fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: AUTH_TEXTS.invalidCredentials }).waitFor();
    });
  }
});
