import { paths } from '../../../common/paths.plain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, TEAM_ERROR_CODES, TEAM_TEXTS, type ActivityEntry, type PendingInvite } from '../../../common/teams';
import { inTeam, inTeamOverPlan, makeTeamMember, makeTeamSummary, OVER_PLAN, PERSONAL, teamResponse, workspacesResponse } from '../../test/fixtures/teams';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { makeUser, renderRoute, type RenderRouteOptions } from '../../test/render-route';
import { expectToast } from '../../test/toasts';
import { TEAM_SCREEN_TEXTS } from './team-texts';
import { TeamPage } from './team-page';

const noActivity = ok({ entries: [], nextBefore: null });
const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  actor: 'alice',
  action: 'list.create',
  subject: `List ${String(id)}`,
  drawId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const pending = (overrides: Partial<PendingInvite> = {}): PendingInvite => ({ id: 9, email: 'carol@example.com', role: 'viewer', expiresAt: '2026-11-27T10:00:00.000Z', ...overrides });

function openTeam(routes: Parameters<typeof mockApi>[0], options: RenderRouteOptions = {}) {
  const api = mockApi({ 'GET /api/team/activity': noActivity, ...routes });
  renderRoute(paths.team, <TeamPage />, { user: makeUser(), ...options });
  return api;
}

