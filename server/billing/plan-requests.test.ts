import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_REQUEST_ERROR_CODES, PLAN_REQUEST_TEXTS, pricingResponseSchema } from '../../common/plan-requests';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { adminAudit, planRequests, plans, users } from '../db/schema';

// Issue #38 item 2: plans a person can see and get, without Stripe (the test app has no Stripe key).

describe('pricing and plan requests', () => {
  const t = useTestApp();

  async function person(role: 'user' | 'admin' = 'user') {
    const { user, cookie } = await createSignedInUser(t.db, { role });
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }

  let sort = 0;
  async function plan(values: Partial<typeof plans.$inferInsert> = {}) {
    sort += 1;
    const [row] = await t.db
      .insert(plans)
      .values({ nickname: `Pro ${String(sort)}`, amount: 1900, productId: 'prod_secret_id', productName: 'Pro', stripePaymentLink: 'https://pay.example/secret', tier: 10 + sort, maxlist: 10, sortOrder: sort, ...values })
      .returning();
    return row!;
  }

  it('lists every active plan to a visitor, with public fields only and how to get each', async () => {
    const pro = await plan({ priceId: 'price_pro', features: '<p onclick="x()">Ten lists<script>alert(1)</script></p>' });
    await plan({ nickname: 'Hidden', isActive: false });
    await plan({ nickname: 'Other system', system: 'dev' });
    const free = await plan({ nickname: 'Free', tier: 0, maxlist: 1, amount: 0, sortOrder: 0 });
    const deal = await plan({ nickname: 'Lifetime', purchase: 'ltd', interval: 'one_time', maxlist: null });

    const response = await client(t.app).get('/api/pricing');
    expect(response.statusCode).toBe(200);
    const body = pricingResponseSchema.strict().parse(response.json());
    expect(body.paymentsEnabled).toBe(false);
    // Subscriptions first, then lifetime deals, each by the admins' sort order; inactive and other systems' plans never.
    expect(body.plans.map((p) => [p.nickname, p.obtain])).toEqual([
      ['Free', 'everyone'],
      [pro.nickname, 'ask'],
      ['Lifetime', 'ask'],
    ]);
    expect(body.plans.find((p) => p.id === pro.id)).toMatchObject({ maxlist: 10, amount: 1900, priceId: null, features: '<p>Ten lists</p>' });
    expect(body.plans.find((p) => p.id === deal.id)?.maxlist).toBeNull();
    expect(body.plans.find((p) => p.id === free.id)?.tier).toBe(0);
    // Only the public fields: no product id, payment link, system or holders.
    expect(response.body).not.toContain('prod_secret_id');
    expect(response.body).not.toContain('pay.example');
    expect(Object.keys(body.plans[0]!).sort()).toEqual(
      ['amount', 'currency', 'features', 'id', 'imageUrl', 'interval', 'maxlist', 'nickname', 'obtain', 'priceId', 'productDescription', 'productName', 'purchase', 'tier'].sort(),
    );
    await t.db.delete(plans);
  });

  it("records a signed-in user's own request once, mails each admin, and tells a second ask it is asked", async () => {
    const pro = await plan();
    const { user, c } = await person();
    const { user: admin } = await person('admin');
    const { user: blocked } = await person('admin');
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));

    // A visitor cannot ask.
    expect((await client(t.app).post('/api/plan-requests', { planId: pro.id })).statusCode).toBe(401);

    const sentBefore = t.mail.sent.length;
    const first = await c.post('/api/plan-requests', { planId: pro.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ planId: pro.id });
    // Queued (issue #39), then sent by the mail job the request asked for.
    const mail = await vi.waitFor(() => {
      const sent = t.mail.lastTo(admin.email);
      expect(sent).toBeDefined();
      return sent!;
    }, { timeout: 15_000, interval: 50 });
    expect(mail.subject).toBe(`${user.username} asks for the plan ${pro.nickname}`);
    expect(mail.text).toContain(user.email);
    expect(mail.link).toBe('http://localhost:3000/dashboard');
    expect(t.mail.lastTo(blocked.email)).toBeUndefined();
    expect(t.mail.sent.slice(sentBefore).map((m) => m.to)).not.toContain(user.email);

    const again = await c.post('/api/plan-requests', { planId: pro.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: PLAN_REQUEST_ERROR_CODES.alreadyAsked, message: PLAN_REQUEST_TEXTS.alreadyAsked });
    expect(await t.db.select().from(planRequests).where(eq(planRequests.userId, user.id))).toHaveLength(1);

    // The request is the asker's: it names their account whatever the body says, and only they see it.
    const { c: other } = await person();
    expect((await other.post('/api/plan-requests', { planId: pro.id, userId: user.id })).statusCode).toBe(201);
    expect((await c.get('/api/plan-requests')).json().requests).toEqual([{ id: first.json().id, planId: pro.id, createdAt: first.json().createdAt }]);
    expect((await other.get('/api/plan-requests')).json().requests).toHaveLength(1);
  });

  it('refuses a plan that is bought, everyone’s, inactive, unknown or already held', async () => {
    const { c, user } = await person();
    const bought = await plan({ priceId: 'price_x' });
    const free = await plan({ tier: 0, amount: 0, nickname: 'Free tier' });
    const inactive = await plan({ isActive: false });
    // Without Stripe, a plan with a price is asked for too (nothing can be bought here).
    expect((await c.post('/api/plan-requests', { planId: bought.id })).statusCode).toBe(201);
    expect((await c.post('/api/plan-requests', { planId: free.id })).json().error.code).toBe(PLAN_REQUEST_ERROR_CODES.notAskable);
    expect((await c.post('/api/plan-requests', { planId: inactive.id })).statusCode).toBe(404);
    expect((await c.post('/api/plan-requests', { planId: 2_000_000 })).statusCode).toBe(404);
    for (const planId of ['1', -1, 0, 1.5, null]) expect((await c.post('/api/plan-requests', { planId })).statusCode, String(planId)).toBe(400);

    const held = await plan();
    const { c: admin } = await person('admin');
    expect((await admin.post('/api/admin/plan-assignments', { email: user.email, planId: held.id })).statusCode).toBe(201);
    const refused = await c.post('/api/plan-requests', { planId: held.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PLAN_REQUEST_TEXTS.alreadyYours);
  });

  it("lists open requests to admins only; 'Give plan' gives it, closes the request and is audited", async () => {
    const pro = await plan({ maxlist: 7 });
    const { user, c } = await person();
    const { user: admin, c: adminClient } = await person('admin');
    const asked = (await c.post('/api/plan-requests', { planId: pro.id })).json();

    expect((await c.get('/api/admin/plan-requests')).statusCode).toBe(403);
    expect((await c.post(`/api/admin/plan-requests/${String(asked.id)}/give`)).statusCode).toBe(403);
    expect((await client(t.app).get('/api/admin/plan-requests')).statusCode).toBe(401);

    const listed = (await adminClient.get('/api/admin/plan-requests')).json().requests;
    expect(listed).toContainEqual(expect.objectContaining({ id: asked.id, userId: user.id, username: user.username, email: user.email, planId: pro.id, planName: pro.nickname, maxlist: 7 }));

    const given = await adminClient.post(`/api/admin/plan-requests/${String(asked.id)}/give`);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ id: asked.id, state: 'given' });
    expect((await c.get('/api/billing/status')).json()).toMatchObject({ planType: 'subscription', planName: pro.nickname, maxlist: 7 });
    expect((await adminClient.get('/api/admin/plan-requests')).json().requests.map((r: { id: number }) => r.id)).not.toContain(asked.id);
    expect((await c.get('/api/plan-requests')).json().requests).toEqual([]);
    const [audit] = await t.db.select().from(adminAudit).where(eq(adminAudit.actorId, admin.id));
    expect(audit).toMatchObject({ action: 'plan.assign', target: `user ${user.email}`, details: { plan: pro.nickname, tier: pro.tier, request: asked.id } });

    // A second click, or a second admin: told it is handled, nothing given twice.
    const twice = await adminClient.post(`/api/admin/plan-requests/${String(asked.id)}/give`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(PLAN_REQUEST_TEXTS.handled);
    expect((await adminClient.post('/api/admin/plan-requests/999999/give')).statusCode).toBe(404);
  });

  it('dismisses a request without giving the plan, audited, and lets the person ask again', async () => {
    const pro = await plan();
    const { user, c } = await person();
    const { user: admin, c: adminClient } = await person('admin');
    const asked = (await c.post('/api/plan-requests', { planId: pro.id })).json();
    const dismissed = await adminClient.post(`/api/admin/plan-requests/${String(asked.id)}/dismiss`);
    expect(dismissed.json()).toEqual({ id: asked.id, state: 'dismissed' });
    expect((await c.get('/api/billing/status')).json().planType).toBe('none');
    const [audit] = await t.db.select().from(adminAudit).where(eq(adminAudit.actorId, admin.id));
    expect(audit).toMatchObject({ action: 'plan-request.dismiss', target: `user ${user.email}`, details: { plan: pro.nickname, request: asked.id } });
    expect((await c.post('/api/plan-requests', { planId: pro.id })).statusCode).toBe(201);
  });

  it("closes a person's open request when an admin gives that plan on Tiers", async () => {
    const pro = await plan();
    const { user, c } = await person();
    const { c: adminClient } = await person('admin');
    await c.post('/api/plan-requests', { planId: pro.id });
    await adminClient.post('/api/admin/plan-assignments', { email: user.email, planId: pro.id });
    expect((await c.get('/api/plan-requests')).json().requests).toEqual([]);
  });
});

