import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths';
import { PROFILE_TEXTS } from '../../../common/profile';
import type { ProfileResponse } from '../../../common/profile';
import { makeUser, renderApp } from '../../test/render-app';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import { makeStatus } from '../../test/fixtures/billing';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { PROFILE_SCREEN_TEXTS } from '../../features/profile/profile-screen-texts';
import { PAGE_TEXTS } from './page-texts';
import { BILLING_SCREEN_TEXTS } from '../../features/billing/billing-screen-texts';
import { expectToast, toastTexts } from '../../test/toasts';
import { API_TOKEN_TEXTS } from '../../../common/api-tokens';
import { API_TOKENS_SCREEN_TEXTS } from '../../features/tokens/api-tokens-card';
import { TEAM_TEXTS } from '../../../common/teams';
import { makeTeamSummary, PERSONAL, workspacesResponse } from '../../test/fixtures/teams';

function makeProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    username: 'alice',
    email: 'alice@example.com',
    isVerified: true,
    xAccount: null,
    pendingEmail: null,
    details: { nickname: null, country: 'France', language: null, presence: 'online', chatAvailable: true, xVerified: false },
    otherSessions: 0,
    ...overrides,
  };
}

function openProfile(profile: ProfileResponse, routes: Record<string, MockHandler | MockReply> = {}) {
  const api = mockApi({ 'GET /api/profile': () => ok(profile), 'GET /api/billing/status': ok(makeStatus()), 'GET /api/tokens': ok({ tokens: [] }), ...routes });
  const result = renderApp(paths.profile, { user: makeUser() });
  return { ...result, api };
}

