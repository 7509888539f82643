import { describe, it } from 'vitest';
import { accountMenuText, signIn } from './auth-helpers';
import { baseUrl, stripeUrl, useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';
import { PAGE_TEXTS } from '../web/app/pages/page-texts';
import { BILLING_SCREEN_TEXTS } from '../web/features/billing/billing-screen-texts';

describe('buying a plan', () => {
  const browser = useBrowser();

  it('goes through Stripe Checkout (the test double), and the signed webhook raises the list limit', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.buyer.email, E2E_PASSWORD, '/lists');
    await page.getByText('Free Tier: 0/0').waitFor();
    await page.getByRole('button', { name: 'New List', exact: true }).waitFor();

    await page.goto('/subscription');
    const plan = page.getByRole('article', { name: 'Tier 1' });
    await plan.getByRole('button', { name: PAGE_TEXTS.subscribe }).click();

    // The hosted checkout page (served by the double, as Stripe would host it).
    await page.waitForURL((url) => url.origin === stripeUrl());
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    await browser.screenshot(page, 'checkout-double');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on Rollcall: the webhook has already been delivered and verified.
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/subscription');
    await page.getByText(BILLING_SCREEN_TEXTS.currentPlan).waitFor();
    await page.goto('/lists');
    await page.getByText('Tier 1: 0/2').waitFor();
    await page.goto('/profile');
    await page.getByText(BILLING_SCREEN_TEXTS.planTypeSubscription, { exact: true }).waitFor();
    await page.getByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }).waitFor();
    // The header: a subscriber still sees the Subscription link, and no LTD badge.
    await page.getByRole('link', { name: 'Subscriptions' }).waitFor();
    if ((await accountMenuText(page)).includes('LTD')) throw new Error('a subscriber has no LTD badge');
  });
});
