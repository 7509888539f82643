import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

describe('profile in the browser', () => {
  const browser = useBrowser();

  it('keeps profile details and the X account after a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.profile.email, E2E_PASSWORD, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const details = page.getByRole('region', { name: 'Profile details' });
    await details.getByText('Not set').first().waitFor();

    await details.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Nickname', { exact: true }).fill('Pia the Builder');
    await page.getByLabel('Country', { exact: true }).fill('Belgium');
    await page.getByLabel('Presence', { exact: true }).selectOption('busy');
    await page.getByLabel('Chat Available', { exact: true }).uncheck();
    await details.getByRole('button', { name: 'Save' }).click();
    await details.getByRole('button', { name: 'Edit Profile' }).waitFor();

    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Add X account' }).click();
    await page.getByRole('textbox', { name: 'X account', exact: true }).fill('  @pia_builds ');
    await account.getByRole('button', { name: 'Save' }).click();
    await account.getByRole('link', { name: '@pia_builds' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const text = await page.getByRole('region', { name: 'Profile details' }).innerText();
    expect(text).toContain('Pia the Builder');
    expect(text).toContain('Belgium');
    expect(text).toContain('Busy');
    expect(text).toMatch(/Chat Available\s*No/);
    expect(await page.getByRole('link', { name: '@pia_builds' }).getAttribute('href')).toBe('https://x.com/pia_builds');
    await browser.screenshot(page, 'profile');
  });
});
