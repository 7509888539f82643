import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../common/admin';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { registrationStatusQueryKey } from '../../api/registration';
import { ADMIN_SCREEN_TEXTS, DASHBOARD_TEXTS } from './admin-screen-texts';
import { expectToast } from '../../test/toasts';
import { DashboardPage } from './dashboard-page';
import { DashboardUsersPage } from './dashboard-users-page';

const stats: AdminStats = { registeredUsers: 1234, createdLists: 56, totalListMembers: 1_000_000, uniqueListMembers: 98_765, uniqueCommunities: 0, drawStorage: { totalBytes: 0, workspaces: [] } };

function openDashboard(routes: Record<string, MockHandler | MockReply> = {}) {
  const api = mockApi({ 'GET /api/admin/stats': ok(stats), ...routes });
  const result = renderRoute(paths.dashboard, <DashboardPage />, {
    user: makeUser({ role: 'admin' }),
    // Its cards lead to the tools; one test follows the link to Users.
    routes: [{ path: paths.dashboardUsers, element: <DashboardUsersPage /> }],
  });
  return { ...result, api };
}

/** The stored 'register' parameter: the public read answers what the admin route last wrote. */
function registrationRoutes(initial: boolean, write?: () => Promise<MockReply>): Record<string, MockHandler> {
  let open = initial;
  return {
    'GET /api/registration-status': () => ok({ open }),
    'PUT /api/admin/registration': async (body) => {
      const reply = write ? await write() : ok(body);
      if (!(reply instanceof Response) && (reply.status ?? 200) < 300) open = (body as { open: boolean }).open;
      return reply;
    },
  };
}

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The number shown under a statistic's label. */
function statistic(label: string): string {
  const term = region(ADMIN_SCREEN_TEXTS.statistics).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('dashboard', () => {
  it('shows the five statistics in the en-US format after loading', async () => {
    openDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(region(ADMIN_SCREEN_TEXTS.statistics).getByRole('status').textContent).toBe('Loading...');
    await region(ADMIN_SCREEN_TEXTS.statistics).findByText('1,234');
    expect(statistic('Registered Users')).toBe('1,234');
    expect(statistic('Created Lists')).toBe('56');
    expect(statistic('Total List Members')).toBe('1,000,000');
    expect(statistic('Unique List Members')).toBe('98,765');
    expect(statistic('Unique Communities')).toBe('0');
  });

  it('shows the bytes draw certificates keep and the workspaces that keep the most', async () => {
    openDashboard({
      'GET /api/admin/stats': ok({
        ...stats,
        drawStorage: {
          totalBytes: 2_345_678,
          workspaces: [
            { id: 7, personal: false, owner: 'alice', draws: 1200, bytes: 1_900_000 },
            { id: 3, personal: true, owner: 'bob', draws: 4, bytes: 900 },
            { id: null, personal: false, owner: null, draws: 2, bytes: 18 },
          ],
        },
      }),
    });
    const storage = within(await screen.findByRole('region', { name: DASHBOARD_TEXTS.drawStorage }));
    expect(storage.getByText(DASHBOARD_TEXTS.drawStorageTotal('2.3 MB'))).toBeTruthy();
    const rows = storage.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Team #7', 'alice', '1,200', '1.9 MB'],
      ['Personal (bob)', 'bob', '4', '900 B'],
      [DASHBOARD_TEXTS.deletedTeams, '—', '2', '18 B'],
    ]);
  });

  it('says so when no draw was made yet', async () => {
    openDashboard();
    expect(await within(await screen.findByRole('region', { name: DASHBOARD_TEXTS.drawStorage })).findByText(DASHBOARD_TEXTS.drawStorageNone)).toBeTruthy();
  });

  it('says why when the statistics cannot be read', async () => {
    openDashboard({ 'GET /api/admin/stats': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    expect((await region(ADMIN_SCREEN_TEXTS.statistics).findByRole('alert')).textContent).toBe('Failed to fetch statistics: Internal error');
  });

  it('links to every admin tool', () => {
    openDashboard();
    const expected = [
      ['Manage Blog', '/dashboard/blog'],
      ['Manage Users', '/dashboard/users'],
      ['Manage Tiers', '/dashboard/tiers'],
      ['Manage Extensions', '/dashboard/extensions'],
      ['Audit Log', '/dashboard/audit'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('opens a tool from its card', async () => {
    const { router } = openDashboard({ 'GET /api/admin/users?page=1': ok({ users: [], total: 0, page: 1, pageSize: 20 }) });
    fireEvent.click(screen.getByRole('link', { name: 'Manage Users' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users Management' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboardUsers);
  });
});

describe('registration toggle', () => {
  it('shows the stored state and flips it only when the server has saved the opposite', async () => {
    const later = deferred<MockReply>();
    const { api, queryClient } = openDashboard(registrationRoutes(true, () => later.promise));
    const card = region('Registration');
    expect(await card.findByText('User registration is currently: Enabled')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Disable registration' }));
    await waitFor(() => {
      expect(api.calls('PUT /api/admin/registration')[0]?.body).toEqual({ open: false });
    });
    // Not yet saved: the display has not moved.
    expect(card.getByText('User registration is currently: Enabled')).toBeTruthy();
    expect((card.getByRole('button', { name: 'Disable registration' }) as HTMLButtonElement).disabled).toBe(true);

    later.resolve(ok({ open: false }));
    expect(await card.findByText('User registration is currently: Disabled')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Enable registration' })).toBeTruthy();
    await expectToast(ADMIN_SCREEN_TEXTS.registrationToggled(false));
    // The login screen reads the same state.
    expect(queryClient.getQueryData(registrationStatusQueryKey)).toEqual({ open: false });
  });

  it('enables a closed registration', async () => {
    const { api } = openDashboard(registrationRoutes(false));
    const card = region('Registration');
    fireEvent.click(await card.findByRole('button', { name: 'Enable registration' }));
    expect(await card.findByText('User registration is currently: Enabled')).toBeTruthy();
    expect(api.calls('PUT /api/admin/registration')[0]?.body).toEqual({ open: true });
    await expectToast('Registration enabled: people can sign up.');
  });

  it("keeps the state and says 'Failed to toggle registration: …' when the server refuses", async () => {
    openDashboard(registrationRoutes(true, () => Promise.resolve(apiError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable'))));
    const card = region('Registration');
    fireEvent.click(await card.findByRole('button', { name: 'Disable registration' }));
    expect((await card.findByRole('alert')).textContent).toBe(ADMIN_SCREEN_TEXTS.toggleRegistrationFailed('The database is not reachable'));
    expect(card.getByText('User registration is currently: Enabled')).toBeTruthy();
    expect((card.getByRole('button', { name: 'Disable registration' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
