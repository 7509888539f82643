import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_TEXTS } from '../../../common/api-tokens';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_SETTINGS_WORDS, EXTENSION_TOKEN_NAME, ROLLCALL_EXTENSION } from '../../../common/extension.plain';
import { paths } from '../../../common/paths.plain';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { API_TOKENS_SCREEN_TEXTS, ApiTokensCard } from './api-tokens-card';
import { ExtensionPage } from './extension-page';
import { EXTENSION_PAGE_TEXTS as T } from './extension-texts';

const ZIP = { version: '0.1.0', fileName: 'rollcall-extension-0.1.0.zip', bytes: 26_624, path: EXTENSION_DOWNLOAD_PATH };
const TOKEN = `rc_${'b'.repeat(43)}`;
const tokenRow = (id: number, name: string, revokedAt: string | null = null) => ({
  id,
  name,
  scope: 'write',
  workspace: { id: 1, name: 'alice', personal: true },
  hint: 'rc_bbbbbb…',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt,
});

describe('/extension (issue #38)', () => {
  it('offers the zip of this server with how to install it in Chrome, Edge and Brave, and asks a visitor to sign in to connect', async () => {
    mockApi({ 'GET /api/extension-download': ok({ download: ZIP }) });
    renderRoute(paths.extension, <ExtensionPage />, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: ROLLCALL_EXTENSION.title })).toBeTruthy();
    const download = await screen.findByRole('link', { name: T.download });
    expect(download.getAttribute('href')).toBe(EXTENSION_DOWNLOAD_PATH);
    expect(download.getAttribute('download')).toBe(ZIP.fileName);
    expect(screen.getByText(T.downloadDetails(ZIP.fileName, '26 KB'))).toBeTruthy();

    const install = within(screen.getByRole('region', { name: T.installTitle }));
    for (const address of ['chrome://extensions', 'edge://extensions', 'brave://extensions']) expect(install.getByText(address)).toBeTruthy();
    expect(install.getByText(/Turn on Developer mode/)).toBeTruthy();
    expect(install.getByText(/Click Load unpacked and pick the folder you unzipped/)).toBeTruthy();

    const connect = within(screen.getByRole('region', { name: T.connectTitle }));
    expect(connect.queryByRole('button', { name: T.connect })).toBeNull();
    expect(connect.getByRole('link', { name: T.signIn }).getAttribute('href')).toBe(`${paths.login}?next=%2Fextension`);
  });

  it('says the extension is not built on this server when its build has no zip', async () => {
    mockApi({ 'GET /api/extension-download': ok({ download: null }) });
    renderRoute(paths.extension, <ExtensionPage />, { user: null });
    expect(await screen.findByText(T.notBuilt)).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.download })).toBeNull();
  });

  it("'Connect the extension' makes one read-and-write token named for it and shows it once, with where to paste it", async () => {
    const api = mockApi({
      'GET /api/extension-download': ok({ download: ZIP }),
      'GET /api/tokens': ok({ tokens: [] }),
      'POST /api/tokens': { status: 201, body: { token: TOKEN, apiToken: tokenRow(3, EXTENSION_TOKEN_NAME) } },
    });
    renderRoute(paths.extension, <ExtensionPage />, { user: makeUser() });
    const connect = within(screen.getByRole('region', { name: T.connectTitle }));
    expect(await connect.findByText(T.connectIntro('Personal'))).toBeTruthy();
    fireEvent.click(connect.getByRole('button', { name: T.connect }));
    const box = (await connect.findByRole('textbox', { name: T.tokenLabel })) as HTMLInputElement;
    expect(box.value).toBe(TOKEN);
    expect(api.calls('POST /api/tokens').map((call) => call.body)).toEqual([{ name: EXTENSION_TOKEN_NAME, scope: 'write' }]);
    expect(connect.getByText(`${T.tokenTitle(EXTENSION_TOKEN_NAME)}. ${T.showOnce}`)).toBeTruthy();
    expect(connect.getByRole('button', { name: T.copy })).toBeTruthy();
    // Where it goes, in the extension's own words.
    expect(connect.getByText(`In ${EXTENSION_SETTINGS_WORDS.server}, enter this address:`)).toBeTruthy();
    expect(connect.getByText(window.location.origin, { selector: 'code' })).toBeTruthy();
    expect(connect.getByText(`In ${EXTENSION_SETTINGS_WORDS.token}, paste the token.`)).toBeTruthy();
    expect(connect.getByText(new RegExp(`Click ${EXTENSION_SETTINGS_WORDS.save}\\.`))).toBeTruthy();
    // The button is gone: a second token takes a second visit, never a double click.
    expect(connect.queryByRole('button', { name: T.connect })).toBeNull();
  });

  it('names a second browser’s token apart from a live one, and shows a refusal in words', async () => {
    let refuse = false;
    const api = mockApi({
      'GET /api/extension-download': ok({ download: ZIP }),
      'GET /api/tokens': ok({ tokens: [tokenRow(1, EXTENSION_TOKEN_NAME), tokenRow(2, `${EXTENSION_TOKEN_NAME} 2`, '2026-11-27T11:00:00.000Z')] }),
      'POST /api/tokens': () => (refuse ? apiError(409, 'TOO_MANY_TOKENS', API_TOKEN_TEXTS.tooMany) : { status: 201, body: { token: TOKEN, apiToken: tokenRow(3, `${EXTENSION_TOKEN_NAME} 2`) } }),
    });
    refuse = true;
    renderRoute(paths.extension, <ExtensionPage />, { user: makeUser() });
    const connect = within(screen.getByRole('region', { name: T.connectTitle }));
    fireEvent.click(await connect.findByRole('button', { name: T.connect }));
    expect(await connect.findByText(API_TOKEN_TEXTS.tooMany)).toBeTruthy();

    refuse = false;
    fireEvent.click(connect.getByRole('button', { name: T.connect }));
    expect(await connect.findByText(T.renamed(`${EXTENSION_TOKEN_NAME} 2`))).toBeTruthy();
    // The revoked 'Browser extension 2' does not count; the live 'Browser extension' does.
    expect(api.calls('POST /api/tokens').at(-1)!.body).toEqual({ name: `${EXTENSION_TOKEN_NAME} 2`, scope: 'write' });
  });
});

describe('Profile › API tokens points the extension to /extension (issue #38)', () => {
  it('keeps read only as its default and says the extension needs read and write', async () => {
    mockApi({ 'GET /api/tokens': ok({ tokens: [] }) });
    renderRoute(paths.profile, <ApiTokensCard />, { user: makeUser() });
    const card = within(await screen.findByRole('region', { name: API_TOKEN_TEXTS.title }));
    expect((card.getByRole('combobox', { name: API_TOKEN_TEXTS.scope }) as HTMLSelectElement).value).toBe('read');
    expect(card.getByText(API_TOKENS_SCREEN_TEXTS.extensionNeeds, { exact: false })).toBeTruthy();
    expect(card.getByRole('link', { name: API_TOKENS_SCREEN_TEXTS.extensionLink }).getAttribute('href')).toBe(paths.extension);
  });
});
