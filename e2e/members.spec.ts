import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

describe('the Members screen', () => {
  const browser = useBrowser();

  // The mover's lists hold the curator's members (CURATOR_LISTS) but are the mover's own: what this
  // journey changes for good (a member removed, one moved to a new list) no other file meets,
  // whatever the order the files run in.
  it('searches, copies, moves and deletes members', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.mover.email, E2E_PASSWORD, '/members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    const table = page.getByRole('table', { name: 'Members' });
    await table.getByRole('link', { name: '@ada_dev' }).waitFor();
    await page.getByText('5 members').waitFor();
    expect(await table.getByRole('link', { name: '@ada_dev' }).getAttribute('href')).toBe('https://x.com/ada_dev');
    // The date the member was added (seeded when this run's server started), as the browser writes
    // it; compared with the row's own timestamp, so a run that crosses midnight still holds.
    const added = table.getByRole('row').filter({ has: page.getByRole('link', { name: '@ada_dev' }) }).locator('time');
    const iso = (await added.getAttribute('datetime'))!;
    expect(Date.now() - Date.parse(iso)).toBeLessThan(6 * 3600 * 1000);
    expect(await added.innerText()).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));

    await page.getByRole('searchbox', { name: 'Search users across all lists...' }).fill('gra');
    await page.getByText('1 member', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users across all lists...' }).fill('');
    await page.getByRole('searchbox', { name: 'Search lists...' }).fill('guest');
    await page.getByText('2 members', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search lists...' }).fill('');
    await page.getByText('5 members').waitFor();

    // Copy to an existing list.
    await page.getByRole('button', { name: 'Copy @ada_dev' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy member' });
    await copy.getByLabel('List', { exact: true }).selectOption({ label: 'Guests' });
    await copy.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Copied @ada_dev to Guests.').waitFor();
    await page.getByText('6 members').waitFor();

    // Change (move) to a new list.
    await page.getByRole('button', { name: 'Change list of @ken_t' }).click();
    const change = page.getByRole('dialog', { name: 'Change list' });
    await change.getByRole('textbox', { name: 'New list name' }).fill('Alumni');
    await change.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Moved @ken_t to Alumni.').waitFor();
    await page.getByRole('button', { name: 'Delete @ken_t from Alumni' }).waitFor();
    // Undo (issue #21): back in Guests, then moved again.
    // The Undo of that toast (the toast of the copy before has one too).
    await page.getByText('Moved @ken_t to Alumni.').locator('xpath=ancestor::div[.//button[normalize-space(.)="Undo"]][1]').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('@ken_t is back in Guests.').waitFor();
    await page.getByRole('button', { name: 'Delete @ken_t from Guests' }).waitFor();
    await page.getByRole('button', { name: 'Change list of @ken_t' }).click();
    await change.getByLabel('List', { exact: true }).selectOption({ label: 'Alumni' });
    await change.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Delete @ken_t from Alumni' }).waitFor();

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete @margaret_h from Guests' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove @margaret_h from Guests?' });
    await remove.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Removed @margaret_h from Guests.').waitFor();
    await page.getByText('5 members').waitFor();
    await browser.screenshot(page, 'members');
  });
});
