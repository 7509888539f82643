import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATE_FILE_NAME } from '../common/csv';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';
import { SHARED_TEXTS } from '../web/components/shared-texts';
import { CSV_SCREEN_TEXTS as T } from '../web/features/csv/csv-screen-texts';

// Issue #38: the member files people have. A file with one handle per row under a `handle`
// header is refused no more: the import maps its column, into a list named here.

const HANDLES_FILE = 'handle\r\n@ann_lee\r\nbob_ray\r\nnot valid!!\r\nhttps://x.com/dee_k\r\n';

async function membersOf(page: Page, card: Locator): Promise<string[]> {
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: /^\d+ members?$/ }).click();
  const modal = page.getByRole('dialog', { name: `${name} Members` });
  await modal.getByRole('link', { name: /^Open @\w+ on X$/ }).first().waitFor();
  const links = await modal.getByRole('link', { name: /^Open @\w+ on X$/ }).all();
  const members = await Promise.all(links.map(async (link) => (await link.getAttribute('aria-label'))!.replace(/^Open @(\w+) on X$/, '$1')));
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  return members.sort();
}

describe('CSV import of a file of handles', () => {
  const browser = useBrowser();

  it('maps a one-column file of handles into a new list, previews what is refused, and imports it (1280 px light, 390 px dark)', async () => {
    for (const [width, theme] of [
      [1280, 'light'],
      [390, 'dark'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      await signIn(page, E2E_USERS.mapper.email, E2E_PASSWORD, '/lists');
      const listName = `Followers ${String(width)}`;

      await page.getByRole('button', { name: SHARED_TEXTS.importCsv }).click();
      const dialog = page.getByRole('dialog', { name: T.importTitle });
      // The template is one click away, in the old format.
      const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: T.downloadTemplate }).click()]);
      expect(template.suggestedFilename()).toBe(CSV_TEMPLATE_FILE_NAME);

      await dialog.getByLabel(T.file).setInputFiles({ name: 'followers.csv', mimeType: 'text/csv', buffer: Buffer.from(HANDLES_FILE) });
      await dialog.getByRole('heading', { name: T.mappingHeading }).waitFor();
      await dialog.getByText(T.mappingIntro(4)).waitFor();
      expect(await dialog.getByLabel(T.handlesColumn).locator('option:checked').innerText()).toBe('Column 1: handle');
      await dialog.getByRole('region', { name: T.mappingSample }).getByRole('cell', { name: '@ann_lee' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeSerious(page)).toEqual([]);
      await browser.screenshot(page, `csv-mapping-${String(width)}-${theme}`);

      // A second list is merged in beside the first; the first finds nothing to replace.
      await dialog.getByText(width === 390 ? 'Merge into my lists' : 'Replace all my lists', { exact: true }).click();
      await dialog.getByLabel(T.newListName).fill(listName);
      await dialog.getByRole('button', { name: T.preview }).click();
      await dialog.getByRole('heading', { name: T.previewHeading }).waitFor();
      const table = dialog.getByRole('region', { name: T.listsTable });
      await table.getByText(listName, { exact: true }).waitFor();
      const dropped = dialog.getByRole('region', { name: T.droppedTable, exact: true });
      await dropped.getByRole('cell', { name: 'not valid!!' }).waitFor();
      await dropped.getByText(T.dropReason.invalid).waitFor();
      await dialog.getByText(width === 390 ? 'Adds 1 new list; none of your lists changes.' : T.replacesNothing).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await browser.screenshot(page, `csv-mapping-preview-${String(width)}-${theme}`);

      await dialog.getByRole('button', { name: width === 390 ? T.confirm.merge : T.confirm.replace }).click();
      await page.getByText('Imported 1 list and 3 members. Dropped 1 entry.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const card = page.getByRole('article', { name: listName });
      await card.getByRole('button', { name: '3 members' }).waitFor();
      expect(await membersOf(page, card)).toEqual(['ann_lee', 'bob_ray', 'dee_k']);
    }
  });
});
