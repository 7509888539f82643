import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN_REQUEST_ERROR_CODES, PLAN_REQUEST_TEXTS, type PricingPlan } from '../../../common/plan-requests';
import { paths } from '../../../common/paths.plain';
import type { BillingStatus } from '../../../common/billing';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { makeStatus } from '../../test/fixtures/billing';
import { expectToast } from '../../test/toasts';
import { BILLING_SCREEN_TEXTS as T } from './billing-screen-texts';
import { PricingPage } from './pricing-page';

function pricingPlan(overrides: Partial<PricingPlan> = {}): PricingPlan {
  return {
    id: 1,
    nickname: 'Pro',
    amount: 1900,
    currency: 'usd',
    interval: 'month',
    productName: 'Pro',
    productDescription: 'For busy communities.',
    features: null,
    imageUrl: null,
    tier: 1,
    maxlist: 10,
    purchase: 'subscription',
    priceId: null,
    obtain: 'ask',
    ...overrides,
  };
}

const free = pricingPlan({ id: 10, nickname: 'Free', amount: 0, tier: 0, maxlist: 1, obtain: 'everyone', productDescription: null });
const pro = pricingPlan();
const starter = pricingPlan({ id: 2, nickname: 'Starter', amount: 900, tier: 2, maxlist: 3, priceId: 'price_starter', obtain: 'buy' });
const lifetime = pricingPlan({ id: 3, nickname: 'Lifetime', purchase: 'ltd', interval: 'one_time', tier: 3, maxlist: null });

function openPricing({
  user = makeUser(),
  plans = [free, pro, starter, lifetime],
  status = makeStatus({ maxlist: 1 }),
  routes = {},
}: { user?: ReturnType<typeof makeUser> | null; plans?: PricingPlan[]; status?: BillingStatus; routes?: Record<string, MockHandler | MockReply> } = {}) {
  const api = mockApi({
    'GET /api/pricing': ok({ plans, paymentsEnabled: true }),
    'GET /api/billing/status': ok(status),
    'GET /api/plan-requests': ok({ requests: [] }),
    ...routes,
  });
  renderRoute(paths.pricing, <PricingPage />, { user });
  return api;
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('pricing page', () => {
  it('shows a visitor every plan with its price and limit, and sends them to sign in to ask or buy', async () => {
    const api = openPricing({ user: null });
    expect(screen.getByRole('heading', { level: 1, name: T.pricing })).toBeTruthy();
    const proCard = await card('Pro');
    expect(proCard.getByText('19.00 USD')).toBeTruthy();
    expect(proCard.getByText(T.maxList(10))).toBeTruthy();
    expect(proCard.getByText(T.askHow)).toBeTruthy();
    expect(proCard.getByRole('link', { name: T.askForPlan }).getAttribute('href')).toBe('/login?next=%2Fpricing');
    expect((await card('Starter')).getByRole('link', { name: T.signInToBuy }).getAttribute('href')).toBe('/login?next=%2Fpricing');
    expect((await card('Lifetime')).getByText(T.planTypeLtd)).toBeTruthy();
    expect((await card('Lifetime')).getByText(T.maxList(null))).toBeTruthy();
    expect((await card('Free')).getByText(T.everyone)).toBeTruthy();
    // A visitor has no plan and no requests to read.
    expect(screen.queryByText(/Your plan:/)).toBeNull();
    expect(api.calls('GET /api/plan-requests')).toHaveLength(0);
    expect(api.calls('GET /api/billing/status')).toHaveLength(0);
  });

  it('shows a signed-in person their plan, marks its card, and lets them ask for another', async () => {
    const api = openPricing({
      status: makeStatus({ planType: 'subscription', tier: 3, planName: 'Lifetime', maxlist: null }),
      routes: {
        'GET /api/pricing': ok({ plans: [free, pro, pricingPlan({ id: 3, nickname: 'Lifetime', tier: 3, maxlist: null })], paymentsEnabled: false }),
        'POST /api/plan-requests': ok({ id: 5, planId: pro.id, createdAt: '2026-11-27T22:10:00.000Z' }),
      },
    });
    expect(await screen.findByText(T.yourPlan('Lifetime'))).toBeTruthy();
    expect((await card('Lifetime')).getByText(T.currentPlan)).toBeTruthy();
    expect((await card('Free')).queryByText(T.currentPlan)).toBeNull();

    fireEvent.click((await card('Pro')).getByRole('button', { name: T.askForPlan }));
    await expectToast(T.askSent('Pro'));
    expect(api.calls('POST /api/plan-requests').map((call) => call.body)).toEqual([{ planId: pro.id }]);
  });

  it('marks the free tier as the plan of a person without one', async () => {
    openPricing({ status: makeStatus({ planName: 'Free', maxlist: 1 }) });
    expect((await screen.findByText(T.yourPlan('Free'))).parentElement?.textContent).toBe(`${T.yourPlan('Free')} · ${T.listsAllowed(1)}`);
    expect((await card('Free')).getByText(T.currentPlan)).toBeTruthy();
  });

  it('says when a plan was asked for instead of offering to ask again', async () => {
    openPricing({ routes: { 'GET /api/plan-requests': ok({ requests: [{ id: 5, planId: pro.id, createdAt: '2026-11-27T22:10:00.000Z' }] }) } });
    const proCard = await card('Pro');
    expect(await proCard.findByText(/^Asked on Nov 27, 2026/)).toBeTruthy();
    expect(proCard.queryByRole('button', { name: T.askForPlan })).toBeNull();
    // The other plans to ask for still offer it.
    expect((await card('Lifetime')).getByRole('button', { name: T.askForPlan })).toBeTruthy();
  });

  it('shows the server’s refusal on the card when asking fails', async () => {
    openPricing({ routes: { 'POST /api/plan-requests': apiError(409, PLAN_REQUEST_ERROR_CODES.alreadyYours, PLAN_REQUEST_TEXTS.alreadyYours) } });
    fireEvent.click((await card('Pro')).getByRole('button', { name: T.askForPlan }));
    expect(await (await card('Pro')).findByText(T.askFailed(PLAN_REQUEST_TEXTS.alreadyYours))).toBeTruthy();
  });

  it('says so when no plan is set up', async () => {
    openPricing({ plans: [] });
    expect(await screen.findByText(T.noPricing)).toBeTruthy();
  });
});
