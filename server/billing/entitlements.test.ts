import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_SYSTEM } from '../../common/billing';
import { useTestApp } from '../../test/support/app';
import { createUser } from '../../test/support/factories';
import { plans, stripeCustomers } from '../db/schema';
import { FREE_PLAN, getEntitlements } from './entitlements';

/**
 * getEntitlements decides every list limit, the header and the profile in one statement: which
 * record holds, which plan of its tier (and of its kind) applies, and what applies without one.
 */
describe('getEntitlements', () => {
  const t = useTestApp();
  let tiers = 100;

  async function plan(values: Partial<typeof plans.$inferInsert> & { tier: number }) {
    const suffix = randomBytes(4).toString('hex');
    await t.db.insert(plans).values({
      nickname: `Plan ${suffix}`,
      amount: 1000,
      productId: `prod_${suffix}`,
      productName: 'Rollcall',
      priceId: `price_${suffix}`,
      maxlist: 5,
      ...values,
    });
    return `Plan ${suffix}`;
  }
  async function holder(record: Partial<typeof stripeCustomers.$inferInsert>) {
    const user = await createUser(t.db);
    await t.db.insert(stripeCustomers).values({ userId: user.id, stripeCustomerId: `cus_${randomBytes(5).toString('hex')}`, ...record });
    return user.id;
  }

  it('gives the plan of the tier held, of the kind bought when the tier exists as both', async () => {
    const tier = (tiers += 1);
    const monthly = await plan({ tier, maxlist: 5, purchase: 'subscription' });
    const lifetime = await plan({ tier, maxlist: 50, purchase: 'ltd' });

    const subscriber = await holder({ tier, purchase: 'subscription', subscriptionStatus: 'active' });
    expect(await getEntitlements(t.db, subscriber)).toMatchObject({ planType: 'subscription', tier, maxlist: 5, planName: monthly, subscriptionStatus: 'active' });
    const buyer = await holder({ tier, purchase: 'ltd', source: 'stripe' });
    expect(await getEntitlements(t.db, buyer)).toMatchObject({ planType: 'ltd', tier, maxlist: 50, planName: lifetime });
    // A record without a kind (older rows) takes the tier's first plan, and says its kind.
    const older = await holder({ tier });
    expect(await getEntitlements(t.db, older)).toMatchObject({ planType: 'subscription', maxlist: 5, planName: monthly });
  });

  it('prefers the live system, then the sort order, and never an inactive plan', async () => {
    const tier = (tiers += 1);
    await plan({ tier, maxlist: 1, system: 'test', sortOrder: 0 });
    await plan({ tier, maxlist: 2, isActive: false, sortOrder: 0 });
    const second = await plan({ tier, maxlist: 3, sortOrder: 2 });
    const first = await plan({ tier, maxlist: 4, sortOrder: 1 });
    expect(PLAN_SYSTEM).not.toBe('test');
    const user = await holder({ tier, purchase: 'subscription', subscriptionStatus: 'past_due' });
    expect(await getEntitlements(t.db, user)).toMatchObject({ maxlist: 4, planName: first, subscriptionStatus: 'past_due' });
    expect(second).not.toBe(first);
  });

  it('gives the free plan without a record, with an ended subscription, or when the tier has no active plan', async () => {
    const tier = (tiers += 1);
    await plan({ tier, maxlist: 9 });
    const nobody = await createUser(t.db);
    const free = { planType: 'none', tier: null, maxlist: FREE_PLAN.maxlist, planName: FREE_PLAN.nickname, subscriptionStatus: null, source: null };
    expect(await getEntitlements(t.db, nobody.id)).toEqual({ ...free, stripeCustomerId: null });

    for (const status of ['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']) {
      const ended = await holder({ tier, purchase: 'subscription', subscriptionStatus: status, stripeCustomerId: `cus_${status}` });
      // The customer stays known (the billing portal needs it); the plan does not hold.
      expect(await getEntitlements(t.db, ended)).toEqual({ ...free, stripeCustomerId: `cus_${status}` });
    }
    const orphan = await holder({ tier: tiers + 50, purchase: 'subscription', subscriptionStatus: 'active' });
    expect((await getEntitlements(t.db, orphan)).maxlist).toBe(FREE_PLAN.maxlist);
    expect(await getEntitlements(t.db, 2_000_000_000)).toEqual({ ...free, stripeCustomerId: null });
  });

  // Last: a tier-0 plan applies to everyone without a plan, so it changes the other cases.
  it("gives the admin's tier-0 plan to everyone without a plan, ended subscriptions included", async () => {
    const everyone = await plan({ tier: 0, maxlist: 2 });
    const nobody = await createUser(t.db);
    expect(await getEntitlements(t.db, nobody.id)).toMatchObject({ planType: 'none', tier: 0, maxlist: 2, planName: everyone });
    const ended = await holder({ tier: 7, purchase: 'subscription', subscriptionStatus: 'canceled' });
    expect(await getEntitlements(t.db, ended)).toMatchObject({ planType: 'none', tier: 0, maxlist: 2, planName: everyone, subscriptionStatus: null });
  });
});
