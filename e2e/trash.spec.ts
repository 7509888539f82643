import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRASH_TEXTS } from '../common/trash';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

/**
 * Nothing lost (issue #21), as a person does it: a deleted list comes back with Undo or from the
 * Trash (not over the plan's limit), goes for good only after a question, and a replace import is
 * undone from its toast or from Import history. The keeper starts with 'Winners 2025' (3 members)
 * and 'Mods' (1) on a plan of 2 lists.
 */

const toaster = (page: Page) => page.getByTestId('toaster');

/**
 * Waits for the toast that says `text`, then closes it with its Dismiss button, as a person does
 * once it is read: a toast stays 6 s (for as long as the pointer rests on it), so the same words
 * said again later in the journey would otherwise be two toasts on screen, and which one the
 * test saw would depend on the machine's speed.
 */
async function readToast(page: Page, text: string) {
  const said = toaster(page).getByText(text, { exact: true });
  await said.waitFor();
  await said.locator('..').getByRole('button', { name: 'Dismiss' }).click();
  await said.waitFor({ state: 'detached' });
}
const cardNames = (page: Page) => page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')).sort());

async function deleteList(page: Page, name: string) {
  await page.getByRole('article', { name }).getByRole('button', { name: 'List actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete List' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete List' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('article', { name }).waitFor({ state: 'detached' });
  await toaster(page).getByText(TRASH_TEXTS.movedToTrash(name)).waitFor();
}

describe('the Trash and Import history', () => {
  const browser = useBrowser();

  it('undoes a delete, restores from the Trash within the plan, deletes for good after a question, and undoes a replace import', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.keeper.email, E2E_PASSWORD, '/lists');
    await page.getByText('Tier 3: 2/2').waitFor();

    // Delete, then Undo from the toast: the list is back with its member.
    await deleteList(page, 'Mods');
    await page.getByText('Tier 3: 1/2').waitFor();
    await toaster(page).getByRole('button', { name: 'Undo' }).click();
    await readToast(page, TRASH_TEXTS.restored('Mods'));
    await page.getByRole('article', { name: 'Mods' }).getByRole('button', { name: '1 member' }).waitFor();
    await page.getByText('Tier 3: 2/2').waitFor();

    // Deleted again, its place taken by a new list: the Trash keeps it and says why it cannot come back.
    await deleteList(page, 'Mods');
    await page.getByRole('button', { name: 'New List', exact: true }).click();
    await page.getByRole('textbox', { name: 'List name' }).fill('Fresh');
    await page.getByRole('textbox', { name: 'List name' }).press('Enter');
    await page.getByText('Tier 3: 2/2').waitFor();
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
    const trashed = page.getByRole('list', { name: 'Deleted lists' });
    await trashed.getByText('1 member · Deleted').waitFor();
    // From the keyboard.
    await page.getByRole('button', { name: 'Restore Mods' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe(TRASH_TEXTS.overLimit('Mods', 2));
    await trashed.getByText('Mods').waitFor();

    // Room made (Fresh to the Trash from the Lists screen), Mods comes back.
    await page.getByRole('link', { name: 'Back to Lists' }).click();
    await deleteList(page, 'Fresh');
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('button', { name: 'Restore Mods' }).click();
    await readToast(page, TRASH_TEXTS.restored('Mods'));
    await trashed.getByText('Mods').waitFor({ state: 'detached' });

    // Delete forever asks first; Cancel keeps the list, the red button takes it for good.
    await page.getByRole('button', { name: 'Delete forever Fresh' }).click();
    let confirm = page.getByRole('alertdialog', { name: TRASH_TEXTS.deleteForever });
    await confirm.getByText(TRASH_TEXTS.deleteForeverConfirm('Fresh', 0)).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await trashed.getByText('Fresh').waitFor();
    await page.getByRole('button', { name: 'Delete forever Fresh' }).click();
    confirm = page.getByRole('alertdialog', { name: TRASH_TEXTS.deleteForever });
    await confirm.getByRole('button', { name: TRASH_TEXTS.deleteForever }).click();
    await page.getByText(TRASH_TEXTS.empty).waitFor();

    // A replace import, undone from its toast: the two lists are back, members and all.
    await page.getByRole('link', { name: 'Back to Lists' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import lists from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'replace.csv', mimeType: 'text/csv', buffer: Buffer.from('"List Name","Members"\r\n"Imported","imp_one;imp_two"') });
    await dialog.getByRole('button', { name: 'Replace my lists' }).click();
    await page.getByRole('article', { name: 'Imported' }).waitFor();
    expect(await cardNames(page)).toEqual(['Imported']);
    await toaster(page).getByText(TRASH_TEXTS.replacedKept(2)).waitFor();
    await toaster(page).getByText(TRASH_TEXTS.replacedKept(2)).locator('..').getByRole('button', { name: 'Undo' }).click();
    await readToast(page, TRASH_TEXTS.importUndone);
    await page.getByRole('article', { name: 'Winners 2025' }).getByRole('button', { name: '3 members' }).waitFor();
    expect(await cardNames(page)).toEqual(['Mods', 'Winners 2025']);

    // Import history has the imported lists (kept by the undo): restoring asks, says what happens, and is undoable too.
    await page.getByRole('link', { name: 'Trash' }).click();
    const history = page.getByRole('list', { name: TRASH_TEXTS.historyTitle });
    await history.getByText('1 list, 2 members').waitFor();
    await history.getByRole('button', { name: /^Restore before a restore/ }).click();
    confirm = page.getByRole('alertdialog', { name: TRASH_TEXTS.historyTitle });
    await confirm.getByText(TRASH_TEXTS.restoreSnapshotConfirm(1, 2, 2)).waitFor();
    await browser.screenshot(page, 'trash-restore-question');
    await confirm.getByRole('button', { name: TRASH_TEXTS.restore }).click();
    await toaster(page).getByText(TRASH_TEXTS.snapshotRestored(1, 2)).waitFor();
    await history.getByText('2 lists, 4 members').waitFor();
    await toaster(page).getByText(TRASH_TEXTS.snapshotRestored(1, 2)).locator('..').getByRole('button', { name: 'Undo' }).click();
    await readToast(page, TRASH_TEXTS.importUndone);
    await page.getByRole('link', { name: 'Back to Lists' }).click();
    await page.getByRole('article', { name: 'Mods' }).waitFor();
    expect(await cardNames(page)).toEqual(['Mods', 'Winners 2025']);
  });

  it('shows the Trash at 390 px in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      await signIn(page, E2E_USERS.keeper.email, E2E_PASSWORD, '/lists/trash');
      await page.getByRole('heading', { level: 2, name: TRASH_TEXTS.historyTitle }).waitFor();
      // The first journey left a snapshot in the history and an empty Trash.
      await page.getByRole('list', { name: TRASH_TEXTS.historyTitle }).waitFor();
      await page.getByText(TRASH_TEXTS.empty).waitFor();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await browser.screenshot(page, `trash-390-${theme}`);
    }
  });
});