describe('pricing with Stripe on', () => {
  const t = useTestApp({ config: testConfig({ STRIPE_SECRET_KEY: 'sk_test_pricing', STRIPE_WEBHOOK_SECRET: 'whsec_pricing' }) });

  it('offers a plan with a Stripe price to buy (with its price) and refuses to take a request for it', async () => {
    const [bought] = await t.db.insert(plans).values({ nickname: 'Bought', amount: 900, productId: 'prod_b', productName: 'Bought', priceId: 'price_bought', tier: 5, maxlist: 3 }).returning();
    const [asked] = await t.db.insert(plans).values({ nickname: 'Asked', amount: 0, productId: 'prod_a', productName: 'Asked', tier: 6, maxlist: 9 }).returning();
    const body = pricingResponseSchema.parse((await client(t.app).get('/api/pricing')).json());
    expect(body.paymentsEnabled).toBe(true);
    expect(body.plans.map((p) => [p.nickname, p.obtain, p.priceId])).toEqual([
      ['Bought', 'buy', 'price_bought'],
      ['Asked', 'ask', null],
    ]);
    const { cookie } = await createSignedInUser(t.db);
    const c = client(t.app);
    c.cookie = cookie;
    const refused = await c.post('/api/plan-requests', { planId: bought!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: PLAN_REQUEST_ERROR_CODES.notAskable, message: PLAN_REQUEST_TEXTS.notAskable });
    expect((await c.post('/api/plan-requests', { planId: asked!.id })).statusCode).toBe(201);
  });
});
