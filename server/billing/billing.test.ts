import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../../common/billing-texts.plain';
import { LISTS_TEXTS } from '../../common/lists';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { startFakeStripe } from '../../test/support/fake-stripe';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { plans, stripeCustomers } from '../db/schema';

const WEBHOOK_SECRET = 'whsec_billingtests';
const stripe = await startFakeStripe(WEBHOOK_SECRET);
afterAll(() => stripe.close());
const APP = 'http://localhost:3000';

let priceCounter = 0;
function planValues(overrides: Partial<typeof plans.$inferInsert> = {}) {
  priceCounter += 1;
  return {
    nickname: `Pro ${String(priceCounter)}`,
    amount: 1900,
    currency: 'usd',
    interval: 'month',
    productId: `prod_${String(priceCounter)}`,
    productName: 'Rollcall Pro',
    priceId: `price_${String(priceCounter)}`,
    tier: 1,
    maxlist: 5,
    purchase: 'subscription' as const,
    ...overrides,
  };
}

describe('billing with Stripe (SDK pointed at a local test double)', () => {
  const t = useTestApp({
    config: testConfig({ STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }),
  });
  async function person(overrides: { role?: 'user' | 'admin' } = {}) {
    const { user, cookie } = await createSignedInUser(t.db, overrides);
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }
  async function addPlan(overrides: Partial<typeof plans.$inferInsert> = {}) {
    const [plan] = await t.db.insert(plans).values(planValues(overrides)).returning();
    return plan!;
  }
  async function webhook(type: string, object: Record<string, unknown>, options?: Parameters<typeof stripe.signedEvent>[2]) {
    const event = stripe.signedEvent(type, object, options);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    return { response, event };
  }
  const recordOf = async (userId: number) => (await t.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)))[0];

  it('lists public plans only (prod, active, of the kind, with a price), by sort order, features sanitised', async () => {
    const { c } = await person();
    await addPlan({ nickname: 'Second', sortOrder: 2, features: '<p>Fast <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>' });
    await addPlan({ nickname: 'First', sortOrder: 1 });
    await addPlan({ nickname: 'Hidden: inactive', isActive: false });
    await addPlan({ nickname: 'Hidden: staging', system: 'staging' });
    await addPlan({ nickname: 'Hidden: no price', priceId: null });
    await addPlan({ nickname: 'Lifetime', purchase: 'ltd', interval: 'one_time' });
    const body = (await c.get('/api/plans?purchase=subscription')).json();
    expect(body.paymentsEnabled).toBe(true);
    const names = body.plans.map((p: { nickname: string }) => p.nickname);
    expect(names.indexOf('First')).toBeLessThan(names.indexOf('Second'));
    expect(names.filter((n: string) => n.startsWith('Hidden') || n === 'Lifetime')).toEqual([]);
    const second = body.plans.find((p: { nickname: string }) => p.nickname === 'Second');
    expect(second.features).toBe('<p>Fast <a rel="noopener noreferrer" target="_blank">x</a></p>'); // the javascript: href is gone
    expect((await c.get('/api/plans?purchase=ltd')).json().plans.map((p: { nickname: string }) => p.nickname)).toContain('Lifetime');
  });

  // Issue #16: a browser reads `\\host` (and `/\host`, `//host`) as a link to another host.
  it('drops links that browsers read as another host’s address from plan features', async () => {
    const { c } = await person();
    const links = ['\\\\evil.example/phish', '/\\evil.example', '//evil.example', ' \\\\evil.example'];
    await addPlan({ nickname: 'Links', sortOrder: 9, features: links.map((href) => `<a href="${href}">x</a>`).join('') + '<a href="https://rollcall.example/help">ok</a>' });
    const plan = (await c.get('/api/plans?purchase=subscription')).json().plans.find((p: { nickname: string }) => p.nickname === 'Links');
    expect(plan.features).not.toMatch(/evil\.example/);
    expect(plan.features).toContain('href="https://rollcall.example/help"');
  });

  it('checkout: a customer tied to me, the plan’s price and tier, my identity whatever the body says, back to this site only', async () => {
    const plan = await addPlan();
    const { user, c } = await person();
    const { user: other } = await person();
    stripe.requests.length = 0;
    const response = await c.post('/api/create-checkout-session', { planId: plan.priceId, tier: 99, userId: other.id, return_url: `${APP}/subscription` });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const [customer, session] = stripe.requests;
    expect(customer!.path).toBe('/v1/customers');
    expect(customer!.authorization).toBe('Bearer sk_test_billing');
    expect(customer!.params.get('email')).toBe(user.email);
    expect(session!.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(session!.params)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': plan.priceId,
      'line_items[0][quantity]': '1',
      client_reference_id: String(user.id),
      'metadata[userId]': String(user.id),
      'metadata[tier]': String(plan.tier),
      success_url: `${APP}/subscription`,
    });
    expect((await recordOf(user.id))!.stripeCustomerId).toBe(session!.params.get('customer'));
    expect((await recordOf(user.id))!.tier).toBeNull(); // nothing is granted before Stripe confirms

    stripe.requests.length = 0;
    await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: `${APP}/subscription` });
    expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions']); // the customer is reused

    const away = await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: 'https://evil.example.com/' });
    expect(away.json().error.message).toBe(BILLING_TEXTS.returnUrlOutside);
    expect((await c.post('/api/create-checkout-session', { planId: 'price_nope', return_url: APP })).json().error.message).toBe(BILLING_TEXTS.unknownPlan);
    const ltd = await addPlan({ purchase: 'ltd' });
    expect((await c.post('/api/create-checkout-session', { planId: ltd.priceId, return_url: APP })).statusCode).toBe(400);
    const ltdCheckout = await c.post('/api/create-checkout-ltd-session', { planId: ltd.priceId, return_url: APP });
    expect(stripe.requests.at(-1)!.params.get('mode')).toBe('payment');
    expect(ltdCheckout.statusCode).toBe(200);
  });

  it('checkout failures answer the spec’s texts', async () => {
    const plan = await addPlan();
    const ltd = await addPlan({ purchase: 'ltd' });
    const { c } = await person();
    await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: APP }); // customer exists now
    stripe.failNext(500);
    const failed = await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: APP });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(BILLING_TEXTS.checkoutFailed);
    stripe.omitNextUrl();
    expect((await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: APP })).json().error.message).toBe(BILLING_TEXTS.noCheckoutUrl);
    stripe.failNext(400);
    expect((await c.post('/api/create-checkout-ltd-session', { planId: ltd.priceId, return_url: APP })).json().error.message).toBe(BILLING_TEXTS.ltdCheckoutFailed);
    stripe.omitNextUrl();
    expect((await c.post('/api/create-checkout-ltd-session', { planId: ltd.priceId, return_url: APP })).json().error.message).toBe(BILLING_TEXTS.noLtdCheckoutUrl);
  });

  it('webhook: a signed checkout completes the subscription once; tampered, stale and replayed events change nothing', async () => {
    const plan = await addPlan({ tier: 7, maxlist: 3 });
    const { user, c } = await person();
    await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: APP });
    const customer = (await recordOf(user.id))!.stripeCustomerId!;
    const completed = {
      id: 'cs_test_x',
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      subscription: 'sub_test_1',
      client_reference_id: String(user.id),
      metadata: { userId: String(user.id), planId: String(plan.id), tier: '7' },
      payment_status: 'paid',
    };
    const tampered = stripe.signedEvent('checkout.session.completed', completed);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': tampered.signature },
      payload: tampered.payload.replace('"tier":"7"', '"tier":"9"'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await webhook('checkout.session.completed', completed, { secret: 'whsec_someoneelse' })).response.statusCode).toBe(400);
    const stale = await webhook('checkout.session.completed', completed, { signedAt: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.response.statusCode).toBe(400); // signed an hour ago: outside the SDK's tolerance
    expect((await recordOf(user.id))!.tier).toBeNull();

    const { response, event } = await webhook('checkout.session.completed', completed);
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await c.get('/api/lists')).json().quota).toMatchObject({ tier: 7, maxlist: 3 });
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ planType: 'subscription', tier: 7, maxlist: 3, canManage: true });
    expect((await c.get('/api/session')).json().user.subscriptionType).toBe('subscription');

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signedEvent('x', {}, { id: event.id }).signature },
      payload: stripe.signedEvent('x', {}, { id: event.id }).payload,
    });
    expect(replay.json().outcome).toBe('duplicate');
  });

  // Issue #33: a body Stripe's signature covers but that is no event (a JSON array) answered 500.
  it('webhook: refuses a signed body that is not an event object with 400, and changes nothing', async () => {
    const signer = new Stripe('sk_test_signer');
    for (const payload of ['[]', '[{"id":"evt_array","type":"checkout.session.completed"}]', 'null', '12', '"event"', '{"type":"x"}', '{"id":"evt_no_type","object":"event"}', '{"id":7,"type":"x","created":1}']) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.message, payload).toBe('Malformed Stripe event.');
    }
  });

  // Issue #16, item 13: the SDK refuses a signature older than 5 minutes, not one from the future.
  it('webhook: refuses a signature timestamped more than 5 minutes ahead, like a stale one', async () => {
    const { user } = await person();
    const plan = await addPlan({ tier: 41, maxlist: 1 });
    const completed = { id: 'cs_future', object: 'checkout.session', mode: 'subscription', client_reference_id: String(user.id), customer: 'cus_future', subscription: 'sub_future', metadata: { userId: String(user.id), planId: String(plan.id) } };
    const future = await webhook('checkout.session.completed', completed, { signedAt: Math.floor(Date.now() / 1000) + 10 * 60 });
    expect(future.response.statusCode).toBe(400);
    expect(future.response.json().error.message).toBe('Invalid Stripe signature.');
    expect(await recordOf(user.id)).toBeUndefined();
    // A clock a little ahead of ours is still fine.
    expect((await webhook('checkout.session.completed', completed, { signedAt: Math.floor(Date.now() / 1000) + 60 })).response.statusCode).toBe(200);
  });

  it('webhook: answers 400 to a validly signed event of a handled type with malformed content, and changes nothing', async () => {
    const { user } = await person();
    const malformed: [string, Record<string, unknown>][] = [
      ['customer.subscription.updated', { id: 'sub_bad', object: 'subscription', customer: 'cus_bad', status: 'active', metadata: { userId: String(user.id) } }], // no items
      ['customer.subscription.deleted', { id: 'sub_bad', object: 'subscription', customer: 'cus_bad', status: 'canceled', metadata: null, items: { data: 'none' } }],
      ['checkout.session.completed', { id: 'cs_bad', object: 'checkout.session', mode: 'payment', metadata: 'plan 1', client_reference_id: 42 }],
      ['invoice.payment_failed', { id: 'in_bad', object: 'invoice', customer: { deleted: true } }],
    ];
    for (const [type, object] of malformed) {
      const { response } = await webhook(type, object);
      expect(response.statusCode, type).toBe(400);
      expect(response.json().error.message, type).toBe(`Malformed Stripe event (${type}).`);
    }
    // A null data object too.
    const { response } = await webhook('customer.subscription.created', null as unknown as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(await recordOf(user.id)).toBeUndefined();
  });

  it('subscription events move state forward only: out-of-order updates do not revive a cancelled plan', async () => {
    const basic = await addPlan({ tier: 2, maxlist: 2 });
    const pro = await addPlan({ tier: 3, maxlist: 10 });
    const { user, c } = await person();
    await c.post('/api/create-checkout-session', { planId: basic.priceId, return_url: APP });
    const customer = (await recordOf(user.id))!.stripeCustomerId!;
    const now = Math.floor(Date.now() / 1000);
    const subscription = (price: string, status: string) => ({
      id: 'sub_test_2',
      object: 'subscription',
      customer,
      status,
      metadata: { userId: String(user.id) },
      items: { object: 'list', data: [{ id: 'si_1', price: { id: price } }] },
    });
    await webhook('customer.subscription.created', subscription(basic.priceId!, 'active'), { created: now - 30 });
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ tier: 2, maxlist: 2 });
    await webhook('customer.subscription.updated', subscription(pro.priceId!, 'active'), { created: now - 20 }); // upgrade
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ tier: 3, maxlist: 10 });
    await webhook('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer }, { created: now - 15 });
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ tier: 3, status: 'past_due' }); // still entitled while Stripe retries
    await webhook('customer.subscription.deleted', subscription(pro.priceId!, 'canceled'), { created: now - 10 });
    // The older "updated" arrives late: ignored.
    const late = await webhook('customer.subscription.updated', subscription(basic.priceId!, 'active'), { created: now - 25 });
    expect(late.response.json().outcome).toBe('ignored');
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ planType: 'none', tier: null, canManage: false });
    expect((await c.get('/api/lists')).json().quota).toMatchObject({ tier: null, maxlist: 0, canCreate: false });
    expect((await c.post('/api/create-portal-session', { return_url: APP })).json().error.message).toBe(BILLING_TEXTS.noActiveSubscription);
  });

  it('a lapsed subscription above the cap keeps lists readable and exportable, and refuses new ones', async () => {
    const plan = await addPlan({ tier: 4, maxlist: 5 });
    const { user, c } = await person();
    await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: APP });
    const customer = (await recordOf(user.id))!.stripeCustomerId!;
    await webhook('checkout.session.completed', {
      id: 'cs_1', object: 'checkout.session', mode: 'subscription', customer, subscription: 'sub_test_3',
      client_reference_id: String(user.id), metadata: { userId: String(user.id), planId: String(plan.id) }, payment_status: 'paid',
    });
    for (let i = 0; i < 3; i += 1) expect((await c.post('/api/lists', {})).statusCode).toBe(201);
    await webhook('customer.subscription.deleted', { id: 'sub_test_3', object: 'subscription', customer, status: 'canceled', metadata: {}, items: { data: [] } });
    const lists = (await c.get('/api/lists')).json();
    expect(lists.lists).toHaveLength(3);
    expect((await c.get('/api/export')).statusCode).toBe(200);
    const refused = await c.post('/api/lists', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(LISTS_TEXTS.limitAlert);
  });

  it('a lifetime deal is fulfilled once when paid, shows as LTD, and subscription events never undo it', async () => {
    const ltd = await addPlan({ tier: 9, maxlist: null, purchase: 'ltd', interval: 'one_time' });
    const { user, c } = await person();
    await c.post('/api/create-checkout-ltd-session', { planId: ltd.priceId, return_url: APP });
    const customer = (await recordOf(user.id))!.stripeCustomerId!;
    const session = {
      id: 'cs_ltd', object: 'checkout.session', mode: 'payment', customer, subscription: null,
      client_reference_id: String(user.id), metadata: { userId: String(user.id), planId: String(ltd.id) },
    };
    expect((await webhook('checkout.session.completed', { ...session, payment_status: 'unpaid' })).response.json().outcome).toBe('ignored');
    await webhook('checkout.session.completed', { ...session, payment_status: 'paid' });
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ planType: 'ltd', tier: 9, maxlist: null, canManage: false });
    expect((await c.get('/api/session')).json().user).toMatchObject({ subscriptionType: 'ltd' });
    await webhook('customer.subscription.deleted', { id: 'sub_x', object: 'subscription', customer, status: 'canceled', metadata: {}, items: { data: [] } });
    expect((await c.get('/api/billing/status')).json().planType).toBe('ltd');
    expect((await c.post('/api/create-portal-session', { return_url: APP })).statusCode).toBe(404);
  });

  it('the portal opens for my own subscription only', async () => {
    const plan = await addPlan();
    const { user, c } = await person();
    expect((await c.post('/api/create-portal-session', { return_url: APP, customerId: 'cus_someone_else' })).json().error.message).toBe(
      BILLING_TEXTS.noActiveSubscription,
    );
    await c.post('/api/create-checkout-session', { planId: plan.priceId, return_url: APP });
    const customer = (await recordOf(user.id))!.stripeCustomerId!;
    await webhook('checkout.session.completed', {
      id: 'cs_p', object: 'checkout.session', mode: 'subscription', customer, subscription: 'sub_p',
      client_reference_id: String(user.id), metadata: { userId: String(user.id), planId: String(plan.id) },
    });
    stripe.requests.length = 0;
    const portal = await c.post('/api/create-portal-session', { return_url: `${APP}/profile`, customerId: 'cus_someone_else' });
    expect(portal.json().url).toMatch(/\/portal\/bps_test_/);
    expect(Object.fromEntries(stripe.requests[0]!.params)).toEqual({ customer, return_url: `${APP}/profile` });
    stripe.failNext(500);
    expect((await c.post('/api/create-portal-session', { return_url: APP })).json().error.message).toBe(BILLING_TEXTS.portalFailed);
    stripe.omitNextUrl();
    expect((await c.post('/api/create-portal-session', { return_url: APP })).json().error.message).toBe(BILLING_TEXTS.noPortalUrl);
  });

  it('tiers management: admins only; plans created, validated, updated; a plan in use is not deleted', async () => {
    const { c: user } = await person();
    expect((await user.get('/api/admin/plans')).statusCode).toBe(403);
    const { c: admin, user: adminUser } = await person({ role: 'admin' });
    const invalid = await admin.post('/api/admin/plans', { nickname: '', amount: 'x', productId: '', productName: '', tier: 1, maxlist: null });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toMatch(/Nickname is required/);
    const created = (
      await admin.post('/api/admin/plans', {
        nickname: 'Team', amount: 4900, currency: 'eur', interval: 'year', productId: 'prod_team', productName: 'Team',
        features: '<ul><li>Everything</li></ul><script>x()</script>', tier: 11, maxlist: 50, priceId: 'price_team',
      })
    ).json();
    expect(created).toMatchObject({ nickname: 'Team', features: '<ul><li>Everything</li></ul>', holders: 0, system: 'prod', isActive: true });
    const updated = (await admin.put(`/api/admin/plans/${String(created.id)}`, { ...created, maxlist: null, holders: undefined, id: undefined })).json();
    expect(updated.maxlist).toBeNull();

    const { user: holder, c: holderClient } = await person();
    const assigned = await admin.post('/api/admin/plan-assignments', { email: holder.email.toUpperCase(), planId: created.id });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({ userEmail: holder.email, planName: 'Team', tier: 11, assignedBy: adminUser.email });
    expect((await holderClient.get('/api/billing/status')).json()).toMatchObject({ planType: 'subscription', tier: 11, maxlist: null, canManage: false });
    const inUse = await admin.delete(`/api/admin/plans/${String(created.id)}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(BILLING_TEXTS.planInUse(1));

    await admin.post('/api/admin/plan-assignments', { email: holder.email, planId: null });
    expect((await holderClient.get('/api/billing/status')).json().planType).toBe('none');
    expect((await admin.delete(`/api/admin/plans/${String(created.id)}`)).statusCode).toBe(204);
    const audit = (await admin.get('/api/admin/plan-assignments')).json().assignments;
    expect(audit.slice(0, 2).map((a: { planName: string | null }) => a.planName)).toEqual([null, 'Team']);
    expect((await admin.post('/api/admin/plan-assignments', { email: 'nobody@example.com', planId: null })).json().error.message).toBe(BILLING_TEXTS.userNotFoundByEmail);
  });
});

describe('billing with payments off (no STRIPE_SECRET_KEY)', () => {
  const t = useTestApp();

  it('still shows plans, and says payments are not configured instead of failing', async () => {
    await t.db.insert(plans).values(planValues({ nickname: 'Visible' }));
    const { cookie } = await createSignedInUser(t.db);
    const c = client(t.app);
    c.cookie = cookie;
    const body = (await c.get('/api/plans')).json();
    expect(body).toMatchObject({ paymentsEnabled: false, plans: [{ nickname: 'Visible' }] });
    const checkout = await c.post('/api/create-checkout-session', { planId: body.plans[0].priceId, return_url: APP });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().error.message).toBe(BILLING_TEXTS.paymentsDisabled);
    expect((await c.post('/api/create-portal-session', { return_url: APP })).json().error.message).toBe(BILLING_TEXTS.paymentsDisabled);
  });
});
