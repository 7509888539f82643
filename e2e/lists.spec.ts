import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../common/lists';
import { PASTE_REFUSAL_TEXTS } from '../common/x-handle.plain';
import { LISTS_SCREEN_TEXTS } from '../web/features/lists/lists-screen-texts';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

describe('the Lists screen', () => {
  const browser = useBrowser();

  it('creates, renames, colours, fills, shoots and deletes lists, and stops at the plan’s limit', async () => {
    const page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(page, E2E_USERS.lister.email, E2E_PASSWORD, '/lists');
    await page.getByRole('heading', { level: 1, name: 'Lists' }).waitFor();
    await page.getByText('Tier 1: 0/2').waitFor();

    // Create, then rename inline with Enter.
    await page.getByRole('button', { name: 'New List', exact: true }).click();
    const name = page.getByRole('textbox', { name: 'List name' });
    await name.waitFor();
    await name.fill('Builders');
    await name.press('Enter');
    const card = page.getByRole('article', { name: 'Builders' });
    await card.waitFor();
    await page.getByText('Tier 1: 1/2').waitFor();

    // Colour saves at once and tints the card.
    await card.getByLabel('List colour').fill('#ff0000');
    await page.waitForFunction(() => {
      const article = [...document.querySelectorAll('article')].find((a) => a.getAttribute('aria-label') === 'Builders' || a.textContent?.includes('Builders'));
      return article ? getComputedStyle(article).backgroundColor.replace(/\s/g, '') === 'rgba(255,0,0,0.2)' : false;
    });

    // Members: one by one, then pasted.
    await card.getByRole('button', { name: '0 members' }).click();
    const modal = page.getByRole('dialog', { name: 'Builders Members' });
    await modal.getByRole('textbox', { name: 'Add new member...' }).fill('@ada_dev');
    await modal.getByRole('textbox', { name: 'Add new member...' }).press('Enter');
    await modal.getByRole('link', { name: 'Open @ada_dev on X' }).waitFor();
    await modal.getByRole('button', { name: 'Paste many' }).click();
    // First a phrase by mistake: the preview refuses it whole, and nothing is added yet (issue #38).
    await modal.getByRole('textbox', { name: 'Usernames to add' }).fill('not valid handle!!');
    const preview = modal.getByRole('region', { name: LISTS_SCREEN_TEXTS.pastePreview });
    await preview.getByText(`“not valid handle!!”: ${PASTE_REFUSAL_TEXTS.phrase}`).waitFor();
    expect(await modal.getByRole('button', { name: LISTS_SCREEN_TEXTS.addAll }).isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: 'Usernames to add' }).fill('grace_h, linus_t\nx.com/ken_t ADA_DEV');
    await preview.getByText('@grace_h @linus_t @ken_t @ADA_DEV').waitFor();
    await modal.getByRole('button', { name: LISTS_SCREEN_TEXTS.pasteAdd(4) }).click();
    await modal.getByText('Added 3, skipped 1 (duplicates: @ADA_DEV)').waitFor();
    await modal.getByRole('searchbox', { name: 'Search members...' }).fill('gra');
    await modal.getByRole('link', { name: 'Open @linus_t on X' }).waitFor({ state: 'detached' });
    expect(await modal.getByRole('link', { name: 'Open @grace_h on X' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: '4 members' }).waitFor();

    // Shoot 2 from the selected list and copy the text.
    await page.getByRole('button', { name: 'Shoot', exact: true }).click();
    await page.getByText(LISTS_TEXTS.selectListsToShoot).waitFor();
    await card.getByRole('checkbox', { name: 'Select Builders' }).check();
    await page.getByRole('spinbutton', { name: 'Shoot count' }).fill('2');
    await page.getByRole('button', { name: 'Shoot', exact: true }).click();
    const result = page.getByRole('textbox', { name: 'Shoot result' });
    await result.waitFor();
    const text = await result.inputValue();
    expect(text).toMatch(/^@\w+ @\w+$/);
    await page.getByRole('button', { name: 'Copy Shoot List' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // A second list reaches the plan's limit: the alert shows and New List is off.
    await page.getByRole('button', { name: 'New List', exact: true }).click();
    await page.getByRole('textbox', { name: 'List name' }).press('Enter');
    await page.getByText('Tier 1: 2/2').waitFor();
    await page.getByText(LISTS_TEXTS.limitAlert).waitFor();
    expect(await page.getByRole('button', { name: 'New List', exact: true }).isDisabled()).toBe(true);
    await browser.screenshot(page, 'lists');

    // Delete with confirmation.
    await card.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete List' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete List' });
    await confirm.getByText('Move "Builders" and its 4 members to the Trash? You can restore it from there.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Tier 1: 1/2').waitFor();
  });
});
