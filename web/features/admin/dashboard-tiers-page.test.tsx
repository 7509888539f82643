import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../../../common/billing-texts.plain';
import type { AdminPlan, PlanAssignment } from '../../../common/billing';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { makeAdminPlan, makeAssignment } from '../../test/fixtures/billing';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { expectToast } from '../../test/toasts';
import { DashboardTiersPage } from './dashboard-tiers-page';

const PLANS = 'GET /api/admin/plans';
const ASSIGNMENTS = 'GET /api/admin/plan-assignments';

const starter = makeAdminPlan({ holders: 3 });
const lifetime = makeAdminPlan({
  id: 2,
  nickname: 'Lifetime Pro',
  amount: 14_900,
  currency: 'gbp',
  interval: 'one_time',
  productId: 'prod_ltd',
  productName: 'Rollcall Lifetime',
  priceId: null,
  tier: 3,
  maxlist: null,
  purchase: 'ltd',
  isActive: false,
  sortOrder: 2,
  holders: 1,
});

function openTiers({
  plans = [starter, lifetime],
  assignments = [],
  routes = {},
}: { plans?: AdminPlan[] | (() => AdminPlan[]); assignments?: PlanAssignment[]; routes?: Record<string, MockHandler | MockReply> } = {}) {
  const api = mockApi({
    [PLANS]: () => ok({ plans: typeof plans === 'function' ? plans() : plans }),
    [ASSIGNMENTS]: ok({ assignments }),
    ...routes,
  });
  renderRoute(paths.dashboardTiers, <DashboardTiersPage />, { user: makeUser({ role: 'admin', username: 'admin_ada' }) });
  return api;
}

function card(nickname: string) {
  return within(screen.getByRole('article', { name: nickname }));
}

/** The value beside a label of a plan card. */
function detail(nickname: string, label: string): string {
  const term = card(nickname)
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? '';
}

/** A click as a browser does it: the button takes the focus first (fireEvent alone does not move it). */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

function dialog() {
  return within(screen.getByRole('dialog'));
}

function type(label: string, value: string) {
  fireEvent.change(dialog().getByLabelText(label), { target: { value } });
}

