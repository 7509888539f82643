import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPlanRequest } from '../../../common/plan-requests';
import { PLAN_REQUEST_ERROR_CODES, PLAN_REQUEST_TEXTS } from '../../../common/plan-requests';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { expectToast } from '../../test/toasts';
import { PLAN_REQUESTS_TEXTS as T } from './admin-screen-texts';
import { DashboardPage } from './dashboard-page';

const request: AdminPlanRequest = { id: 7, userId: 3, username: 'bob', email: 'bob@example.com', planId: 2, planName: 'Pro', tier: 2, maxlist: 10, createdAt: '2026-11-27T22:10:00.000Z' };
const stats = { registeredUsers: 1, createdLists: 0, totalListMembers: 0, uniqueListMembers: 0, uniqueCommunities: 0, drawStorage: { totalBytes: 0, workspaces: [] } };

function openDashboard(routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi({ 'GET /api/admin/stats': ok(stats), ...routes });
  renderRoute(paths.dashboard, <DashboardPage />, { user: makeUser({ role: 'admin' }) });
  return api;
}

/** The open requests the server keeps: a handled one leaves the list. */
function requestRoutes(action: 'give' | 'dismiss', answer?: MockReply): Record<string, MockHandler> {
  let open = [request];
  return {
    'GET /api/admin/plan-requests': () => ok({ requests: open }),
    [`POST /api/admin/plan-requests/7/${action}`]: () => {
      if (answer) return answer;
      open = [];
      return ok({ id: 7, state: action === 'give' ? 'given' : 'dismissed' });
    },
  };
}

const card = () => within(screen.getByRole('region', { name: T.title }));

describe("the dashboard's plan requests", () => {
  it('says nobody is waiting when there is no request', async () => {
    openDashboard({});
    expect(await card().findByText(T.empty)).toBeTruthy();
  });

  it("lists who asked for which plan and when, and 'Give plan' gives it", async () => {
    const api = openDashboard(requestRoutes('give'));
    const row = within((await card().findByText('bob')).closest('tr')!);
    expect(row.getByText('bob@example.com')).toBeTruthy();
    expect(row.getByText('Pro')).toBeTruthy();
    expect(row.getByText(T.lists(10))).toBeTruthy();
    expect(row.getByText(/Nov 27, 2026/)).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: T.giveNamed('Pro', 'bob') }));
    await expectToast(T.given('Pro', 'bob'));
    expect(api.calls('POST /api/admin/plan-requests/7/give')).toHaveLength(1);
    expect(await card().findByText(T.empty)).toBeTruthy();
  });

  it("asks before 'Dismiss', and Cancel changes nothing", async () => {
    const api = openDashboard(requestRoutes('dismiss'));
    fireEvent.click(await card().findByRole('button', { name: T.dismissNamed('Pro', 'bob') }));
    const dialog = within(screen.getByRole('alertdialog', { name: T.dismissTitle }));
    expect(dialog.getByText(T.dismissConfirm('Pro', 'bob'))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: T.cancel }));
    expect(api.calls('POST /api/admin/plan-requests/7/dismiss')).toHaveLength(0);

    fireEvent.click(card().getByRole('button', { name: T.dismissNamed('Pro', 'bob') }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: T.dismissTitle })).getByRole('button', { name: T.dismiss }));
    await expectToast(T.dismissed('bob'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(await card().findByText(T.empty)).toBeTruthy();
  });

  it('shows why a request could not be given (another admin handled it)', async () => {
    openDashboard(requestRoutes('give', apiError(409, PLAN_REQUEST_ERROR_CODES.handled, PLAN_REQUEST_TEXTS.handled)));
    fireEvent.click(await card().findByRole('button', { name: T.giveNamed('Pro', 'bob') }));
    expect(await card().findByText(T.giveFailed(PLAN_REQUEST_TEXTS.handled))).toBeTruthy();
  });
});