describe('the Team page', () => {
  it('shows an owner the members with a role select each, the invitations and the billing note', async () => {
    openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse({ invites: [pending()] })),
    });
    expect(await screen.findByText(TEAM_TEXTS.billingNote('alice'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEAM_TEXTS.pageTitle })).toBeTruthy();
    const table = screen.getByRole('table');
    const alice = within(table).getByRole('row', { name: /alice/ });
    expect(within(alice).getByText(TEAM_TEXTS.you)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: TEAM_SCREEN_TEXTS.roleOf('bob') }) as HTMLSelectElement).value).toBe('editor');
    expect(screen.getByRole('button', { name: TEAM_SCREEN_TEXTS.removeMember('bob') })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEAM_TEXTS.rename })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEAM_TEXTS.deleteTeam })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEAM_TEXTS.leave })).toBeTruthy();
    const invites = screen.getByRole('list', { name: TEAM_TEXTS.pendingInvites });
    expect(within(invites).getByText('carol@example.com')).toBeTruthy();
    expect(await screen.findByText(TEAM_TEXTS.activityEmpty)).toBeTruthy();
  });

  it('shows a viewer the members and their roles, Leave team, and none of the owners’ controls', async () => {
    openTeam({
      'GET /api/workspaces': ok(inTeam('viewer')),
      'GET /api/team': ok(teamResponse({ workspace: makeTeamSummary({ role: 'viewer' }), members: [makeTeamMember({ userId: 7, username: 'zed', role: 'owner', email: null }), makeTeamMember({ role: 'viewer', email: null })] })),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /zed/ }).textContent).toContain('Owner');
    // The server sends no e-mail addresses to a viewer: no column for them either.
    expect(within(table).queryByRole('columnheader', { name: TEAM_SCREEN_TEXTS.email })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: TEAM_TEXTS.invite })).toBeNull();
    expect(screen.queryByRole('button', { name: TEAM_TEXTS.rename })).toBeNull();
    expect(screen.queryByRole('button', { name: TEAM_TEXTS.deleteTeam })).toBeNull();
    expect(screen.getByRole('button', { name: TEAM_TEXTS.leave })).toBeTruthy();
  });

  it('invites by e-mail as an Editor unless another role is chosen, and withdraws an invitation', async () => {
    let invites: PendingInvite[] = [];
    const api = openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': () => ok(teamResponse({ invites })),
      'POST /api/team/invites': (body) => {
        const { email, role } = body as { email: string; role: PendingInvite['role'] };
        invites = [pending({ id: invites.length + 1, email, role })];
        return { status: 201, body: invites[0] };
      },
      'DELETE /api/team/invites/1': () => {
        invites = [];
        return new Response(null, { status: 204 });
      },
    });
    const form = await screen.findByRole('form', { name: TEAM_TEXTS.invite });
    expect(await screen.findByText(TEAM_SCREEN_TEXTS.noInvites)).toBeTruthy();
    expect((within(form).getByRole('combobox', { name: TEAM_TEXTS.inviteRole }) as HTMLSelectElement).value).toBe('editor');

    // A wrong address is refused in the browser.
    fireEvent.change(within(form).getByRole('textbox', { name: TEAM_TEXTS.inviteEmail }), { target: { value: 'not an address' } });
    fireEvent.click(within(form).getByRole('button', { name: TEAM_TEXTS.invite }));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(api.calls('POST /api/team/invites')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: TEAM_TEXTS.inviteEmail }), { target: { value: 'dan@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: TEAM_TEXTS.invite }));
    await expectToast(TEAM_TEXTS.inviteSent('dan@example.com'));
    expect(api.calls('POST /api/team/invites')[0]?.body).toEqual({ email: 'dan@example.com', role: 'editor' });
    const list = await screen.findByRole('list', { name: TEAM_TEXTS.pendingInvites });
    expect(within(list).getByText('dan@example.com')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: TEAM_TEXTS.inviteEmail }) as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: TEAM_SCREEN_TEXTS.withdrawInvite('dan@example.com') }));
    await expectToast(TEAM_SCREEN_TEXTS.inviteWithdrawn('dan@example.com'));
    expect(await screen.findByText(TEAM_SCREEN_TEXTS.noInvites)).toBeTruthy();
  });

  it('shows the server’s refusal of an invitation as it words it', async () => {
    openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse()),
      'POST /api/team/invites': apiError(409, TEAM_ERROR_CODES.alreadyMember, TEAM_TEXTS.alreadyMember('bob@example.com')),
    });
    const form = await screen.findByRole('form', { name: TEAM_TEXTS.invite });
    fireEvent.change(within(form).getByRole('textbox', { name: TEAM_TEXTS.inviteEmail }), { target: { value: 'bob@example.com' } });
    fireEvent.change(within(form).getByRole('combobox', { name: TEAM_TEXTS.inviteRole }), { target: { value: 'viewer' } });
    fireEvent.click(within(form).getByRole('button', { name: TEAM_TEXTS.invite }));
    expect((await within(form).findByRole('alert')).textContent).toBe(TEAM_TEXTS.alreadyMember('bob@example.com'));
  });

  it('removes a member only after a question', async () => {
    let members = teamResponse().members;
    const api = openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': () => ok(teamResponse({ members })),
      'DELETE /api/team/members/2': () => {
        members = members.filter((member) => member.userId !== 2);
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: TEAM_SCREEN_TEXTS.removeMember('bob') }));
    let dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.remove });
    expect(within(dialog).getByText(TEAM_TEXTS.removeConfirm('bob'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/team/members/2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: TEAM_SCREEN_TEXTS.removeMember('bob') }));
    dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.remove });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.remove }));
    await expectToast(TEAM_TEXTS.removed('bob'));
    await waitFor(() => {
      expect(screen.queryByRole('row', { name: /bob/ })).toBeNull();
    });
  });

  it('changes a role with Undo, and says why the last owner keeps theirs', async () => {
    const api = openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse()),
      'PATCH /api/team/members/2': (body) => ok(makeTeamMember({ userId: 2, username: 'bob', role: (body as { role: 'viewer' }).role })),
      'PATCH /api/team/members/1': apiError(409, TEAM_ERROR_CODES.lastOwner, TEAM_TEXTS.lastOwner),
    });
    fireEvent.change(await screen.findByRole('combobox', { name: TEAM_SCREEN_TEXTS.roleOf('bob') }), { target: { value: 'viewer' } });
    await expectToast(TEAM_TEXTS.roleChanged('bob', 'viewer'));
    fireEvent.click(within(screen.getByTestId('toaster')).getByRole('button', { name: TEAM_SCREEN_TEXTS.undo }));
    await expectToast(TEAM_SCREEN_TEXTS.roleBack('bob'));
    expect(api.calls('PATCH /api/team/members/2').map((call) => call.body)).toEqual([{ role: 'viewer' }, { role: 'editor' }]);

    fireEvent.change(screen.getByRole('combobox', { name: TEAM_SCREEN_TEXTS.roleOf('alice') }), { target: { value: 'editor' } });
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_TEXTS.lastOwner);
  });

  it('leaves the team after a question, and then shows the personal workspace', async () => {
    let current = makeTeamSummary({ role: 'editor' });
    // The app's whole layout: the header's Workspace control follows.
    openTeam({
      'GET /api/workspaces': () => ok(workspacesResponse(current)),
      'GET /api/team': () => ok(current.personal ? teamResponse({ workspace: PERSONAL, members: [makeTeamMember()] }) : teamResponse({ workspace: current })),
      'POST /api/team/leave': () => {
        current = PERSONAL;
        return new Response(null, { status: 204 });
      },
    }, { layout: 'app' });
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXTS.leave }));
    const dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.leave });
    expect(within(dialog).getByText(TEAM_TEXTS.leaveConfirm('Acme'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.leave }));
    await expectToast(TEAM_TEXTS.left('Acme'));
    expect(await screen.findByText(TEAM_TEXTS.personalIntro)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Workspace/ }).textContent).toContain(TEAM_TEXTS.personal);
  });

  it('deletes the team only after a question that counts its lists, and shows the refusal inside', async () => {
    const api = openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse({ listCount: 1 })),
      'DELETE /api/team': apiError(403, TEAM_ERROR_CODES.role, TEAM_TEXTS.roleRefusal('editor')),
    });
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXTS.deleteTeam }));
    const dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.deleteTeam });
    expect(within(dialog).getByText(TEAM_TEXTS.deleteTeamConfirm('Acme', 1))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.deleteTeam }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TEAM_TEXTS.roleRefusal('editor'));
    expect(api.calls('DELETE /api/team')).toHaveLength(1);
  });

  it('says why a change of owners is refused when the bill would go to a plan without room, where it was asked (issue #33)', async () => {
    const refusal = TEAM_TEXTS.billNoRoom(3, ['bob']);
    openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse({ members: [makeTeamMember(), makeTeamMember({ userId: 2, username: 'bob', email: 'bob@example.com', role: 'owner' })] })),
      'PATCH /api/team/members/1': apiError(409, TEAM_ERROR_CODES.billNoRoom, refusal),
      'DELETE /api/team/members/1': apiError(409, TEAM_ERROR_CODES.billNoRoom, refusal),
      'POST /api/team/leave': apiError(409, TEAM_ERROR_CODES.billNoRoom, refusal),
    });
    // Stepping down: beside the members.
    fireEvent.change(await screen.findByRole('combobox', { name: TEAM_SCREEN_TEXTS.roleOf('alice') }), { target: { value: 'editor' } });
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(refusal).toBe("This team's 3 lists would then count toward bob's plan, which has no room for them. Delete lists first, make an owner whose plan has room, or ask bob to change plan.");
    // Removing, leaving: in their dialogs.
    fireEvent.click(screen.getByRole('button', { name: TEAM_SCREEN_TEXTS.removeMember('alice') }));
    let dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.remove });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.remove }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXTS.leave }));
    dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.leave });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.leave }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });

  it('says a team over its payer’s plan is read only, and how to get back (issue #33)', async () => {
    openTeam({
      'GET /api/workspaces': ok(inTeamOverPlan('editor')),
      'GET /api/team': ok(teamResponse({ workspace: makeTeamSummary({ role: 'editor' }) })),
    });
    expect(await screen.findByText(TEAM_TEXTS.overPlan(OVER_PLAN))).toBeTruthy();
  });

  it('says in the delete dialog why a team with announced draws still to be drawn stays', async () => {
    const refusal = TEAM_TEXTS.drawsPending(2, '2026-12-01T14:05:00.000Z');
    openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse()),
      'DELETE /api/team': apiError(409, TEAM_ERROR_CODES.drawsPending, refusal),
    });
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXTS.deleteTeam }));
    const dialog = screen.getByRole('alertdialog', { name: TEAM_TEXTS.deleteTeam });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.deleteTeam }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(refusal).toContain('2 announced draws still to be drawn, the first on 2026-12-01 14:05 UTC');
  });

  it('offers a personal workspace Create team…, which makes the new team current', async () => {
    let current = PERSONAL;
    const api = openTeam({
      'GET /api/workspaces': () => ok(workspacesResponse(current)),
      'GET /api/team': () => ok(current.personal ? teamResponse({ workspace: PERSONAL, members: [makeTeamMember()] }) : teamResponse({ workspace: current, members: [makeTeamMember()] })),
      'POST /api/workspaces': (body) => {
        current = makeTeamSummary({ name: (body as { name: string }).name });
        return { status: 201, body: current };
      },
    });
    expect(await screen.findByText(TEAM_TEXTS.personalIntro)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEAM_TEXTS.createTeam }));
    const dialog = screen.getByRole('dialog', { name: TEAM_TEXTS.createTeam });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.create }));
    expect(await within(dialog).findByText(TEAM_TEXTS.nameRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: TEAM_TEXTS.teamName }), { target: { value: 'Moderators' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.create }));
    await expectToast(TEAM_TEXTS.created('Moderators'));
    expect(api.calls('POST /api/workspaces')[0]?.body).toEqual({ name: 'Moderators' });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText('Moderators', { selector: 'span.font-semibold' })).toBeTruthy();
  });
});

