import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../common/billing-texts.plain';
import { accountMenuText, signIn } from './auth-helpers';
import { saveScreenshot, useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';
import { BILLING_SCREEN_TEXTS } from '../web/features/billing/billing-screen-texts';
import { BROWSER_EXTENSION_LINK } from '../web/app/header-links';
import { PAGE_TEXTS } from '../web/app/pages/page-texts';
import { SHARED_TEXTS } from '../web/components/shared-texts';

/**
 * Plans managed by an admin and given by hand (issue #7, web side). The journey through Stripe's
 * checkout and webhooks has its own spec. The plans made here are deleted by the last test, so the
 * other journeys see the seeded plans only; `profile` (who has no plan in the seed) holds them
 * meanwhile and has none again at the end.
 */

const HOLDER = E2E_USERS.profile;
const TEAM = 'E2E Team';
const LIFETIME = 'E2E Lifetime';
const MOBILE = { width: 390, height: 844 };

/** What the screen shows (a full-page shot misplaces a fixed dialog). */
const viewportShot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: false });

async function openTiers(page: Page) {
  await signIn(page, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard/tiers');
  await page.getByRole('heading', { level: 1, name: 'Tiers Management' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Plans' }).waitFor();
}

type NewPlan = { nickname: string; amount: string; interval: string; tier: string; maxlist: string; purchase: string; priceId: string; features: string };

async function addPlan(page: Page, plan: NewPlan) {
  await page.getByRole('button', { name: 'Add Plan' }).click();
  const form = page.getByRole('dialog', { name: 'Add Plan' });
  await form.getByLabel('Nickname', { exact: true }).fill(plan.nickname);
  await form.getByLabel('Purchase', { exact: true }).selectOption(plan.purchase);
  await form.getByLabel('Amount in cents', { exact: true }).fill(plan.amount);
  await form.getByLabel('Interval', { exact: true }).selectOption(plan.interval);
  await form.getByLabel('Tier', { exact: true }).fill(plan.tier);
  await form.getByLabel('MaxList', { exact: true }).fill(plan.maxlist);
  await form.getByLabel('Product ID', { exact: true }).fill(`prod_${plan.priceId}`);
  await form.getByLabel('Product Name', { exact: true }).fill(`Rollcall ${plan.nickname}`);
  await form.getByLabel('Features (HTML)', { exact: true }).fill(plan.features);
  await form.getByLabel('Price ID', { exact: true }).fill(plan.priceId);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('article', { name: plan.nickname }).waitFor();
}

async function assignPlan(page: Page, email: string, planLabel: string) {
  const form = page.getByRole('form', { name: 'Assign a plan' });
  await form.getByLabel('User email', { exact: true }).fill(email);
  await form.getByLabel('Plan', { exact: true }).selectOption({ label: planLabel });
  await form.getByRole('button', { name: 'Assign' }).click();
}

/** Waits for the toast that says `text` (web/components/ui/toaster.tsx). */
async function toastSays(page: Page, text: string) {
  await page.getByTestId('toaster').getByRole('status').getByText(text, { exact: true }).waitFor();
}

/** The value beside a label in the profile's Subscription Status. */
async function statusValue(page: Page, label: string): Promise<string> {
  const region = page.getByRole('region', { name: 'Subscription Status' });
  return (await region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

async function mainNavLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Lists' }).waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe('billing in the browser', () => {
  const browser = useBrowser();

  it('an admin creates a plan and gives it by email; the user sees it on the profile and on /subscription', async () => {
    const admin = await browser.newPage();
    await openTiers(admin);
    // Spec §5: the form names what is missing before anything is sent.
    await admin.getByRole('button', { name: 'Add Plan' }).click();
    const empty = admin.getByRole('dialog', { name: 'Add Plan' });
    await empty.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Nickname is required', 'Amount is required', 'Tier is required', 'Product ID is required', 'Product Name is required']) {
      await empty.getByText(message).waitFor();
    }
    expect(await empty.getByLabel('Nickname', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    await viewportShot(admin, 'billing-plan-form-1280');
    await empty.getByRole('button', { name: 'Cancel' }).click();
    await empty.waitFor({ state: 'detached' });

    await addPlan(admin, {
      nickname: TEAM,
      amount: '2900',
      interval: 'month',
      tier: '5',
      maxlist: '7',
      purchase: 'subscription',
      priceId: 'price_e2e_team',
      features: '<ul><li>Seven lists</li><li>Shoot <strong>fast</strong></li></ul><script>window.__owned = true</script>',
    });
    const card = admin.getByRole('article', { name: TEAM });
    expect(await card.innerText()).toMatch(/29\.00 USD\s*\/ month/);

    await assignPlan(admin, HOLDER.email, `${TEAM} — Subscription, tier 5`);
    await toastSays(admin, `${HOLDER.email} now has the plan ${TEAM}.`);
    const row = admin.getByRole('table', { name: 'Recent assignments' }).getByRole('row').filter({ hasText: HOLDER.email }).first();
    expect(await row.innerText()).toContain(TEAM);
    expect(await row.innerText()).toContain(E2E_USERS.admin.email);
    expect(await card.innerText()).toContain('1 user');
    await browser.screenshot(admin, 'billing-tiers-1280');

    const user = await browser.newPage();
    await signIn(user, HOLDER.email, E2E_PASSWORD);
    expect(await mainNavLinks(user)).toContain('Subscriptions');
    expect(await accountMenuText(user)).not.toContain('LTD');

    await user.goto('/profile');
    await user.getByRole('region', { name: 'Subscription Status' }).getByText(TEAM).waitFor();
    expect(await statusValue(user, 'Plan Type')).toBe(BILLING_SCREEN_TEXTS.planTypeSubscription);
    expect(await statusValue(user, 'Tier')).toBe('5');
    expect(await statusValue(user, 'MaxList')).toBe('7');
    // Given by hand: there is no Stripe subscription to manage.
    expect(await user.getByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }).count()).toBe(0);

    await user.goto('/subscription');
    const plan = user.getByRole('article', { name: TEAM });
    await plan.waitFor();
    await plan.getByText(BILLING_SCREEN_TEXTS.currentPlan).waitFor();
    expect(await plan.getByRole('listitem').allInnerTexts()).toEqual(['Seven lists', 'Shoot fast']);
    expect(await plan.locator('script').count()).toBe(0);
    expect(await user.evaluate(() => (window as { __owned?: boolean }).__owned)).toBeUndefined();
    // The seeded plans are on sale too, each with Subscribe.
    expect(await user.getByRole('button', { name: PAGE_TEXTS.subscribe }).count()).toBeGreaterThan(0);
    await browser.screenshot(user, 'billing-subscription-1280');
    await user.setViewportSize(MOBILE);
    await browser.screenshot(user, 'billing-subscription-390');

    await user.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await user.setViewportSize({ width: 1280, height: 800 });
    await user.reload();
    await user.getByRole('article', { name: TEAM }).getByText(BILLING_SCREEN_TEXTS.currentPlan).waitFor();
    await browser.screenshot(user, 'billing-subscription-dark');
  });

  it('a lifetime-deal holder sees the LTD badge, no Subscription link and no Manage Subscription', async () => {
    const admin = await browser.newPage();
    await openTiers(admin);
    await addPlan(admin, {
      nickname: LIFETIME,
      amount: '14900',
      interval: 'one_time',
      tier: '6',
      maxlist: '',
      purchase: 'ltd',
      priceId: 'price_e2e_lifetime',
      features: '<p>Pay once, keep it forever.</p>',
    });
    // A lifetime deal is on sale now: a signed-in person without a plan is shown the LTD link.
    await admin.reload();
    expect(await mainNavLinks(admin)).toContain('LTD');

    await assignPlan(admin, HOLDER.email, `${LIFETIME} — LTD, tier 6`);
    await toastSays(admin, `${HOLDER.email} now has the plan ${LIFETIME}.`);

    const user = await browser.newPage();
    await signIn(user, HOLDER.email, E2E_PASSWORD);
    const links = await mainNavLinks(user);
    expect(links).not.toContain('Subscriptions');
    expect(links).not.toContain('LTD');
    expect(await accountMenuText(user)).toContain('LTD');
    await user.getByRole('button', { name: /^Account menu/ }).click();
    expect((await user.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())).toEqual(['Profile', BROWSER_EXTENSION_LINK, 'Logout']);
    await user.keyboard.press('Escape');

    await user.goto('/profile');
    await user.getByRole('region', { name: 'Subscription Status' }).getByText(LIFETIME).waitFor();
    expect(await statusValue(user, 'Plan Type')).toBe(BILLING_SCREEN_TEXTS.planTypeLtd);
    expect(await statusValue(user, 'MaxList')).toBe(SHARED_TEXTS.unlimited);
    expect(await user.getByRole('button', { name: BILLING_SCREEN_TEXTS.manageSubscription }).count()).toBe(0);

    await user.goto('/ltd');
    await user.getByRole('heading', { level: 1, name: BILLING_SCREEN_TEXTS.limitedTimeDeals }).waitFor();
    const deal = user.getByRole('article', { name: LIFETIME });
    await deal.waitFor();
    expect(await deal.innerText()).toContain('149.00 USD');
    await deal.getByText(BILLING_SCREEN_TEXTS.currentPlan).waitFor();
    await browser.screenshot(user, 'billing-ltd-1280');
    await user.setViewportSize(MOBILE);
    // The header with the badge still fits a phone: nothing scrolls sideways.
    expect(await user.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await browser.screenshot(user, 'billing-ltd-390');
  });

  it('refuses to delete a plan someone holds, and deletes it once nobody does', async () => {
    const admin = await browser.newPage({ viewport: MOBILE });
    await openTiers(admin);
    await admin.getByRole('button', { name: `Edit ${TEAM}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Plan' });
    expect(await edit.getByLabel('Amount in cents', { exact: true }).inputValue()).toBe('2900');
    await viewportShot(admin, 'billing-plan-form-390');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await admin.getByRole('button', { name: `Delete ${LIFETIME}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Plan' });
    // Said before any button (issue #18): the server would refuse it with the same words.
    await confirm.getByText(BILLING_TEXTS.planInUse(1)).waitFor();
    expect(await confirm.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await assignPlan(admin, HOLDER.email, 'No plan');
    await toastSays(admin, `${HOLDER.email} has no plan now.`);
    await admin.getByRole('article', { name: LIFETIME }).getByText('0 users').waitFor();
    await browser.screenshot(admin, 'billing-tiers-390');
    await admin.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.reload();
    await admin.getByRole('article', { name: LIFETIME }).waitFor();
    await browser.screenshot(admin, 'billing-tiers-dark');

    for (const nickname of [LIFETIME, TEAM]) {
      await admin.getByRole('button', { name: `Delete ${nickname}` }).click();
      await admin.getByRole('alertdialog', { name: 'Delete Plan' }).getByRole('button', { name: 'Delete' }).click();
      await admin.getByRole('article', { name: nickname }).waitFor({ state: 'detached' });
    }

    const user = await browser.newPage();
    await signIn(user, HOLDER.email, E2E_PASSWORD, '/profile');
    await user.getByRole('region', { name: 'Subscription Status' }).getByText('No active subscription').waitFor();
  });
});
