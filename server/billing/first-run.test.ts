import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../../common/lists';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { plans } from '../db/schema';

// Issue #18 item 1: a fresh site, as its operator and its first user meet it.

describe('first run', () => {
  const t = useTestApp();
  async function person(role: 'user' | 'admin' = 'user') {
    const { user, cookie } = await createSignedInUser(t.db, { role });
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }

  it("lets an admin set the free tier's list limit, which a user without a plan gets at once", async () => {
    const { c: user } = await person();
    const { c: admin } = await person('admin');
    // The spec's default: no list without a plan.
    expect((await user.get('/api/lists')).json().quota).toEqual({ tier: null, maxlist: 0, used: 0, canCreate: false });
    expect((await user.post('/api/lists', {})).json().error.message).toBe(LISTS_TEXTS.limitAlert);

    expect((await user.put('/api/admin/free-tier', { maxlist: 3 })).statusCode).toBe(403);
    for (const maxlist of [-1, 1.5, 100_001, '3'])
      expect((await admin.put('/api/admin/free-tier', { maxlist })).statusCode, String(maxlist)).toBe(400);

    const first = await admin.put('/api/admin/free-tier', { maxlist: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ nickname: 'Free', tier: 0, maxlist: 3, amount: 0, priceId: null, isActive: true });
    expect((await user.get('/api/lists')).json().quota).toMatchObject({ maxlist: 3, canCreate: true });
    expect((await user.post('/api/lists', {})).statusCode).toBe(201);

    // Saving again changes the same plan: one free tier, never two.
    const again = await admin.put('/api/admin/free-tier', { maxlist: null });
    expect(again.json()).toMatchObject({ id: first.json().id, maxlist: null });
    expect(await t.db.select().from(plans)).toHaveLength(1);
    expect((await user.get('/api/lists')).json().quota).toMatchObject({ maxlist: null, canCreate: true });
    // Never offered for sale.
    expect((await user.get('/api/plans')).json().plans).toEqual([]);

    const audit = (await admin.get('/api/admin/audit')).json().entries;
    expect(audit.filter((entry: { action: string }) => entry.action === 'plan.free-tier')).toHaveLength(2);
  });

  it("tells the admin what the site still needs: plans, the free limit, mail, payments, registration", async () => {
    await t.db.delete(plans); // a fresh site: the test above made a free tier
    const { c: user } = await person();
    const { c: admin } = await person('admin');
    expect((await user.get('/api/admin/setup')).statusCode).toBe(403);
    const setup = (await admin.get('/api/admin/setup')).json();
    expect(setup).toEqual({ paidPlans: 0, freeMaxlist: 0, mail: { mode: 'outbox', outbox: `${t.app.config.dataDir}/mail` }, stripe: false, registrationOpen: true });

    await t.db.insert(plans).values({ nickname: 'Pro', amount: 900, productId: 'prod_pro', productName: 'Pro', tier: 1, maxlist: 10, priceId: 'price_pro' });
    await t.db.insert(plans).values({ nickname: 'Draft', amount: 900, productId: 'prod_d', productName: 'Draft', tier: 2, maxlist: 10, priceId: null });
    await admin.put('/api/admin/registration', { open: false });
    await admin.put('/api/admin/free-tier', { maxlist: 1 });
    expect((await admin.get('/api/admin/setup')).json()).toMatchObject({ paidPlans: 1, freeMaxlist: 1, registrationOpen: false });
  });
});

describe('first run with mail and payments configured', () => {
  const t = useTestApp({ config: testConfig({ SMTP_URL: 'smtp://mail.example.com:587', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }) });

  it('says mail is sent and payments are on, without naming the outbox', async () => {
    const { cookie } = await createSignedInUser(t.db, { role: 'admin' });
    const admin = client(t.app);
    admin.cookie = cookie;
    expect((await admin.get('/api/admin/setup')).json()).toMatchObject({ mail: { mode: 'smtp' }, stripe: true });
  });
});
