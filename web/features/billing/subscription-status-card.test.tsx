import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS } from '../../../common/billing-texts.plain';
import type { BillingStatus } from '../../../common/billing';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { makeStatus } from '../../test/fixtures/billing';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { SubscriptionStatusCard } from './subscription-status-card';

const PAGE_URL = 'http://localhost:3000/profile';
const PORTAL = 'POST /api/create-portal-session';

const subscriber = makeStatus({ planType: 'subscription', tier: 1, maxlist: 5, planName: 'Starter', status: 'active', canManage: true });

function openStatus(status: BillingStatus | MockReply, routes: Record<string, MockHandler | MockReply> = {}) {
  const assign = vi.fn();
  const url = new URL(PAGE_URL);
  vi.stubGlobal('location', { href: url.href, origin: url.origin, pathname: url.pathname, search: '', hash: '', assign, replace: vi.fn(), reload: vi.fn() });
  const reply = 'planType' in status ? ok(status) : status;
  const api = mockApi({ 'GET /api/billing/status': reply, ...routes });
  // On the profile page, where it stands; the return address is that page's.
  renderRoute(paths.profile, <SubscriptionStatusCard />, { user: makeUser() });
  return { api, assign };
}

async function statusSection() {
  return within(await screen.findByRole('region', { name: 'Subscription Status' }));
}

/** The value beside a label of the card. */
function valueOf(region: ReturnType<typeof within>, label: string): string {
  const term = region.getAllByText(label).find((element: HTMLElement) => element.tagName === 'DT');
  if (!term) throw new Error(`no row labelled ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('subscription status', () => {
  it("shows 'No active subscription' with View Plans and Get Lifetime Deal without a plan", async () => {
    openStatus(makeStatus());
    const card = await statusSection();
    expect(await card.findByText(BILLING_SCREEN_TEXTS.noSubscription)).toBeTruthy();
    expect(card.getByRole('link', { name: SHARED_TEXTS.viewPlans }).getAttribute('href')).toBe(paths.pricing);
    expect(card.getByRole('link', { name: BILLING_SCREEN_TEXTS.getLifetimeDeal }).getAttribute('href')).toBe(paths.ltd);
    expect(card.queryByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeNull();
  });

  it('shows a subscription: plan type, plan, tier and maxlist, with Manage Subscription', async () => {
    openStatus(subscriber);
    const card = await statusSection();
    await card.findByText('Starter');
    expect(valueOf(card, 'Plan Type')).toBe(BILLING_SCREEN_TEXTS.planTypeSubscription);
    expect(valueOf(card, 'Plan')).toBe('Starter');
    expect(valueOf(card, 'Tier')).toBe('1');
    expect(valueOf(card, 'MaxList')).toBe('5');
    expect(card.queryByText('Status')).toBeNull();
    expect(card.getByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeTruthy();
    expect(card.queryByText(BILLING_SCREEN_TEXTS.noSubscription)).toBeNull();
  });

  it('opens the billing portal from Manage Subscription, coming back to the profile', async () => {
    const { api, assign } = openStatus(subscriber, { [PORTAL]: ok({ url: 'https://billing.stripe.com/p/session/test_2' }) });
    const card = await statusSection();
    fireEvent.click(await card.findByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_2');
    });
    expect(api.calls(PORTAL)[0]?.body).toEqual({ return_url: PAGE_URL });
    expect(card.getByRole('button', { name: BILLING_SCREEN_TEXTS.redirecting })).toBeTruthy();
  });

  it("says why the portal did not open ('No active subscription found')", async () => {
    const { assign } = openStatus(subscriber, { [PORTAL]: apiError(404, 'NO_ACTIVE_SUBSCRIPTION', BILLING_TEXTS.noActiveSubscription) });
    const card = await statusSection();
    fireEvent.click(await card.findByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }));
    expect((await card.findByRole('alert')).textContent).toBe(BILLING_TEXTS.noActiveSubscription);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no Manage Subscription for a subscription the portal cannot manage (given by an admin)', async () => {
    openStatus({ ...subscriber, canManage: false, status: null });
    const card = await statusSection();
    await card.findByText('Starter');
    expect(card.queryByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeNull();
  });

  it('shows a lifetime deal with unlimited lists and no Manage Subscription', async () => {
    openStatus(makeStatus({ planType: 'ltd', tier: 3, maxlist: null, planName: 'Lifetime Pro', canManage: true }));
    const card = await statusSection();
    await card.findByText('Lifetime Pro');
    expect(valueOf(card, 'Plan Type')).toBe(BILLING_SCREEN_TEXTS.planTypeLtd);
    expect(valueOf(card, 'MaxList')).toBe(SHARED_TEXTS.unlimited);
    expect(card.queryByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeNull();
  });

  it('warns that a payment failed when Stripe says past_due, and still offers the portal', async () => {
    openStatus({ ...subscriber, status: 'past_due' });
    const card = await statusSection();
    expect((await card.findByRole('alert')).textContent).toBe(BILLING_SCREEN_TEXTS.paymentFailed);
    expect(valueOf(card, 'Status')).toBe('Past due');
    expect(card.getByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription })).toBeTruthy();
  });

  it('shows another Stripe status as it is, without the payment warning', async () => {
    openStatus({ ...subscriber, status: 'trialing' });
    const card = await statusSection();
    await card.findByText('Starter');
    expect(valueOf(card, 'Status')).toBe('Trialing');
    expect(card.queryByRole('alert')).toBeNull();
  });
});
