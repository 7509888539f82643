import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { TEAM_ERROR_CODES, TEAM_TEXTS, type InviteInfo } from '../../../common/teams';
import { listsResponse, makeList } from '../../test/fixtures/lists';
import { inTeam } from '../../test/fixtures/teams';
import { apiError, mockApi, ok, useFakeTimeouts } from '../../test/mock-api';
import { makeUser, renderApp } from '../../test/render-app';
import { renderRoute } from '../../test/render-route';
import { expectToast } from '../../test/toasts';
import { invitePath, loginPathWithNext } from './team-paths';
import { AUTH_TEXTS } from '../../../common/auth';
import { InvitePage } from './invite-page';

const TOKEN = 'a-long-enough-invite-token-0123456789';
const INVITE = 'POST /api/invites/lookup';
const ACCEPT = 'POST /api/invites/accept';
const info: InviteInfo = { workspace: 'Acme', inviter: 'alice', role: 'editor', email: 'bob@example.com' };
const here = invitePath(TOKEN);

/** The invitation page alone; the tests that follow it to the lists, login or the mail's link use the app's route table. */
function openInvite(url: string, user: ReturnType<typeof makeUser> | null) {
  return renderRoute(url, <InvitePage />, { path: paths.invite, user });
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the invitation page', () => {
  it('lets the invited person, signed in, accept and land on the team’s lists', async () => {
    let joined = false;
    const api = mockApi({
      [INVITE]: ok(info),
      [ACCEPT]: () => {
        joined = true;
        return ok({ workspace: { id: 50, name: 'Acme', personal: false, role: 'editor', billedToMe: false } });
      },
      'GET /api/workspaces': () => ok(joined ? inTeam('editor') : undefined),
      'GET /api/lists': () => ok(listsResponse(joined ? [makeList({ name: 'Acme giveaways' })] : [])),
    });
    const { router } = renderApp(here, { user: makeUser({ username: 'bob', email: 'bob@example.com' }) });
    expect(await screen.findByText(TEAM_TEXTS.inviteLead('alice', 'Acme', 'editor'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEAM_TEXTS.inviteTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXTS.accept }));
    await expectToast(TEAM_TEXTS.accepted('Acme'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.lists);
    });
    expect(await screen.findByRole('article', { name: 'Acme giveaways' })).toBeTruthy();
    expect(api.calls(ACCEPT).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    // The token in the body; the spent link is not read again after leaving.
    expect(api.calls(INVITE).map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it('shows the server’s refusal when another account opens the link', async () => {
    mockApi({ [INVITE]: ok(info), [ACCEPT]: apiError(403, TEAM_ERROR_CODES.inviteOtherEmail, TEAM_TEXTS.inviteOtherEmail('bob@example.com')) });
    openInvite(here, makeUser());
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXTS.accept }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_TEXTS.inviteOtherEmail('bob@example.com'));
  });

  it('says a used, withdrawn or expired link is not valid, and a missing token too', async () => {
    mockApi({ [INVITE]: apiError(404, TEAM_ERROR_CODES.inviteInvalid, TEAM_TEXTS.inviteInvalid) });
    openInvite(here, null);
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_TEXTS.inviteInvalid);
    expect(screen.queryByRole('button', { name: TEAM_TEXTS.accept })).toBeNull();
  });

  it('says so without a token at all', () => {
    const api = mockApi({});
    openInvite('/invite', null);
    expect(screen.getByRole('alert').textContent).toBe(TEAM_TEXTS.inviteInvalid);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/invites'))).toBe(false);
  });

  it('sends a visitor to sign in and back to this link', async () => {
    mockApi({ [INVITE]: ok(info), 'POST /api/auth/login': ok({ user: makeUser({ username: 'bob', email: 'bob@example.com' }) }) });
    const { router } = renderApp(here, { user: null });
    expect(await screen.findByText(TEAM_TEXTS.signInFirst)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEAM_TEXTS.accept })).toBeNull();
    const signIn = screen.getByRole('link', { name: TEAM_TEXTS.signIn });
    expect(new URL(signIn.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe(here);
    fireEvent.click(signIn);
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(here);
    });
    expect(await screen.findByRole('button', { name: TEAM_TEXTS.accept })).toBeTruthy();
  });

  it('brings a visitor who registers back to the link, through the verification mail and signing in', async () => {
    mockApi({
      [INVITE]: ok(info),
      'POST /api/auth/register': { status: 201, body: { success: true, message: 'ok' } },
      'POST /api/verify-email': ok({ success: true, message: 'Email verified successfully!' }),
    });
    const first = renderApp(here, { user: null });
    fireEvent.click(await screen.findByRole('link', { name: TEAM_TEXTS.register }));
    // The register form, at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    first.unmount();

    // The verification link, opened from the mail in another tab.
    useFakeTimeouts();
    const { router } = renderApp(`${paths.verifyEmail}?token=verify-token`, { user: null });
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    const loginLink = screen.getByRole('link', { name: 'Go to login' });
    expect(new URL(loginLink.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe(here);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login);
    });
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(here);
    // Used once: a later registration in this browser starts afresh.
    expect(localStorage.length).toBe(0);
  });

  it('registers the invited address, prefilled and kept, and lands in the team with a toast, no verification asked (issue #38)', async () => {
    let joined = false;
    const api = mockApi({
      [INVITE]: ok(info),
      'POST /api/auth/register': () => {
        joined = true;
        return {
          status: 201,
          body: {
            success: true,
            message: TEAM_TEXTS.accepted('Acme'),
            joined: { workspace: { id: 50, name: 'Acme', personal: false, role: 'editor', billedToMe: false }, user: makeUser({ username: 'bob', email: 'bob@example.com' }) },
          },
        };
      },
      'GET /api/workspaces': () => ok(joined ? inTeam('editor') : undefined),
      'GET /api/lists': () => ok(listsResponse(joined ? [makeList({ name: 'Acme giveaways' })] : [])),
    });
    const { router } = renderApp(here, { user: null });
    fireEvent.click(await screen.findByRole('link', { name: TEAM_TEXTS.register }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    // The invitation is named, and its address is there, not to be typed over by default.
    expect(await screen.findByText(TEAM_TEXTS.inviteLead('alice', 'Acme', 'editor'))).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    await waitFor(() => {
      expect(email.value).toBe('bob@example.com');
    });
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await expectToast(TEAM_TEXTS.accepted('Acme'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.lists);
    });
    expect(await screen.findByRole('article', { name: 'Acme giveaways' })).toBeTruthy();
    expect(api.calls('POST /api/auth/register').map((call) => call.body)).toEqual([{ email: 'bob@example.com', password: 'long-enough-password', inviteToken: TOKEN }]);
    expect(screen.queryByText(AUTH_TEXTS.registrationSuccess)).toBeNull();
  });

  it('lets the visitor register another address instead, which is then verified by mail as usual', async () => {
    const api = mockApi({ [INVITE]: ok(info), 'POST /api/auth/register': { status: 201, body: { success: true, message: AUTH_TEXTS.registrationSuccess } } });
    renderApp(loginPathWithNext(here, { register: true }), { user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Use another email' }));
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'other@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(AUTH_TEXTS.registrationSuccess)).toBeTruthy();
    expect(api.calls('POST /api/auth/register').map((call) => call.body)).toEqual([{ email: 'other@example.com', password: 'long-enough-password', inviteToken: TOKEN }]);
  });

  it('reads no invitation for a `next` that is not an invitation of this site', async () => {
    const api = mockApi({ [INVITE]: ok(info) });
    renderApp(loginPathWithNext(`//evil.example/invite?token=${TOKEN}`, { register: true }), { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect(api.calls(INVITE)).toEqual([]);
  });

  it('reads a token given after # too, which no server ever sees', async () => {
    const api = mockApi({ [INVITE]: ok(info) });
    openInvite(`/invite#token=${TOKEN}`, null);
    expect(await screen.findByText(TEAM_TEXTS.inviteLead('alice', 'Acme', 'editor'))).toBeTruthy();
    expect(api.calls(INVITE).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    const signIn = screen.getByRole('link', { name: TEAM_TEXTS.signIn });
    expect(new URL(signIn.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe(`/invite#token=${TOKEN}`);
  });
});