/** The value shown beside a label in a block's view mode. */
function valueOf(label: string): string {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  if (!term) throw new Error(`no row labelled ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('profile', () => {
  it('shows a loading state, then the account', async () => {
    openProfile(makeProfile());
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(valueOf('Password')).toContain('••••••••');
    expect(valueOf('X account')).toContain(PROFILE_SCREEN_TEXTS.notSet);
  });

  it("says 'Failed to fetch profile: …' when it cannot be read", async () => {
    mockApi({ 'GET /api/profile': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    renderApp(paths.profile, { user: makeUser() });
    expect((await screen.findByRole('alert')).textContent).toBe(PAGE_TEXTS.fetchFailed('Internal error'));
  });

  it("shows the details as values, 'Not set', 'Yes' and 'No'", async () => {
    openProfile(makeProfile());
    await screen.findByText('alice@example.com');
    expect(valueOf('Nickname')).toBe(PROFILE_SCREEN_TEXTS.notSet);
    expect(valueOf('Country')).toBe('France');
    expect(valueOf('Language')).toBe(PROFILE_SCREEN_TEXTS.notSet);
    expect(valueOf('Presence')).toBe('Online');
    expect(valueOf('Chat Available')).toBe('Yes');
    expect(valueOf('X Verified')).toBe('No');
  });

  it('links the X account to its profile on X, in a new tab', async () => {
    openProfile(makeProfile({ xAccount: 'rollcall_app' }));
    const link = await screen.findByRole('link', { name: '@rollcall_app' });
    expect(link.getAttribute('href')).toBe('https://x.com/rollcall_app');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Edit X account' })).toBeTruthy();
  });

  it('shows no subscription with the ways to get one', async () => {
    openProfile(makeProfile());
    await screen.findByText('alice@example.com');
    const subscription = section('Subscription Status');
    expect(await subscription.findByText(BILLING_SCREEN_TEXTS.noSubscription)).toBeTruthy();
    expect(subscription.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription');
    expect(subscription.getByRole('link', { name: 'Get Lifetime Deal' }).getAttribute('href')).toBe('/ltd');
  });
});

describe('profile details', () => {
  it('saves the edited details and returns to view mode', async () => {
    const saved = makeProfile({
      details: { nickname: 'Al', country: 'France', language: 'fr', presence: 'busy', chatAvailable: false, xVerified: false },
    });
    const { api } = openProfile(makeProfile(), { 'PUT /api/profile/details': () => ok(saved) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' Al ' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText('Presence'), { target: { value: 'busy' } });
    fireEvent.click(screen.getByLabelText('Chat Available'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(api.calls('PUT /api/profile/details')[0]?.body).toEqual({
      nickname: 'Al',
      country: 'France',
      language: 'fr',
      presence: 'busy',
      chatAvailable: false,
      xVerified: false,
    });
    expect(valueOf('Nickname')).toBe('Al');
    expect(valueOf('Presence')).toBe('Busy');
    expect(valueOf('Chat Available')).toBe('No');
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    await expectToast(PROFILE_SCREEN_TEXTS.profileSaved);
  });

  it('discards the changes on Cancel', async () => {
    const { api } = openProfile(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Spain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(valueOf('Country')).toBe('France');
    // The focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('France');
    expect(api.calls('PUT /api/profile/details')).toHaveLength(0);
  });

  it("says 'Failed to save profile: …' and stays in edit mode", async () => {
    openProfile(makeProfile(), {
      'PUT /api/profile/details': apiError(400, 'VALIDATION_ERROR', 'Nickname must be at most 50 characters'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PROFILE_SCREEN_TEXTS.saveProfileFailed('Nickname must be at most 50 characters'),
    );
    expect(screen.getByLabelText('Nickname')).toBeTruthy();
    // Said once, beside the form it concerns: no toast repeats it.
    expect(toastTexts('error')).toEqual([]);
    expect(toastTexts('success')).toEqual([]);
  });

  it('shows Save busy while saving', async () => {
    const later = deferred<MockReply>();
    openProfile(makeProfile(), { 'PUT /api/profile/details': () => later.promise });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    });
    later.resolve(ok(makeProfile()));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  });
});

describe('account', () => {
  it('asks to confirm a new email and shows it as pending', async () => {
    let profile = makeProfile();
    const { api } = openProfile(profile, {
      'GET /api/profile': () => ok(profile),
      'POST /api/profile/email': () => {
        profile = makeProfile({ pendingEmail: 'new@example.com' });
        return ok({ success: true, message: PROFILE_TEXTS.emailChangeSent('new@example.com') });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
    const form = within(screen.getByRole('form', { name: 'Change email' }));
    expect(form.getByLabelText(/^New email/).getAttribute('type')).toBe('email');
    fireEvent.change(form.getByLabelText(/^New email/), { target: { value: 'New@Example.com' } });
    fireEvent.change(form.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await expectToast(PROFILE_TEXTS.emailChangeSent('new@example.com'));
    expect(api.calls('POST /api/profile/email')[0]?.body).toEqual({ email: 'new@example.com', currentPassword: 'secret-password' });
    expect(await screen.findByText('Waiting for confirmation: new@example.com')).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
  });

  it("says 'Failed to save email: …' with the server's reason", async () => {
    openProfile(makeProfile(), {
      'POST /api/profile/email': apiError(400, 'INVALID_CREDENTIALS', PROFILE_TEXTS.wrongCurrentPassword),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
    fireEvent.change(screen.getByLabelText(/^New email/), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PROFILE_SCREEN_TEXTS.saveEmailFailed(PROFILE_TEXTS.wrongCurrentPassword),
    );
    expect(toastTexts('error')).toEqual([]);
  });

  it('sends nothing when the new password is empty, and closes the form', async () => {
    const { api } = openProfile(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(api.calls('POST /api/profile/password')).toHaveLength(0);
  });

  it("says 'Passwords do not match' and sends nothing", async () => {
    const { api } = openProfile(makeProfile());
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'another-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(SHARED_TEXTS.passwordsDoNotMatch);
    expect(api.calls('POST /api/profile/password')).toHaveLength(0);
  });

  it("says 'Failed to save password: …' with the server's reason, and keeps the form", async () => {
    openProfile(makeProfile(), {
      'POST /api/profile/password': apiError(400, 'WRONG_PASSWORD', PROFILE_TEXTS.wrongCurrentPassword),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'another-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PROFILE_SCREEN_TEXTS.savePasswordFailed(PROFILE_TEXTS.wrongCurrentPassword),
    );
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
  });

  it('changes the password', async () => {
    const { api } = openProfile(makeProfile({ otherSessions: 2 }), {
      'POST /api/profile/password': ok({ success: true, message: PROFILE_TEXTS.passwordChanged }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'another-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(PROFILE_TEXTS.passwordChanged);
    expect(api.calls('POST /api/profile/password')[0]?.body).toEqual({
      currentPassword: 'secret-password',
      newPassword: 'another-password',
    });
  });

  it('adds an X account', async () => {
    const { api } = openProfile(makeProfile(), {
      'PUT /api/profile/x-account': () => ok(makeProfile({ xAccount: 'new_handle' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add X account' }));
    const input = screen.getByLabelText('X account', { selector: 'input' });
    expect(input.getAttribute('placeholder')).toBe('@handle or x.com/handle');
    fireEvent.change(input, { target: { value: ' x.com/new_handle ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: '@new_handle' });
    expect(link.getAttribute('href')).toBe('https://x.com/new_handle');
    await expectToast(PROFILE_SCREEN_TEXTS.xAccountSaved('new_handle'));
    expect(api.calls('PUT /api/profile/x-account')[0]?.body).toEqual({ xAccount: 'x.com/new_handle' });
  });

  it('removes the X account when saved empty', async () => {
    const { api } = openProfile(makeProfile({ xAccount: 'old_handle' }), {
      'PUT /api/profile/x-account': () => ok(makeProfile({ xAccount: null })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit X account' }));
    const input = screen.getByLabelText('X account', { selector: 'input' });
    expect((input as HTMLInputElement).value).toBe('@old_handle');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Add X account' })).toBeTruthy();
    expect(valueOf('X account')).toContain(PROFILE_SCREEN_TEXTS.notSet);
    await expectToast(PROFILE_SCREEN_TEXTS.xAccountRemoved);
    expect(api.calls('PUT /api/profile/x-account')[0]?.body).toEqual({ xAccount: '' });
  });

  it("says 'Failed to update X account: …'", async () => {
    openProfile(makeProfile(), { 'PUT /api/profile/x-account': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    fireEvent.click(await screen.findByRole('button', { name: 'Add X account' }));
    fireEvent.change(screen.getByLabelText('X account', { selector: 'input' }), { target: { value: '@someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_SCREEN_TEXTS.xAccountFailed('Internal error'));
  });
});

describe('sessions', () => {
  it('cannot sign out of other sessions when there are none', async () => {
    openProfile(makeProfile({ otherSessions: 0 }));
    const button = await screen.findByRole('button', { name: 'Sign out of other sessions' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for confirmation before signing out of other sessions', async () => {
    const { api } = openProfile(makeProfile({ otherSessions: 2 }), {
      'POST /api/auth/logout-others': ok({ ok: true, ended: 2 }),
    });
    const sessions = () => section('Sessions');
    await screen.findByText('You are signed in on 2 other sessions.');

    fireEvent.click(sessions().getByRole('button', { name: 'Sign out of other sessions' }));
    expect(sessions().getByText('Sign out of 2 other sessions? You will stay signed in here.')).toBeTruthy();
    fireEvent.click(sessions().getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/auth/logout-others')).toHaveLength(0);

    fireEvent.click(sessions().getByRole('button', { name: 'Sign out of other sessions' }));
    fireEvent.click(sessions().getByRole('button', { name: 'Confirm' }));
    await expectToast(PROFILE_SCREEN_TEXTS.otherSessionsEnded(2));
    expect(api.calls('POST /api/auth/logout-others')).toHaveLength(1);
    expect(sessions().getByText('You are not signed in anywhere else.')).toBeTruthy();
    expect((sessions().getByRole('button', { name: 'Sign out of other sessions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates an API token shown once, lists it with its scope and last use, and revokes it after a confirmation', async () => {
    const made = { id: 7, name: 'Extension', scope: 'write', workspace: { id: 1, name: 'alice', personal: true }, hint: 'rc_abcdef…', createdAt: '2026-11-24T10:00:00.000Z', lastUsedAt: null, revokedAt: null };
    let tokens: unknown[] = [];
    const token = `rc_${'a'.repeat(43)}`;
    const { api } = openProfile(makeProfile(), {
      'GET /api/tokens': () => ok({ tokens }),
      'POST /api/tokens': () => {
        tokens = [made];
        return { status: 201, body: { token, apiToken: made } };
      },
      'DELETE /api/tokens/7': () => {
        tokens = [{ ...made, revokedAt: '2026-11-24T11:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
    });
    const card = within(await screen.findByRole('region', { name: API_TOKEN_TEXTS.title }));
    expect(await card.findByText(API_TOKEN_TEXTS.empty)).toBeTruthy();

    // A name is needed; nothing is sent without one.
    fireEvent.click(card.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    expect(await card.findByText(API_TOKEN_TEXTS.nameRequired)).toBeTruthy();
    expect(api.calls('POST /api/tokens')).toHaveLength(0);

    fireEvent.change(card.getByRole('textbox', { name: API_TOKEN_TEXTS.name }), { target: { value: '  Extension ' } });
    // Least privilege first: read only unless chosen otherwise.
    const scope = card.getByRole('combobox', { name: API_TOKEN_TEXTS.scope }) as HTMLSelectElement;
    expect(scope.value).toBe('read');
    fireEvent.change(scope, { target: { value: 'write' } });
    fireEvent.click(card.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    expect(((await card.findByRole('textbox', { name: API_TOKENS_SCREEN_TEXTS.newToken })) as HTMLInputElement).value).toBe(token);
    expect(api.calls('POST /api/tokens')[0]!.body).toEqual({ name: 'Extension', scope: 'write', workspaceId: 1 });
    expect(card.getByText(API_TOKEN_TEXTS.showOnce, { exact: false })).toBeTruthy();
    const row = within(await card.findByRole('listitem'));
    expect(row.getByText(API_TOKEN_TEXTS.scopes.write)).toBeTruthy();
    expect(row.getByText(/Last used Never/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: API_TOKENS_SCREEN_TEXTS.done }));
    expect(card.queryByRole('textbox', { name: API_TOKENS_SCREEN_TEXTS.newToken })).toBeNull();

    fireEvent.click(row.getByRole('button', { name: `${API_TOKEN_TEXTS.revoke} Extension` }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(API_TOKEN_TEXTS.revokeConfirm('Extension'))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: API_TOKEN_TEXTS.revoke }));
    await expectToast(API_TOKEN_TEXTS.revokedToast('Extension'));
    await waitFor(() => {
      expect(card.getByText(API_TOKEN_TEXTS.revoked, { exact: true })).toBeTruthy();
    });
    expect(card.queryByRole('button', { name: `${API_TOKEN_TEXTS.revoke} Extension` })).toBeNull();
  });

  it('asks which workspace a token is for, the current one first, and lists each token’s workspace (issue #33)', async () => {
    const acme = makeTeamSummary({ id: 50, name: 'Acme', role: 'editor' });
    const tokenOf = (id: number, name: string, workspace: { id: number; name: string; personal: boolean }) => ({
      id,
      name,
      scope: 'read',
      workspace,
      hint: 'rc_abcdef…',
      createdAt: '2026-11-24T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
    });
    let tokens = [tokenOf(3, 'Team script', { id: 50, name: 'Acme', personal: false })];
    const { api } = openProfile(makeProfile(), {
      'GET /api/workspaces': ok(workspacesResponse(acme)),
      'GET /api/tokens': () => ok({ tokens }),
      'POST /api/tokens': () => {
        tokens = [tokenOf(8, 'Mine', { id: PERSONAL.id, name: PERSONAL.name, personal: true }), ...tokens];
        return { status: 201, body: { token: `rc_${'b'.repeat(43)}`, apiToken: tokens[0] } };
      },
    });
    const card = within(await screen.findByRole('region', { name: API_TOKEN_TEXTS.title }));
    const teamRow = within(await card.findByRole('listitem'));
    expect(teamRow.getByText(API_TOKEN_TEXTS.inWorkspace('Acme'))).toBeTruthy();

    const workspace = card.getByRole('combobox', { name: API_TOKEN_TEXTS.workspace }) as HTMLSelectElement;
    await waitFor(() => {
      expect(workspace.value).toBe('50');
    });
    expect([...workspace.options].map((option) => option.text)).toEqual([TEAM_TEXTS.personal, 'Acme']);
    fireEvent.change(workspace, { target: { value: String(PERSONAL.id) } });
    fireEvent.change(card.getByRole('textbox', { name: API_TOKEN_TEXTS.name }), { target: { value: 'Mine' } });
    fireEvent.click(card.getByRole('button', { name: API_TOKEN_TEXTS.create }));
    await card.findByRole('textbox', { name: API_TOKENS_SCREEN_TEXTS.newToken });
    expect(api.calls('POST /api/tokens')[0]!.body).toEqual({ name: 'Mine', scope: 'read', workspaceId: PERSONAL.id });
    await waitFor(() => {
      expect(card.getAllByRole('listitem')).toHaveLength(2);
    });
    expect(within(card.getAllByRole('listitem')[0]!).getByText(API_TOKEN_TEXTS.inWorkspace(TEAM_TEXTS.personal))).toBeTruthy();
  });
});
