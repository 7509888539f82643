import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS } from '../../../common/billing-texts.plain';
import type { BillingStatus, PublicPlan } from '../../../common/billing';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, deferred, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { BILLING_SCREEN_TEXTS } from '../../features/billing/billing-screen-texts';
import { makeExtension } from '../../features/extensions/test-fixtures';
import { makePlan, makeStatus } from '../../test/fixtures/billing';
import { PAGE_TEXTS } from './page-texts';
import { TEAM_TEXTS } from '../../../common/teams';
import { makeTeamSummary, PERSONAL, workspacesResponse } from '../../test/fixtures/teams';
import { SubscriptionPage } from './subscription-page';

const PAGE_URL = 'http://localhost:3000/subscription';
const PLANS = 'GET /api/plans?purchase=subscription';
const STATUS = 'GET /api/billing/status';
const CHECKOUT = 'POST /api/create-checkout-session';
const PORTAL = 'POST /api/create-portal-session';

const starter = makePlan();
const team = makePlan({
  id: 2,
  nickname: 'Team',
  amount: 19_000,
  currency: 'eur',
  interval: 'year',
  productName: 'Rollcall Team',
  productDescription: 'For agencies.',
  features: '<ul><li>Priority support</li><li>CSV import</li></ul>',
  imageUrl: 'https://img.example.com/team.png',
  priceId: 'price_team',
  tier: 2,
  maxlist: null,
});

/** The browser's location, whose assign() we watch instead of leaving the page. */
function stubLocation() {
  const assign = vi.fn();
  const url = new URL(PAGE_URL);
  vi.stubGlobal('location', { href: url.href, origin: url.origin, pathname: url.pathname, search: '', hash: '', assign, replace: vi.fn(), reload: vi.fn() });
  return assign;
}

function openSubscription({
  plans = [starter, team],
  paymentsEnabled = true,
  status = makeStatus(),
  routes = {},
}: { plans?: PublicPlan[]; paymentsEnabled?: boolean; status?: BillingStatus; routes?: Record<string, MockHandler | MockReply> } = {}) {
  const assign = stubLocation();
  const api = mockApi({ [PLANS]: ok({ plans, paymentsEnabled }), [STATUS]: ok(status), 'GET /api/extensions': ok({ extensions: [] }), ...routes });
  renderRoute(paths.subscription, <SubscriptionPage />, { user: makeUser() });
  return { api, assign };
}

function card(nickname: string) {
  return within(screen.getByRole('article', { name: nickname }));
}

async function subscribeTo(nickname: string) {
  await screen.findByRole('article', { name: nickname });
  fireEvent.click(card(nickname).getByRole('button', { name: PAGE_TEXTS.subscribe }));
}