describe('tiers management', () => {
  it("shows 'Tiers Management' with the way back, a loading state, then every plan as a card", async () => {
    openTiers();
    expect(screen.getByRole('heading', { level: 1, name: TIERS_TEXTS.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: TIERS_TEXTS.backToDashboard }).getAttribute('href')).toBe(paths.dashboard);
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    await screen.findByRole('article', { name: 'Starter' });
    expect(card('Starter').getByText('9.00 USD')).toBeTruthy();
    expect(card('Starter').getByText('/ month')).toBeTruthy();
    expect(card('Starter').getByText(TIERS_TEXTS.subscription)).toBeTruthy();
    expect(card('Starter').getByText(TIERS_TEXTS.active)).toBeTruthy();
    expect(detail('Starter', 'Tier')).toBe('1');
    expect(detail('Starter', 'MaxList')).toBe('5');
    expect(detail('Starter', 'Holders')).toBe('3 users');
    expect(detail('Starter', 'System')).toBe('prod');
    expect(detail('Starter', 'Price ID')).toBe('price_starter');

    expect(card('Lifetime Pro').getByText('149.00 GBP')).toBeTruthy();
    expect(card('Lifetime Pro').getByText(TIERS_TEXTS.ltd)).toBeTruthy();
    expect(card('Lifetime Pro').getByText(TIERS_TEXTS.inactive)).toBeTruthy();
    expect(detail('Lifetime Pro', 'MaxList')).toBe(SHARED_TEXTS.unlimited);
    expect(detail('Lifetime Pro', 'Holders')).toBe('1 user');
    expect(detail('Lifetime Pro', 'Price ID')).toBe(TIERS_TEXTS.noPriceId);
  });

  it('says so when there is no plan yet', async () => {
    openTiers({ plans: [] });
    expect(await screen.findByText(TIERS_TEXTS.noPlans)).toBeTruthy();
  });

  it("says 'Failed to fetch plans: …' when they cannot be read", async () => {
    mockApi({ [PLANS]: apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    renderRoute(paths.dashboardTiers, <DashboardTiersPage />, { user: makeUser({ role: 'admin' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(TIERS_TEXTS.fetchFailed('Internal error'));
  });
});

describe('the plan form', () => {
  it('names each required field that is missing, focuses the first, and sends nothing', async () => {
    const api = openTiers();
    await screen.findByRole('article', { name: 'Starter' });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXTS.addPlan }));
    expect(dialog().getByRole('heading', { name: TIERS_TEXTS.addPlan })).toBeTruthy();
    expect(document.activeElement).toBe(dialog().getByLabelText('Nickname'));

    fireEvent.click(dialog().getByRole('button', { name: TIERS_TEXTS.save }));
    for (const message of ['Nickname is required', TIERS_TEXTS.amountRequired, 'Product ID is required', 'Product Name is required', TIERS_TEXTS.tierRequired]) {
      expect(dialog().getByText(message)).toBeTruthy();
    }
    expect(dialog().getByLabelText('Nickname').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => {
      expect(document.activeElement).toBe(dialog().getByLabelText('Nickname'));
    });

    type('Nickname', 'Pro');
    type('Image URL', 'not a url');
    fireEvent.click(dialog().getByRole('button', { name: TIERS_TEXTS.save }));
    expect(dialog().getByText('Image URL must be a URL')).toBeTruthy();
    expect(dialog().queryByText('Nickname is required')).toBeNull();
    await waitFor(() => {
      expect(document.activeElement).toBe(dialog().getByLabelText('Amount in cents'));
    });
    expect(api.calls('POST /api/admin/plans')).toHaveLength(0);
  });

  it('adds a plan: numbers read as numbers, an empty MaxList as unlimited, blanks as nothing', async () => {
    let plans = [starter];
    const pro = makeAdminPlan({ id: 9, nickname: 'Pro', amount: 1900, tier: 2, maxlist: null, priceId: 'price_pro' });
    const api = openTiers({
      plans: () => plans,
      routes: {
        'POST /api/admin/plans': () => {
          plans = [starter, pro];
          return ok(pro);
        },
      },
    });
    await screen.findByRole('article', { name: 'Starter' });
    press(screen.getByRole('button', { name: TIERS_TEXTS.addPlan }));
    type('Nickname', ' Pro ');
    type('Amount in cents', '1900');
    expect(dialog().getByText('Shown as 19.00 USD')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.change(dialog().getByLabelText('Interval'), { target: { value: 'year' } });
    type('Sort Order', '3');
    type('Tier', '2');
    type('Product ID', 'prod_pro');
    type('Product Name', 'Rollcall Pro');
    type('Features (HTML)', '<ul><li>Everything</li></ul>');
    type('Price ID', 'price_pro');
    fireEvent.click(dialog().getByRole('button', { name: TIERS_TEXTS.save }));

    expect(await screen.findByRole('article', { name: 'Pro' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/admin/plans')[0]?.body).toEqual({
      nickname: 'Pro',
      amount: 1900,
      currency: 'eur',
      interval: 'year',
      productId: 'prod_pro',
      productName: 'Rollcall Pro',
      productDescription: null,
      features: '<ul><li>Everything</li></ul>',
      imageUrl: null,
      stripePaymentLink: null,
      sortOrder: 3,
      priceId: 'price_pro',
      tier: 2,
      maxlist: null,
      purchase: 'subscription',
      isActive: true,
      system: 'prod',
    });
    // The focus is back on the button that opened the form.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TIERS_TEXTS.addPlan }));
  });

  it("shows the server's reason when it refuses the plan, and keeps the form", async () => {
    openTiers({ routes: { 'POST /api/admin/plans': apiError(400, 'VALIDATION_ERROR', 'A plan already uses this price ID') } });
    await screen.findByRole('article', { name: 'Starter' });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXTS.addPlan }));
    type('Nickname', 'Copy');
    type('Amount in cents', '900');
    type('Tier', '1');
    type('Product ID', 'prod_copy');
    type('Product Name', 'Copy');
    fireEvent.click(dialog().getByRole('button', { name: TIERS_TEXTS.save }));
    expect((await dialog().findByRole('alert')).textContent).toBe(TIERS_TEXTS.saveFailed('A plan already uses this price ID'));
    expect((dialog().getByLabelText('Nickname') as HTMLInputElement).value).toBe('Copy');
  });

  it('edits a plan with its values filled in, and Update sends them all', async () => {
    const later = deferred<MockReply>();
    const api = openTiers({ routes: { 'PUT /api/admin/plans/2': () => later.promise } });
    await screen.findByRole('article', { name: 'Lifetime Pro' });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXTS.editNamed('Lifetime Pro') }));
    expect(dialog().getByRole('heading', { name: TIERS_TEXTS.editPlan })).toBeTruthy();
    expect((dialog().getByLabelText('Amount in cents') as HTMLInputElement).value).toBe('14900');
    expect((dialog().getByLabelText('Currency') as HTMLSelectElement).value).toBe('gbp');
    expect((dialog().getByLabelText('Interval') as HTMLSelectElement).value).toBe('one_time');
    expect((dialog().getByLabelText('Purchase') as HTMLSelectElement).value).toBe('ltd');
    expect((dialog().getByLabelText('MaxList') as HTMLInputElement).value).toBe('');
    expect((dialog().getByLabelText('Active') as HTMLInputElement).checked).toBe(false);

    type('MaxList', '25');
    type('Price ID', 'price_ltd');
    fireEvent.click(dialog().getByLabelText('Active'));
    fireEvent.click(dialog().getByRole('button', { name: TIERS_TEXTS.update }));
    await waitFor(() => {
      expect((dialog().getByRole('button', { name: TIERS_TEXTS.update }) as HTMLButtonElement).disabled).toBe(true);
    });
    expect(api.calls('PUT /api/admin/plans/2')[0]?.body).toMatchObject({
      nickname: 'Lifetime Pro',
      amount: 14_900,
      currency: 'gbp',
      interval: 'one_time',
      sortOrder: 2,
      tier: 3,
      maxlist: 25,
      priceId: 'price_ltd',
      purchase: 'ltd',
      isActive: true,
    });
    later.resolve(ok({ ...lifetime, maxlist: 25, priceId: 'price_ltd', isActive: true }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('closes on Cancel without saving', async () => {
    const api = openTiers();
    await screen.findByRole('article', { name: 'Starter' });
    press(screen.getByRole('button', { name: TIERS_TEXTS.editNamed('Starter') }));
    fireEvent.click(dialog().getByRole('button', { name: TIERS_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PUT /api/admin/plans/1')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TIERS_TEXTS.editNamed('Starter') }));
  });
});

describe('deleting a plan', () => {
  it('asks first, with Cancel focused, then deletes', async () => {
    let plans = [starter, { ...lifetime, holders: 0 }];
    const api = openTiers({
      plans: () => plans,
      routes: {
        'DELETE /api/admin/plans/2': () => {
          plans = [starter];
          return new Response(null, { status: 204 });
        },
      },
    });
    await screen.findByRole('article', { name: 'Lifetime Pro' });
    press(screen.getByRole('button', { name: TIERS_TEXTS.deleteNamed('Lifetime Pro') }));
    const confirm = within(screen.getByRole('alertdialog', { name: TIERS_TEXTS.deletePlan }));
    expect(confirm.getByText(TIERS_TEXTS.deleteConfirm('Lifetime Pro'))).toBeTruthy();
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: TIERS_TEXTS.cancel }));
    expect(api.calls('DELETE /api/admin/plans/2')).toHaveLength(0);

    fireEvent.click(confirm.getByRole('button', { name: TIERS_TEXTS.delete }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Lifetime Pro' })).toBeNull();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('DELETE /api/admin/plans/2')).toHaveLength(1);
    // Its card is gone: the focus goes to Add Plan rather than nowhere.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TIERS_TEXTS.addPlan }));
    // And says so (issue #18).
    expect((await screen.findByRole('status')).textContent).toBe(TIERS_TEXTS.planDeleted('Lifetime Pro'));
  });

  it('says before any button why a plan someone holds cannot be deleted (issue #18)', async () => {
    const api = openTiers();
    await screen.findByRole('article', { name: 'Starter' });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXTS.deleteNamed('Starter') }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect(confirm.getByText(BILLING_TEXTS.planInUse(3))).toBeTruthy();
    expect(confirm.queryByRole('button', { name: TIERS_TEXTS.delete })).toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: TIERS_TEXTS.cancel }));
    expect(screen.getByRole('article', { name: 'Starter' })).toBeTruthy();
    expect(api.calls('DELETE /api/admin/plans/1')).toHaveLength(0);
  });

  it("shows the server's refusal when the plan was given to someone meanwhile, and keeps the plan", async () => {
    openTiers({ plans: [{ ...starter, holders: 0 }], routes: { 'DELETE /api/admin/plans/1': apiError(409, 'PLAN_IN_USE', BILLING_TEXTS.planInUse(1)) } });
    await screen.findByRole('article', { name: 'Starter' });
    fireEvent.click(screen.getByRole('button', { name: TIERS_TEXTS.deleteNamed('Starter') }));
    const confirm = within(screen.getByRole('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: TIERS_TEXTS.delete }));
    expect((await confirm.findByRole('alert')).textContent).toBe(BILLING_TEXTS.planInUse(1));
    fireEvent.click(confirm.getByRole('button', { name: TIERS_TEXTS.cancel }));
    expect(screen.getByRole('article', { name: 'Starter' })).toBeTruthy();
  });
});

describe('assigning a plan', () => {
  function assignForm() {
    return within(screen.getByRole('form', { name: TIERS_TEXTS.assignTitle }));
  }

  it('gives a user a plan by email and shows it among the recent assignments', async () => {
    let assignments: PlanAssignment[] = [];
    const given = makeAssignment({ id: 5, userEmail: 'bob@example.com', planName: 'Starter', tier: 1, createdAt: '2025-03-05T12:00:00.000Z' });
    const api = mockApi({
      [PLANS]: ok({ plans: [starter, lifetime] }),
      [ASSIGNMENTS]: () => ok({ assignments }),
      'POST /api/admin/plan-assignments': () => {
        assignments = [given];
        return ok(given);
      },
    });
    renderRoute(paths.dashboardTiers, <DashboardTiersPage />, { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByText(TIERS_TEXTS.noAssignments)).toBeTruthy();

    const form = assignForm();
    const select = form.getByLabelText(TIERS_TEXTS.plan) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      TIERS_TEXTS.choosePlan,
      TIERS_TEXTS.noPlan,
      'Starter — Subscription, tier 1',
      'Lifetime Pro — LTD, tier 3 (inactive)',
    ]);
    fireEvent.change(form.getByLabelText(TIERS_TEXTS.userEmail), { target: { value: ' Bob@Example.com ' } });
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(form.getByRole('button', { name: TIERS_TEXTS.assign }));

    await expectToast(TIERS_TEXTS.assigned('bob@example.com', 'Starter'));
    expect(api.calls('POST /api/admin/plan-assignments')[0]?.body).toEqual({ email: 'Bob@Example.com', planId: 1 });
    expect((form.getByLabelText(TIERS_TEXTS.userEmail) as HTMLInputElement).value).toBe('');

    const table = within(await screen.findByRole('table', { name: TIERS_TEXTS.recentAssignments }));
    // It scrolls sideways on a phone: the keyboard reaches it (axe: scrollable-region-focusable).
    expect(screen.getByRole('region', { name: TIERS_TEXTS.recentAssignments }).tabIndex).toBe(0);
    const cells = table.getAllByRole('row')[1]!.querySelectorAll('td');
    expect(cells[0]?.textContent).toBe('bob@example.com');
    expect(cells[1]?.textContent).toBe('Starter · tier 1');
    expect(cells[2]?.textContent).toBe('admin_ada');
    expect(cells[3]?.textContent).toMatch(/^Mar 5, 2025, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it("takes a plan away with 'No plan'", async () => {
    const api = openTiers({
      routes: { 'POST /api/admin/plan-assignments': ok(makeAssignment({ planName: null, tier: null, userEmail: 'bob@example.com' })) },
    });
    await screen.findByRole('article', { name: 'Starter' });
    const form = assignForm();
    fireEvent.change(form.getByLabelText(TIERS_TEXTS.userEmail), { target: { value: 'bob@example.com' } });
    fireEvent.change(form.getByLabelText(TIERS_TEXTS.plan), { target: { value: 'none' } });
    fireEvent.click(form.getByRole('button', { name: TIERS_TEXTS.assign }));
    await expectToast(TIERS_TEXTS.assigned('bob@example.com', null));
    expect(api.calls('POST /api/admin/plan-assignments')[0]?.body).toEqual({ email: 'bob@example.com', planId: null });
  });

  it('asks for an email and a plan before sending anything', async () => {
    const api = openTiers();
    await screen.findByRole('article', { name: 'Starter' });
    const form = assignForm();
    fireEvent.click(form.getByRole('button', { name: TIERS_TEXTS.assign }));
    expect(form.getByText(TIERS_TEXTS.emailRequired)).toBeTruthy();
    expect(form.getByText(TIERS_TEXTS.planRequired)).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText(TIERS_TEXTS.userEmail));

    fireEvent.change(form.getByLabelText(TIERS_TEXTS.userEmail), { target: { value: 'bob' } });
    fireEvent.click(form.getByRole('button', { name: TIERS_TEXTS.assign }));
    expect(form.getByText(TIERS_TEXTS.emailInvalid)).toBeTruthy();
    expect(api.calls('POST /api/admin/plan-assignments')).toHaveLength(0);
  });

  it("shows the server's reason when no user has the email", async () => {
    openTiers({ routes: { 'POST /api/admin/plan-assignments': apiError(404, 'NOT_FOUND', BILLING_TEXTS.userNotFoundByEmail) } });
    await screen.findByRole('article', { name: 'Starter' });
    const form = assignForm();
    fireEvent.change(form.getByLabelText(TIERS_TEXTS.userEmail), { target: { value: 'nobody@example.com' } });
    fireEvent.change(form.getByLabelText(TIERS_TEXTS.plan), { target: { value: '1' } });
    fireEvent.click(form.getByRole('button', { name: TIERS_TEXTS.assign }));
    expect((await form.findByRole('alert')).textContent).toBe(TIERS_TEXTS.assignFailed(BILLING_TEXTS.userNotFoundByEmail));
  });
});