describe('the Team page’s activity', () => {
  it('words each entry, pages Older and Newer over `before`, and searches after a pause', async () => {
    const api = openTeam({
      'GET /api/workspaces': ok(inTeam('editor')),
      'GET /api/team': ok(teamResponse({ workspace: makeTeamSummary({ role: 'editor' }) })),
      'GET /api/team/activity': ok({ entries: [entry(12, { action: 'member.add', actor: 'bob', subject: '@ada to Giveaway' }), entry(11), entry(13, { action: 'shoot', subject: '@ann, @bob', drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr' })], nextBefore: 11 }),
      'GET /api/team/activity?before=11': ok({ entries: [entry(10, { action: 'team.create', subject: '' })], nextBefore: null }),
      'GET /api/team/activity?q=giveaway': ok({ entries: [entry(12, { action: 'member.add', actor: 'bob', subject: '@ada to Giveaway' })], nextBefore: null }),
      'GET /api/team/activity?q=nothing': noActivity,
    });
    const log = await screen.findByRole('list', { name: TEAM_TEXTS.activity });
    const first = within(log).getAllByRole('listitem')[0]!;
    expect(first.textContent).toMatch(new RegExp(`^bob ${ACTIVITY_ACTIONS['member.add']} @ada to Giveaway · Nov 20, 2026`));
    // A shoot's line links its certificate (issue #36).
    const shot = within(log).getAllByRole('listitem')[2]!;
    expect(within(shot).getByRole('link', { name: TEAM_SCREEN_TEXTS.activityCertificate }).getAttribute('href')).toBe('/draws/Dr9_Dr9_Dr9_Dr9_Dr9_Dr');
    expect(within(first).queryByRole('link')).toBeNull();
    const pages = screen.getByRole('navigation', { name: TEAM_SCREEN_TEXTS.activityPages });
    expect((within(pages).getByRole('button', { name: TEAM_TEXTS.newer }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: TEAM_TEXTS.older }));
    expect(await screen.findByText(ACTIVITY_ACTIONS['team.create'], { exact: false })).toBeTruthy();
    await waitFor(() => {
      expect((within(pages).getByRole('button', { name: TEAM_TEXTS.older }) as HTMLButtonElement).disabled).toBe(true);
    });
    fireEvent.click(within(pages).getByRole('button', { name: TEAM_TEXTS.newer }));
    expect(await screen.findByText('List 11', { exact: false })).toBeTruthy();
    expect(api.calls('GET /api/team/activity?before=11')).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: TEAM_TEXTS.activitySearch }), { target: { value: 'Giv' } });
    fireEvent.change(screen.getByRole('searchbox', { name: TEAM_TEXTS.activitySearch }), { target: { value: 'giveaway' } });
    await waitFor(() => {
      expect(screen.queryByText('List 11', { exact: false })).toBeNull();
    });
    // Debounced: the half-typed word never reached the server.
    expect(api.calls('GET /api/team/activity?q=Giv')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: TEAM_SCREEN_TEXTS.activityPages })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: TEAM_TEXTS.activitySearch }), { target: { value: 'nothing' } });
    expect(await screen.findByText(TEAM_TEXTS.activityNoMatch)).toBeTruthy();
  });

  it('says why the activity could not be read', async () => {
    openTeam({
      'GET /api/workspaces': ok(inTeam('owner')),
      'GET /api/team': ok(teamResponse()),
      'GET /api/team/activity': apiError(500, 'INTERNAL', 'Internal Server Error'),
    });
    expect(await screen.findByText(TEAM_SCREEN_TEXTS.activityFailed('Internal Server Error'))).toBeTruthy();
  });
});
