import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../server/auth/password';
import { plans, profiles, users } from '../server/db/schema';
import { PLAN_REQUESTS_TEXTS } from '../web/features/admin/admin-screen-texts';
import { BILLING_SCREEN_TEXTS as T } from '../web/features/billing/billing-screen-texts';
import { useBrowser } from './fixtures';
import { linkFromOutbox } from './mail';
import { startServer, type RunningServer } from './server';

// Issue #38 item 2: on a server without Stripe, a visitor sees every plan on /pricing, signs in,
// asks for one; the admin gets a mail, sees the request on the dashboard and gives the plan; the
// person's pricing page then shows it as their plan. At 1280 px and at 390 px.

const PASSWORD = 'pricing password 1';
const ADMIN = { email: 'pricing.admin@e2e.test', username: 'pricing_admin' };
const ASKERS = { 1280: { email: 'asker.wide@e2e.test', username: 'asker_wide' }, 390: { email: 'asker.phone@e2e.test', username: 'asker_phone' } } as const;
const PLAN = 'Community Pro';

describe('plans a person can see and get, without Stripe', () => {
  const browser = useBrowser();
  let server: RunningServer;

  beforeAll(async () => {
    // A server of its own with no Stripe key: nothing can be bought, every plan but the free tier is asked for.
    server = await startServer({
      env: { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
      seed: async (db) => {
        const passwordHash = await hashPassword(PASSWORD);
        for (const person of [{ ...ADMIN, role: 'admin' as const }, ...Object.values(ASKERS).map((asker) => ({ ...asker, role: 'user' as const }))]) {
          const [user] = await db.insert(users).values({ ...person, passwordHash, isVerified: true }).returning({ id: users.id });
          await db.insert(profiles).values({ userId: user!.id });
        }
        await db.insert(plans).values([
          { nickname: 'Free', amount: 0, productId: 'free', productName: 'Free', tier: 0, maxlist: 1, interval: null },
          { nickname: PLAN, amount: 1900, productId: 'prod_community', productName: PLAN, productDescription: 'For a busy community.', tier: 1, maxlist: 25, sortOrder: 1 },
          // A Stripe price on a server without Stripe: asked for too.
          { nickname: 'Agency', amount: 9900, productId: 'prod_agency', productName: 'Agency', priceId: 'price_agency', tier: 2, maxlist: null, sortOrder: 2 },
        ]);
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const planCard = (page: Page, name: string) => page.getByRole('article', { name });

  it.each([1280, 390] as const)('a visitor sees the plans, signs in and asks for one; the admin gives it from the dashboard (%i px)', async (width) => {
    const viewport = { width, height: width === 390 ? 844 : 900 };
    const asker = ASKERS[width];
    const page = await browser.newPage({ baseURL: server.url, viewport });

    // Signed out: every active plan, its price and limit, and how to get it.
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1, name: T.pricing }).waitFor();
    const community = planCard(page, PLAN);
    await community.getByText('19.00 USD').waitFor();
    await community.getByText(T.maxList(25)).waitFor();
    await community.getByText(T.askHow).waitFor();
    await planCard(page, 'Agency').getByText(T.askHow).waitFor();
    await planCard(page, 'Free').getByText(T.everyone).waitFor();
    await browser.screenshot(page, `pricing-visitor-${String(width)}`);

    // 'Ask for this plan' signs them in first, then brings them back here.
    await community.getByRole('link', { name: T.askForPlan }).click();
    await page.getByLabel('Email', { exact: true }).fill(asker.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText(T.yourPlan('Free')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await planCard(page, 'Free').getByText(T.currentPlan).waitFor();

    await community.getByRole('button', { name: T.askForPlan }).click();
    await page.getByTestId('toaster').getByText(T.askSent(PLAN), { exact: true }).waitFor();
    await community.getByText(/^Asked on /).waitFor();
    expect(await community.getByRole('button', { name: T.askForPlan }).count()).toBe(0);
    await browser.screenshot(page, `pricing-asked-${String(width)}`);

    // The admin's mail leads to the dashboard, where the request waits with 'Give plan'.
    const link = await linkFromOutbox(server.dataDir, ADMIN.email, '/dashboard');
    const admin = await browser.newPage({ baseURL: server.url, viewport });
    await admin.goto('/login');
    await admin.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await admin.goto(link);
    const requests = admin.getByRole('region', { name: PLAN_REQUESTS_TEXTS.title });
    const row = requests.getByRole('row').filter({ hasText: asker.username });
    await row.getByText(PLAN, { exact: true }).waitFor();
    await row.getByText(asker.email).waitFor();
    await browser.screenshot(admin, `pricing-dashboard-requests-${String(width)}`);
    await row.getByRole('button', { name: PLAN_REQUESTS_TEXTS.giveNamed(PLAN, asker.username) }).click();
    await admin.getByTestId('toaster').getByText(PLAN_REQUESTS_TEXTS.given(PLAN, asker.username), { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });

    // The person's plans page now shows the plan as theirs.
    await page.reload();
    await page.getByText(T.yourPlan(PLAN)).waitFor();
    expect(await page.getByText(T.yourPlan(PLAN)).locator('..').innerText()).toContain(T.listsAllowed(25));
    await community.getByText(T.currentPlan).waitFor();
    expect(await community.getByRole('button', { name: T.askForPlan }).count()).toBe(0);
    await browser.screenshot(page, `pricing-given-${String(width)}`);
  });
});
