import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../common/paths.plain';
import { TEAM_TEXTS } from '../../common/teams';
import { listsResponse, makeList } from '../test/fixtures/lists';
import { makeTeamSummary, PERSONAL, workspacesResponse } from '../test/fixtures/teams';
import { mockApi, ok } from '../test/mock-api';
import type { SessionUser } from '../../common/session';
import { makeUser, renderRoute } from '../test/render-route';
import { ListsPage } from './pages/lists/lists-page';

/** The app's layout with the header's control at `url`: a stand-in page at /, the Lists screen at /lists. */
function renderLayout(url: string, { user }: { user: SessionUser | null }) {
  return renderRoute(url, <p>The home page</p>, { path: paths.home, user, layout: 'app', routes: [{ path: paths.lists, element: <ListsPage /> }] });
}
import { expectToast } from '../test/toasts';

const acme = makeTeamSummary({ role: 'viewer' });
const workspaceButton = () => screen.getByRole('button', { name: /^Workspace:/ });

describe("the header's Workspace control", () => {
  it('is not there for a visitor', () => {
    mockApi({});
    renderLayout(paths.home, { user: null });
    expect(screen.queryByRole('button', { name: /^Workspace/ })).toBeNull();
  });

  it('switches the workspace, and the open screen reads the new one', async () => {
    let current = PERSONAL;
    const api = mockApi({
      'GET /api/workspaces': () => ok(workspacesResponse(current, [acme])),
      'PUT /api/workspaces/current': (body) => {
        current = (body as { workspaceId: number }).workspaceId === acme.id ? acme : PERSONAL;
        return ok(workspacesResponse(current, [acme]));
      },
      'GET /api/lists': () => ok(listsResponse([makeList({ id: current.id, name: current.personal ? 'My own list' : 'Acme list' })])),
    });
    renderLayout(paths.lists, { user: makeUser() });
    expect(await screen.findByRole('article', { name: 'My own list' })).toBeTruthy();
    await waitFor(() => {
      expect(workspaceButton().textContent).toContain(TEAM_TEXTS.personal);
    });

    fireEvent.click(workspaceButton());
    const menu = screen.getByRole('menu', { name: TEAM_TEXTS.workspace });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['PersonalOwner', 'AcmeViewer', TEAM_TEXTS.createTeam, TEAM_TEXTS.pageTitle]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    // The menu opened with the focus on its first item.
    expect(document.activeElement).toBe(items[0]);

    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Acme/ }));
    await expectToast(TEAM_TEXTS.switched('Acme'));
    expect(api.calls('PUT /api/workspaces/current')[0]?.body).toEqual({ workspaceId: acme.id });
    expect(await screen.findByRole('article', { name: 'Acme list' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'My own list' })).toBeNull();
    expect(workspaceButton().textContent).toContain('Acme');
    expect(api.calls('GET /api/lists')).toHaveLength(2);
    // The role came with the switch: a Viewer's Lists screen.
    expect(await screen.findByText(TEAM_TEXTS.viewerRefusal)).toBeTruthy();
  });

  it('works from the keyboard: ArrowDown opens, arrows move, Escape closes and gives the focus back', async () => {
    mockApi({ 'GET /api/workspaces': ok(workspacesResponse(PERSONAL, [acme])) });
    renderLayout(paths.home, { user: makeUser() });
    await waitFor(() => {
      expect(workspaceButton().textContent).toContain(TEAM_TEXTS.personal);
    });
    workspaceButton().focus();
    fireEvent.keyDown(workspaceButton(), { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: TEAM_TEXTS.workspace });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('AcmeViewer');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe(TEAM_TEXTS.pageTitle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(workspaceButton());
  });

  it('creates a team from the menu, which becomes the current workspace, and links to the Team page', async () => {
    let current = PERSONAL;
    mockApi({
      'GET /api/workspaces': () => ok(workspacesResponse(current)),
      'POST /api/workspaces': (body) => {
        current = makeTeamSummary({ name: (body as { name: string }).name });
        return { status: 201, body: current };
      },
    });
    const { router } = renderLayout(paths.home, { user: makeUser() });
    await waitFor(() => {
      expect(workspaceButton().textContent).toContain(TEAM_TEXTS.personal);
    });
    fireEvent.click(workspaceButton());
    fireEvent.click(screen.getByRole('menuitem', { name: TEAM_TEXTS.createTeam }));
    // The dialog's code comes on first use (it carries the schema; the header does not).
    const dialog = await screen.findByRole('dialog', { name: TEAM_TEXTS.createTeam });
    await waitFor(() => {
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: TEAM_TEXTS.teamName }));
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: TEAM_TEXTS.teamName }), { target: { value: 'Moderators' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TEAM_TEXTS.create }));
    await expectToast(TEAM_TEXTS.created('Moderators'));
    await waitFor(() => {
      expect(workspaceButton().textContent).toContain('Moderators');
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(workspaceButton());
    fireEvent.click(screen.getByRole('menuitem', { name: TEAM_TEXTS.pageTitle }));
    expect(router.state.location.pathname).toBe('/team');
  });

  it('shows the invitations sent to my address with their count, and joins one: the team becomes current, with a toast (issue #38)', async () => {
    let current = PERSONAL;
    let pending = [{ id: 7, workspace: 'Acme', inviter: 'alice', role: 'editor' as const, expiresAt: '2026-12-01T10:00:00.000Z' }];
    const api = mockApi({
      'GET /api/workspaces': () => ok(workspacesResponse(current, current.personal ? [] : [acme])),
      'GET /api/invites': () => ok({ invites: pending }),
      'POST /api/invites/7/accept': () => {
        current = acme;
        pending = [];
        return ok({ workspace: acme });
      },
      'GET /api/lists': () => ok(listsResponse([makeList({ id: current.id, name: current.personal ? 'My own list' : 'Acme list' })])),
    });
    renderLayout(paths.lists, { user: makeUser() });
    await waitFor(() => {
      expect(workspaceButton().textContent).toContain('1');
    });
    expect(workspaceButton().textContent).toContain(TEAM_TEXTS.myInvitesCount(1));
    fireEvent.click(workspaceButton());
    const group = screen.getByRole('group', { name: TEAM_TEXTS.myInvitesCount(1) });
    const join = within(group).getByRole('menuitem', { name: /^Join Acme as Editor/ });
    expect(join.textContent).toContain(TEAM_TEXTS.invitedBy('alice'));
    fireEvent.click(join);
    await expectToast(TEAM_TEXTS.accepted('Acme'));
    expect(await screen.findByRole('article', { name: 'Acme list' })).toBeTruthy();
    expect(api.calls('POST /api/invites/7/accept')).toHaveLength(1);
    // Nothing pending any more: no count, and the menu holds no invitations.
    await waitFor(() => {
      expect(workspaceButton().textContent).not.toContain(TEAM_TEXTS.myInvitesCount(1));
    });
    fireEvent.click(workspaceButton());
    expect(screen.queryByRole('group', { name: /pending invitation/ })).toBeNull();
  });

  it('adds nothing to the menu when no invitation waits', async () => {
    mockApi({ 'GET /api/workspaces': () => ok(workspacesResponse(PERSONAL, [acme])), 'GET /api/invites': () => ok({ invites: [] }) });
    renderLayout(paths.home, { user: makeUser() });
    await waitFor(() => {
      expect(workspaceButton().textContent).toContain(TEAM_TEXTS.personal);
    });
    fireEvent.click(workspaceButton());
    const items = within(screen.getByRole('menu', { name: TEAM_TEXTS.workspace })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['PersonalOwner', 'AcmeViewer', TEAM_TEXTS.createTeam, TEAM_TEXTS.pageTitle]);
  });
});
