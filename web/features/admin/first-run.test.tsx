import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSetup } from '../../../common/admin';
import type { AdminPlan } from '../../../common/billing';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { mockApi, ok } from '../../test/mock-api';
import { makeAdminPlan } from '../../test/fixtures/billing';
import { GET_STARTED_TEXTS } from './admin-screen-texts';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { DashboardPage } from './dashboard-page';
import { DashboardTiersPage } from './dashboard-tiers-page';

// Issue #18 item 1, the operator's side: the dashboard says what a fresh site needs, and the
// free tier's limit is a card of /dashboard/tiers.

const fresh: AdminSetup = { paidPlans: 0, freeMaxlist: 0, mail: { mode: 'outbox', outbox: '/srv/rollcall/data/mail' }, stripe: false, registrationOpen: true };

describe("the dashboard's Get started checklist", () => {
  it('says on a fresh site that a new user can make no list, how mail and payments stand, and links to the tiers', async () => {
    mockApi({ 'GET /api/admin/setup': ok(fresh), 'GET /api/admin/stats': ok({ registeredUsers: 1, createdLists: 0, totalListMembers: 0, uniqueListMembers: 0, uniqueCommunities: 0, drawStorage: { totalBytes: 0, workspaces: [] } }) });
    renderRoute(paths.dashboard, <DashboardPage />, { user: makeUser({ role: 'admin' }) });
    const card = within(await screen.findByRole('region', { name: GET_STARTED_TEXTS.title }));
    expect(card.getByRole('heading', { name: `${GET_STARTED_TEXTS.plansTitle} (${GET_STARTED_TEXTS.toDo})` })).toBeTruthy();
    expect(card.getByText(GET_STARTED_TEXTS.plansMissing)).toBeTruthy();
    expect(card.getByRole('link', { name: GET_STARTED_TEXTS.plansAction }).getAttribute('href')).toBe(paths.dashboardTiers);
    expect(card.getByText(GET_STARTED_TEXTS.mailOutbox('/srv/rollcall/data/mail'))).toBeTruthy();
    expect(card.getByText(GET_STARTED_TEXTS.stripeOff)).toBeTruthy();
    expect(card.getByRole('heading', { name: `${GET_STARTED_TEXTS.registrationTitle} (${GET_STARTED_TEXTS.done})` })).toBeTruthy();
  });

  it('asks for registration to be opened when it is closed, even with plans', async () => {
    mockApi({ 'GET /api/admin/setup': ok({ ...fresh, paidPlans: 2, registrationOpen: false }) });
    renderRoute(paths.dashboard, <DashboardPage />, { user: makeUser({ role: 'admin' }) });
    const card = within(await screen.findByRole('region', { name: GET_STARTED_TEXTS.title }));
    expect(card.getByText(GET_STARTED_TEXTS.registrationClosed)).toBeTruthy();
    expect(card.getByText(GET_STARTED_TEXTS.plansReady(2, 0))).toBeTruthy();
  });

  it('goes away once people can sign up and make a list (a free limit is enough)', async () => {
    const api = mockApi({ 'GET /api/admin/setup': ok({ ...fresh, freeMaxlist: 2 }) });
    renderRoute(paths.dashboard, <DashboardPage />, { user: makeUser({ role: 'admin' }) });
    await waitFor(() => {
      expect(api.calls('GET /api/admin/setup')).toHaveLength(1);
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: GET_STARTED_TEXTS.title })).toBeNull();
  });
});

describe('the Free card of /dashboard/tiers', () => {
  function openTiers(plans: AdminPlan[]) {
    let current = plans;
    const api = mockApi({
      'GET /api/admin/plans': () => ok({ plans: current }),
      'GET /api/admin/plan-assignments': ok({ assignments: [] }),
      'PUT /api/admin/free-tier': (body) => {
        const { maxlist } = body as { maxlist: number | null };
        const free = makeAdminPlan({ id: 99, nickname: 'Free', tier: 0, amount: 0, priceId: null, maxlist });
        current = [free, ...current.filter((plan) => plan.tier !== 0)];
        return ok(free);
      },
    });
    renderRoute(paths.dashboardTiers, <DashboardTiersPage />, { user: makeUser({ role: 'admin' }) });
    return api;
  }

  async function freeCard() {
    return within(await screen.findByRole('article', { name: TIERS_TEXTS.freeTier }));
  }

  it("shows the spec's default (0 lists) without a tier-0 plan, and saves a new limit", async () => {
    const api = openTiers([makeAdminPlan()]);
    const card = await freeCard();
    expect(card.getByText(TIERS_TEXTS.freeListsAllowed).nextElementSibling?.textContent).toBe('0');
    fireEvent.click(card.getByRole('button', { name: TIERS_TEXTS.editFreeLimit }));
    const dialog = within(screen.getByRole('dialog', { name: TIERS_TEXTS.freeLimitTitle }));
    const field = dialog.getByRole('textbox', { name: TIERS_TEXTS.freeLimitLabel });
    expect((field as HTMLInputElement).value).toBe('0');

    for (const wrong of ['-1', '2.5', 'three', '100001']) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(dialog.getByRole('button', { name: TIERS_TEXTS.save }));
      expect(dialog.getByText(TIERS_TEXTS.freeLimitInvalid)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.calls('PUT /api/admin/free-tier')).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' 3 ' } });
    fireEvent.click(dialog.getByRole('button', { name: TIERS_TEXTS.save }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('PUT /api/admin/free-tier')[0]?.body).toEqual({ maxlist: 3 });
    expect((await screen.findByRole('status')).textContent).toBe(TIERS_TEXTS.freeLimitSaved);
    await waitFor(async () => {
      expect((await freeCard()).getByText(TIERS_TEXTS.freeListsAllowed).nextElementSibling?.textContent).toBe('3');
    });
  });

  it('binds the card to the active tier-0 plan and leaves it out of the plans to sell; empty means unlimited', async () => {
    const api = openTiers([makeAdminPlan(), makeAdminPlan({ id: 7, nickname: 'Everyone', tier: 0, maxlist: 5, priceId: null })]);
    const card = await freeCard();
    expect(card.getByText(TIERS_TEXTS.freeListsAllowed).nextElementSibling?.textContent).toBe('5');
    expect(screen.queryByRole('article', { name: 'Everyone' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: TIERS_TEXTS.editFreeLimit }));
    const dialog = within(screen.getByRole('dialog', { name: TIERS_TEXTS.freeLimitTitle }));
    fireEvent.change(dialog.getByRole('textbox', { name: TIERS_TEXTS.freeLimitLabel }), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: TIERS_TEXTS.save }));
    await waitFor(() => {
      expect(api.calls('PUT /api/admin/free-tier')[0]?.body).toEqual({ maxlist: null });
    });
  });
});
