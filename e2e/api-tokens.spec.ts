import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_PATTERN, API_TOKEN_TEXTS } from '../common/api-tokens';
import { API_V1_ERROR_CODES } from '../common/api-v1';
import { signIn } from './auth-helpers';
import { baseUrl, saveScreenshot, useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

/**
 * Profile › API tokens (issue #23), as a person does it: create a read-only token, see it once,
 * use it from a script (the public API answers who it is), see when it was last used, revoke it
 * after a confirmation, and the script is refused from then on.
 */

const me = (token: string) => fetch(`${baseUrl()}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
const shot = (page: Page, name: string) => saveScreenshot(page, name);

describe('API tokens on the Profile page', () => {
  const browser = useBrowser();

  it('creates a token shown once, which the API accepts until it is revoked', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.scripter.email, E2E_PASSWORD, '/profile');
    const card = page.getByRole('region', { name: API_TOKEN_TEXTS.title });
    await card.getByText(API_TOKEN_TEXTS.empty).waitFor();

    // A name is needed.
    await card.getByRole('button', { name: API_TOKEN_TEXTS.create }).click();
    await card.getByText(API_TOKEN_TEXTS.nameRequired).waitFor();

    await card.getByRole('textbox', { name: API_TOKEN_TEXTS.name }).fill('My script');
    await card.getByRole('combobox', { name: API_TOKEN_TEXTS.scope }).selectOption({ label: API_TOKEN_TEXTS.scopes.read });
    await card.getByRole('textbox', { name: API_TOKEN_TEXTS.name }).press('Enter');
    await card.getByText(API_TOKEN_TEXTS.showOnce, { exact: false }).waitFor();
    const token = await card.getByRole('textbox', { name: 'Your new token' }).inputValue();
    expect(token).toMatch(API_TOKEN_PATTERN);
    const row = card.getByRole('listitem').filter({ hasText: 'My script' });
    await row.getByText(API_TOKEN_TEXTS.scopes.read).waitFor();
    await row.getByText(`${API_TOKEN_TEXTS.lastUsed} ${API_TOKEN_TEXTS.never}`, { exact: false }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'api-tokens-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A script uses it.
    const answer = await me(token);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { user: { username: string } }).user.username).toBe(E2E_USERS.scripter.username);

    // Shown once: after a reload only its first characters remain, and it says when it was used.
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);
    await row.getByText(token.slice(0, 9), { exact: false }).waitFor();
    expect(await row.textContent()).not.toContain(`${API_TOKEN_TEXTS.lastUsed} ${API_TOKEN_TEXTS.never}`);

    // Revoked after a confirmation: the script is refused, with words it can show.
    await row.getByRole('button', { name: `${API_TOKEN_TEXTS.revoke} My script` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(API_TOKEN_TEXTS.revokeConfirm('My script')).waitFor();
    await dialog.getByRole('button', { name: API_TOKEN_TEXTS.revoke }).click();
    await page.getByTestId('toaster').getByText(API_TOKEN_TEXTS.revokedToast('My script')).waitFor();
    await row.getByText(API_TOKEN_TEXTS.revoked, { exact: true }).waitFor();
    const refused = await me(token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(API_V1_ERROR_CODES.tokenInvalid);
  });

  it('documents the API at /api/docs, generated from the contract, under the site CSP (a console error fails the test)', async () => {
    const page = await browser.newPage();
    await page.goto('/api/docs/');
    await page.getByRole('heading', { name: /Rollcall API/ }).waitFor();
    // Every route of the contract is listed: the shoot, the handle lookup, a list's removal.
    await page.getByText('/api/v1/shoot', { exact: true }).waitFor();
    await page.getByText('/api/v1/handles/{username}/lists', { exact: true }).waitFor();
    await page.getByText('/api/v1/lists/{id}/members/{username}', { exact: true }).waitFor();
    await shot(page, 'api-docs');
  });
});
