import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXTENSION_SETTINGS_WORDS, EXTENSION_TOKEN_NAME, ROLLCALL_EXTENSION } from '../common/extension.plain';
import { API_TOKEN_PATTERN } from '../common/api-tokens';
import { paths } from '../common/paths.plain';
import { EXTENSIONS_LIST_TEXTS } from '../web/features/extensions/extensions-texts';
import { EXTENSION_PAGE_TEXTS as T } from '../web/features/tokens/extension-texts';
import { baseUrl, useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS, INSTALLER_LISTS } from './users';

/**
 * The extension a person can install (issue #38): from the catalogue's card to /extension, the
 * zip of this server downloaded, 'Sign in to connect' and back, 'Connect the extension' makes a
 * read-and-write token shown once, and that token reads and writes through the public API.
 */

const v1 = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('installing the browser extension', () => {
  const browser = useBrowser();

  for (const width of [1280, 390]) {
    it(`goes from the catalogue card to a downloaded zip and a connected token at ${String(width)} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(paths.home);
      const card = page.getByRole('region', { name: 'Free Browser Extensions' }).getByRole('article', { name: ROLLCALL_EXTENSION.title });
      await card.getByRole('link', { name: EXTENSIONS_LIST_TEXTS.install(ROLLCALL_EXTENSION.title) }).click();
      await page.getByRole('heading', { level: 1, name: ROLLCALL_EXTENSION.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(paths.extension);

      // The zip of this server's version, downloaded as a person does: a zip file (PK…).
      const link = page.getByRole('link', { name: T.download });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^rollcall-extension-\d+\.\d+\.\d+\.zip$/);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const served = await page.request.get((await link.getAttribute('href'))!);
      expect(served.headers()['content-type']).toBe('application/zip');
      expect(served.headers()['content-disposition']).toBe(`attachment; filename="${download.suggestedFilename()}"`);

      const install = page.getByRole('region', { name: T.installTitle });
      for (const address of ['chrome://extensions', 'edge://extensions', 'brave://extensions']) await install.getByText(address, { exact: true }).waitFor();
      await install.getByText(/Turn on Developer mode/).waitFor();
      await install.getByText(/Click Load unpacked/).waitFor();
      await noSidewaysScroll(page);
      await browser.screenshot(page, `extension-visitor-${String(width)}`);

      // Signed out, connecting asks to sign in first, then comes back here.
      const connect = page.getByRole('region', { name: T.connectTitle });
      await connect.getByText(T.connectSignedOut).waitFor();
      await connect.getByRole('link', { name: T.signIn }).click();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(E2E_USERS.installer.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await connect.getByRole('button', { name: T.connect }).waitFor();
      expect(new URL(page.url()).pathname).toBe(paths.extension);

      // One click: a read-and-write token named for the extension, shown once, with where it goes.
      await connect.getByRole('button', { name: T.connect }).click();
      const box = connect.getByRole('textbox', { name: T.tokenLabel });
      await box.waitFor();
      const token = await box.inputValue();
      expect(token).toMatch(API_TOKEN_PATTERN);
      // A run after another finds its token: its own is named apart ('Browser extension 2').
      await connect.getByText(new RegExp(`^Your token "${EXTENSION_TOKEN_NAME}( \\d+)?"\\. ${T.showOnce}$`)).waitFor();
      await connect.getByText(`In ${EXTENSION_SETTINGS_WORDS.server}, enter this address:`).waitFor();
      await connect.getByText(new URL(baseUrl()).origin, { exact: true }).waitFor();
      await connect.getByText(`In ${EXTENSION_SETTINGS_WORDS.token}, paste the token.`).waitFor();
      await noSidewaysScroll(page);
      await browser.screenshot(page, `extension-connected-${String(width)}`);

      // It works against the public API, and it writes.
      const me = await v1('/me', token);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ user: { username: E2E_USERS.installer.username }, token: { scope: 'write' } });
      const lists = (await (await v1('/lists', token)).json()) as { lists: { id: number; name: string }[] };
      const list = lists.lists.find((candidate) => candidate.name === Object.keys(INSTALLER_LISTS)[0])!;
      const handle = `added_at_${String(width)}`;
      const added = await v1(`/lists/${String(list.id)}/members`, token, { method: 'POST', body: JSON.stringify({ usernames: [handle] }) });
      expect(added.ok).toBe(true);
      const members = (await (await v1(`/lists/${String(list.id)}/members`, token)).json()) as { members: { username: string }[] };
      expect(members.members.map((member) => member.username)).toContain(handle);

      // The account menu leads here too, in the dark.
      await page.evaluate(() => {
        localStorage.setItem('theme', 'dark');
      });
      await page.goto(paths.profile);
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Browser extension' }).click();
      await connect.getByRole('button', { name: T.connect }).waitFor();
      await browser.screenshot(page, `extension-signed-in-${String(width)}-dark`);
    });
  }
});