describe('subscription plans', () => {
  it('shows a loading state, then each plan with its price, interval, product, features and list limit', async () => {
    openSubscription();
    expect(screen.getByRole('heading', { level: 1, name: BILLING_SCREEN_TEXTS.subscriptionPlans })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    await screen.findByRole('article', { name: 'Starter' });
    expect(card('Starter').getByTestId('plan-price').textContent).toBe('9.00 USD / month');
    expect(card('Starter').getByText('Rollcall Starter')).toBeTruthy();
    expect(card('Starter').getByText('For a small team.')).toBeTruthy();
    expect(card('Starter').getByText('MaxList: 5')).toBeTruthy();
    expect(card('Starter').getByText('Tier 1')).toBeTruthy();
    expect(card('Starter').queryByRole('img')).toBeNull();

    expect(card('Team').getByTestId('plan-price').textContent).toBe('190.00 EUR / year');
    expect(card('Team').getByText('MaxList: Unlimited')).toBeTruthy();
    expect(card('Team').getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Priority support', 'CSV import']);
    expect(card('Team').getByRole('presentation').getAttribute('src')).toBe('https://img.example.com/team.png');
    expect(screen.getAllByRole('button', { name: PAGE_TEXTS.subscribe })).toHaveLength(2);
  });

  it('sends Subscribe to checkout with the price id and this page as the way back, then goes to the checkout page', async () => {
    const later = deferred<MockReply>();
    const { api, assign } = openSubscription({ routes: { [CHECKOUT]: () => later.promise } });
    await subscribeTo('Team');

    const button = await card('Team').findByRole('button', { name: BILLING_SCREEN_TEXTS.redirecting });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // One checkout at a time.
    expect((card('Starter').getByRole('button', { name: PAGE_TEXTS.subscribe }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls(CHECKOUT)[0]?.body).toEqual({ planId: 'price_team', return_url: PAGE_URL });

    later.resolve(ok({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
    });
    // Still waiting for the browser to leave.
    expect(card('Team').getByRole('button', { name: BILLING_SCREEN_TEXTS.redirecting })).toBeTruthy();
  });

  it('gives the buttons back when the browser restores the page on Back from checkout', async () => {
    const { assign } = openSubscription({ routes: { [CHECKOUT]: ok({ url: 'https://checkout.stripe.com/c/pay/cs_test_2' }) } });
    await subscribeTo('Starter');
    await waitFor(() => {
      expect(assign).toHaveBeenCalledTimes(1);
    });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(((await card('Starter').findByRole('button', { name: PAGE_TEXTS.subscribe })) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each<[string, () => MockReply, string]>([
    ["the server's message when it refuses", () => apiError(502, 'STRIPE_FAILED', 'Stripe is unavailable, please try again.'), 'Stripe is unavailable, please try again.'],
    ['the checkout failure when the refusal has no message', () => new Response('<html>Bad gateway</html>', { status: 502 }), BILLING_TEXTS.checkoutFailed],
    ['that no URL came back', () => ok({}), BILLING_TEXTS.noCheckoutUrl],
    ['that the URL is not a web address', () => ok({ url: 'javascript:alert(1)' }), BILLING_TEXTS.noCheckoutUrl],
    ['that the answer is not JSON', () => new Response('<html>ok</html>', { status: 200 }), BILLING_SCREEN_TEXTS.invalidJson],
    ['that the answer is empty', () => new Response('', { status: 200 }), BILLING_SCREEN_TEXTS.emptyResponse],
  ])('says %s, on the card, and lets the user try again', async (_case, reply, text) => {
    const { assign } = openSubscription({ routes: { [CHECKOUT]: reply } });
    await subscribeTo('Starter');
    expect((await card('Starter').findByRole('alert')).textContent).toBe(text);
    expect((card('Starter').getByRole('button', { name: PAGE_TEXTS.subscribe }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says payments are off once, with every Subscribe button disabled and described by it', async () => {
    const { api } = openSubscription({ paymentsEnabled: false });
    await screen.findByRole('article', { name: 'Starter' });
    const notices = screen.getAllByText(BILLING_TEXTS.paymentsDisabled);
    expect(notices).toHaveLength(1);
    const noticeId = notices[0]!.closest('[role="status"]')!.id;
    for (const button of screen.getAllByRole('button', { name: PAGE_TEXTS.subscribe })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(noticeId);
    }
    fireEvent.click(card('Starter').getByRole('button', { name: PAGE_TEXTS.subscribe }));
    expect(api.calls(CHECKOUT)).toHaveLength(0);
  });

  it('marks the plan the user holds, without a button to buy it again', async () => {
    openSubscription({ status: makeStatus({ planType: 'subscription', tier: 2, maxlist: null, planName: 'Team', status: 'active' }) });
    await screen.findByRole('article', { name: 'Team' });
    expect(card('Team').getByText(BILLING_SCREEN_TEXTS.currentPlan)).toBeTruthy();
    expect(card('Team').queryByRole('button')).toBeNull();
    expect(card('Starter').queryByText(BILLING_SCREEN_TEXTS.currentPlan)).toBeNull();
    expect(card('Starter').getByRole('button', { name: PAGE_TEXTS.subscribe })).toBeTruthy();
  });

  it('does not mark a lifetime deal of the same tier as the current subscription', async () => {
    openSubscription({ status: makeStatus({ planType: 'ltd', tier: 1, planName: 'Starter' }) });
    await screen.findByRole('article', { name: 'Starter' });
    expect(screen.queryByText(BILLING_SCREEN_TEXTS.currentPlan)).toBeNull();
  });

  it('shows the plans without a current mark when the status cannot be read', async () => {
    stubLocation();
    mockApi({ [PLANS]: ok({ plans: [starter], paymentsEnabled: true }), [STATUS]: apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    renderRoute(paths.subscription, <SubscriptionPage />, { user: makeUser() });
    expect(await screen.findByRole('button', { name: PAGE_TEXTS.subscribe })).toBeTruthy();
    expect(screen.queryByText(BILLING_SCREEN_TEXTS.currentPlan)).toBeNull();
    expect(screen.queryByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeNull();
  });

  it("says so when no plan is on sale, with my plan and the way to every plan (issue #38)", async () => {
    openSubscription({ plans: [] });
    expect(await screen.findByText(BILLING_SCREEN_TEXTS.noPlans)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.subscribe })).toBeNull();
    expect(await screen.findByText(BILLING_SCREEN_TEXTS.yourPlan('Free'))).toBeTruthy();
    expect(screen.getByRole('link', { name: BILLING_SCREEN_TEXTS.seeAllPlans }).getAttribute('href')).toBe(paths.pricing);
  });

  it("says 'Failed to fetch plans: …' when they cannot be read", async () => {
    stubLocation();
    mockApi({ [PLANS]: apiError(500, 'INTERNAL_ERROR', 'Internal error'), [STATUS]: ok(makeStatus()) });
    renderRoute(paths.subscription, <SubscriptionPage />, { user: makeUser() });
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_SCREEN_TEXTS.plansFailed('Internal error'));
  });
});

describe('Manage Subscription', () => {
  const subscriber = makeStatus({ planType: 'subscription', tier: 1, maxlist: 5, planName: 'Starter', status: 'active', canManage: true });

  it('is offered only to a subscriber the portal can manage', async () => {
    openSubscription();
    await screen.findByRole('article', { name: 'Starter' });
    expect(screen.queryByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeNull();
  });

  it('opens the billing portal with this page as the way back', async () => {
    const { api, assign } = openSubscription({
      status: subscriber,
      routes: { [PORTAL]: ok({ url: 'https://billing.stripe.com/p/session/test_1' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1');
    });
    expect(api.calls(PORTAL)[0]?.body).toEqual({ return_url: PAGE_URL });
    expect(screen.getByRole('button', { name: BILLING_SCREEN_TEXTS.redirecting })).toBeTruthy();
  });

  it.each<[string, () => MockReply, string]>([
    ["the server's message", () => apiError(404, 'NO_ACTIVE_SUBSCRIPTION', BILLING_TEXTS.noActiveSubscription), BILLING_TEXTS.noActiveSubscription],
    ['the portal failure', () => new Response('', { status: 500 }), BILLING_TEXTS.portalFailed],
    ['that no portal URL came back', () => ok({ url: '' }), BILLING_TEXTS.noPortalUrl],
    ['that the answer is not JSON', () => new Response('nope', { status: 200 }), BILLING_SCREEN_TEXTS.invalidJson],
    ['that the answer is empty', () => new Response(null, { status: 204 }), BILLING_SCREEN_TEXTS.emptyResponse],
  ])('says %s when the portal cannot open', async (_case, reply, text) => {
    const { assign } = openSubscription({ status: subscriber, routes: { [PORTAL]: reply } });
    fireEvent.click(await screen.findByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the extension sections for subscribers', () => {
  it('shows a subscriber the extensions their plan opens (premium and private ones the server sends them)', async () => {
    const premium = makeExtension({ id: 7, title: 'Community Sync', isFree: false });
    const { api } = openSubscription({
      status: makeStatus({ planType: 'subscription', tier: 2, maxlist: null, planName: 'Team', status: 'active', canManage: true }),
      routes: { 'GET /api/extensions': ok({ extensions: [premium] }) },
    });
    const section = await screen.findByRole('heading', { level: 2, name: BILLING_SCREEN_TEXTS.yourExtensions });
    expect(section).toBeTruthy();
    expect(await screen.findByText('Community Sync')).toBeTruthy();
    expect(screen.getByText('Available with your Team plan')).toBeTruthy();
    expect(api.calls('GET /api/extensions').length).toBeGreaterThan(0);
  });

  it('shows nothing of the kind without a plan', async () => {
    openSubscription();
    await screen.findByRole('article', { name: 'Team' });
    expect(screen.queryByRole('heading', { level: 2, name: BILLING_SCREEN_TEXTS.yourExtensions })).toBeNull();
  });

  it('says which workspaces the plan covers: the personal one, and the teams I own (issue #22)', async () => {
    openSubscription();
    expect(await screen.findByText(TEAM_TEXTS.planCoversPersonal)).toBeTruthy();
  });

  it('names the teams billed to me, not those where I am an Editor or a co-owner another pays for', async () => {
    openSubscription({
      routes: {
        'GET /api/workspaces': ok(
          workspacesResponse(PERSONAL, [makeTeamSummary({ id: 2, name: 'Acme' }), makeTeamSummary({ id: 3, name: 'Zeta', role: 'editor', billedToMe: false }), makeTeamSummary({ id: 5, name: 'Gamma', billedToMe: false }), makeTeamSummary({ id: 4, name: 'Beta' })]),
        ),
      },
    });
    expect(await screen.findByText(TEAM_TEXTS.planCovers('Acme, Beta'))).toBeTruthy();
  });
});
