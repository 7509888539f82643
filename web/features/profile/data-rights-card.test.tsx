import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DATA_TEXTS, DELETE_ACCOUNT_CONFIRMATION, MY_DATA_FILE_NAME, MY_LISTS_CSV_FILE_NAME, type AccountDeletionPreview, type MyData } from '../../../common/account-data';
import { paths } from '../../../common/paths.plain';
import { PROFILE_TEXTS } from '../../../common/profile';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { expectToast } from '../../test/toasts';
import { DataRightsCard } from './data-rights-card';
import { PROFILE_SCREEN_TEXTS as T } from './profile-screen-texts';

const CSV = '"List Name","Icon","Color","communityId","Members"\r\n"Fans","","","","ann;bob"';

function makeData(overrides: Partial<MyData> = {}): MyData {
  return {
    exportedAt: '2026-11-27T22:00:00.000Z',
    account: {
      id: 7,
      username: 'alice',
      email: 'alice@example.com',
      role: 'user',
      isVerified: true,
      xAccounts: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: null,
      profile: { nickname: null, country: null, language: null, presence: 'online', chatAvailable: true, xVerified: false },
    },
    lists: [],
    listsCsv: CSV,
    certificates: [],
    teams: [],
    apiTokens: [],
    messageTemplates: [],
    planRequests: [],
    sessions: [],
    ...overrides,
  };
}

function makePreview(overrides: Partial<AccountDeletionPreview> = {}): AccountDeletionPreview {
  return { teamsDeleted: [], teamsLeft: [], teamsToHandOver: [], lists: 2, certificates: 3, drawsPending: 0, lastAdmin: false, ...overrides };
}

function open(routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi(routes);
  renderRoute(paths.profile, <DataRightsCard />, { user: makeUser() });
  return api;
}

/** The files the page hands to the browser, by the object URLs it makes. */
function savedFiles() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:saved';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return blobs;
}

/** A saved file's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(String(reader.result));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable'));
    };
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Profile › Your data', () => {
  it('saves my data as a JSON file, and my lists as the old CSV', async () => {
    const files = savedFiles();
    const api = open({ 'GET /api/profile/data': ok(makeData()) });
    fireEvent.click(await screen.findByRole('button', { name: T.downloadMyData }));
    await expectToast(T.dataDownloaded(MY_DATA_FILE_NAME));
    expect(JSON.parse(await textOf(files[0]!))).toMatchObject({ account: { email: 'alice@example.com' } });

    fireEvent.click(screen.getByRole('button', { name: T.downloadMyLists }));
    await expectToast(T.listsDownloaded(MY_LISTS_CSV_FILE_NAME));
    expect(await textOf(files[1]!)).toBe(CSV);
    expect(api.calls('GET /api/profile/data')).toHaveLength(2);
  });

  it('says so when there is no list to save as CSV', async () => {
    const files = savedFiles();
    open({ 'GET /api/profile/data': ok(makeData({ listsCsv: null })) });
    fireEvent.click(await screen.findByRole('button', { name: T.downloadMyLists }));
    expect(await screen.findByText(T.noListsToDownload)).toBeTruthy();
    expect(files).toHaveLength(0);
  });

  it('asks before deleting: what happens to my lists, teams and certificates, then the password and the typed word', async () => {
    const api = open({
      'GET /api/profile/deletion': ok(makePreview({ teamsDeleted: ['Solo'], teamsLeft: ['Mods'] })),
      'POST /api/profile/delete': (body) =>
        (body as { password: string }).password === 'right password'
          ? ok({ success: true, message: ACCOUNT_DATA_TEXTS.accountDeleted })
          : apiError(400, 'WRONG_PASSWORD', PROFILE_TEXTS.wrongCurrentPassword),
    });
    fireEvent.click(await screen.findByRole('button', { name: T.deleteMyAccount }));
    const dialog = within(await screen.findByRole('dialog', { name: T.deleteAccountTitle }));
    expect(dialog.getByText(T.deletesLists(2))).toBeTruthy();
    expect(dialog.getByText(T.deletesTeams(['Solo']))).toBeTruthy();
    expect(dialog.getByText(T.leavesTeams(['Mods']))).toBeTruthy();
    expect(dialog.getByText(T.keepsCertificates(3))).toBeTruthy();
    expect(dialog.getByText(T.endsAccess)).toBeTruthy();

    // Nothing is sent without the password and the word.
    fireEvent.click(dialog.getByRole('button', { name: T.deleteMyAccount }));
    expect(await dialog.findByText(T.passwordRequired)).toBeTruthy();
    expect(api.calls('POST /api/profile/delete')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(T.passwordLabel, { exact: false }), { target: { value: 'wrong' } });
    fireEvent.change(dialog.getByLabelText(T.confirmationLabel(DELETE_ACCOUNT_CONFIRMATION), { exact: false }), { target: { value: DELETE_ACCOUNT_CONFIRMATION } });
    fireEvent.click(dialog.getByRole('button', { name: T.deleteMyAccount }));
    expect((await dialog.findByRole('alert')).textContent).toBe(T.deleteFailed(PROFILE_TEXTS.wrongCurrentPassword));

    fireEvent.change(dialog.getByLabelText(T.passwordLabel, { exact: false }), { target: { value: 'right password' } });
    fireEvent.click(dialog.getByRole('button', { name: T.deleteMyAccount }));
    await expectToast(ACCOUNT_DATA_TEXTS.accountDeleted);
    expect((await screen.findByTestId('other-page')).textContent).toBe(paths.home);
    expect(api.calls('POST /api/profile/delete').at(-1)?.body).toEqual({ password: 'right password', confirmation: DELETE_ACCOUNT_CONFIRMATION });
  });

  it('does not offer the deletion while I alone own a team others work in, or am the last admin, and says why', async () => {
    const api = open({ 'GET /api/profile/deletion': ok(makePreview({ teamsToHandOver: ['Busy team'], lastAdmin: true })) });
    fireEvent.click(await screen.findByRole('button', { name: T.deleteMyAccount }));
    const dialog = within(await screen.findByRole('dialog', { name: T.deleteAccountTitle }));
    expect(dialog.getByText(T.mustHandOver(['Busy team']))).toBeTruthy();
    expect(dialog.getByText(T.lastAdmin)).toBeTruthy();
    expect(dialog.queryByLabelText(T.passwordLabel, { exact: false })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/profile/delete')).toHaveLength(0);
  });
});
