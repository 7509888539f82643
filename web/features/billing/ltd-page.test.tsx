import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS } from '../../../common/billing-texts.plain';
import type { BillingStatus, PublicPlan } from '../../../common/billing';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { makePlan, makeStatus } from '../../test/fixtures/billing';
import { LtdPage } from './ltd-page';

const PAGE_URL = 'http://localhost:3000/ltd';
const DEALS = 'GET /api/plans?purchase=ltd';
const LTD_CHECKOUT = 'POST /api/create-checkout-ltd-session';

const lifetime = makePlan({
  id: 7,
  nickname: 'Lifetime Pro',
  amount: 14_900,
  currency: 'gbp',
  interval: 'one_time',
  productName: 'Rollcall Lifetime',
  priceId: 'price_ltd_pro',
  tier: 3,
  maxlist: 50,
  purchase: 'ltd',
});

function openLtd({
  plans = [lifetime],
  paymentsEnabled = true,
  status = makeStatus(),
  routes = {},
}: { plans?: PublicPlan[]; paymentsEnabled?: boolean; status?: BillingStatus; routes?: Record<string, MockHandler | MockReply> } = {}) {
  const assign = vi.fn();
  const url = new URL(PAGE_URL);
  vi.stubGlobal('location', { href: url.href, origin: url.origin, pathname: url.pathname, search: '', hash: '', assign, replace: vi.fn(), reload: vi.fn() });
  const api = mockApi({ [DEALS]: ok({ plans, paymentsEnabled }), 'GET /api/billing/status': ok(status), ...routes });
  renderRoute(paths.ltd, <LtdPage />, { user: makeUser({ hasActiveLTDPlan: true }) });
  return { api, assign };
}

function card(nickname: string) {
  return within(screen.getByRole('article', { name: nickname }));
}

describe('lifetime deals', () => {
  it("shows 'Limited Time Deals', the one-time payment line and each deal without an interval", async () => {
    openLtd();
    expect(screen.getByRole('heading', { level: 1, name: BILLING_SCREEN_TEXTS.limitedTimeDeals })).toBeTruthy();
    expect(screen.getByText(BILLING_SCREEN_TEXTS.lifetimeAccess)).toBeTruthy();
    await screen.findByRole('article', { name: 'Lifetime Pro' });
    expect(card('Lifetime Pro').getByTestId('plan-price').textContent).toBe('149.00 GBP');
    expect(card('Lifetime Pro').getByText('MaxList: 50')).toBeTruthy();
    expect(card('Lifetime Pro').getByRole('button', { name: BILLING_SCREEN_TEXTS.purchaseNow })).toBeTruthy();
  });

  it('sends Purchase Now to the lifetime-deal checkout and goes to the page it answers', async () => {
    const { api, assign } = openLtd({ routes: { [LTD_CHECKOUT]: ok({ url: 'https://checkout.stripe.com/c/pay/cs_ltd' }) } });
    fireEvent.click(await screen.findByRole('button', { name: BILLING_SCREEN_TEXTS.purchaseNow }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_ltd');
    });
    expect(api.calls(LTD_CHECKOUT)[0]?.body).toEqual({ planId: 'price_ltd_pro', return_url: PAGE_URL });
    expect(api.calls('POST /api/create-checkout-session')).toHaveLength(0);
  });

  it.each<[string, () => MockReply, string]>([
    ["the server's message", () => apiError(400, 'UNKNOWN_PLAN', BILLING_TEXTS.unknownPlan), BILLING_TEXTS.unknownPlan],
    ['the lifetime-deal checkout failure', () => new Response('Bad gateway', { status: 502 }), BILLING_TEXTS.ltdCheckoutFailed],
    ['that no lifetime-deal checkout URL came back', () => ok({ session: 'cs_1' }), BILLING_TEXTS.noLtdCheckoutUrl],
    ['that the answer is not JSON', () => new Response('{"url":', { status: 200 }), BILLING_SCREEN_TEXTS.invalidJson],
    ['that the answer is empty', () => new Response('', { status: 201 }), BILLING_SCREEN_TEXTS.emptyResponse],
  ])('says %s when checkout fails', async (_case, reply, text) => {
    const { assign } = openLtd({ routes: { [LTD_CHECKOUT]: reply } });
    fireEvent.click(await screen.findByRole('button', { name: BILLING_SCREEN_TEXTS.purchaseNow }));
    expect((await card('Lifetime Pro').findByRole('alert')).textContent).toBe(text);
    expect(assign).not.toHaveBeenCalled();
  });

  it('disables Purchase Now and says why while payments are off', async () => {
    openLtd({ paymentsEnabled: false });
    const button = await screen.findByRole('button', { name: BILLING_SCREEN_TEXTS.purchaseNow });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(BILLING_TEXTS.paymentsDisabled)).toBeTruthy();
  });

  it('marks the deal the user already holds and offers no Manage Subscription', async () => {
    openLtd({ status: makeStatus({ planType: 'ltd', tier: 3, maxlist: 50, planName: 'Lifetime Pro', canManage: true }) });
    await screen.findByRole('article', { name: 'Lifetime Pro' });
    expect(card('Lifetime Pro').getByText(BILLING_SCREEN_TEXTS.currentPlan)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BILLING_SCREEN_TEXTS.purchaseNow })).toBeNull();
    expect(screen.queryByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeNull();
  });

  it('says so when no deal is on sale', async () => {
    openLtd({ plans: [] });
    expect(await screen.findByText(BILLING_SCREEN_TEXTS.noDeals)).toBeTruthy();
  });
});
