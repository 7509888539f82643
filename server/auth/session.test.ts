import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { plans, sessions, stripeCustomers, users } from '../db/schema';
import { hashToken } from '../crypto/secret-token';

describe('GET /api/session: who is signed in', () => {
  const t = useTestApp();
  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

  it('answers null for a visitor and for an unknown token', async () => {
    expect((await session()).json()).toEqual({ user: null });
    expect((await session('rollcall_session=not-a-real-token')).json()).toEqual({ user: null });
  });

  it('answers the header inputs of the signed-in user and nothing more', async () => {
    const { user, cookie } = await createSignedInUser(t.db, { role: 'admin' });
    const response = await session(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      user: { id: user.id, username: user.username, email: user.email, role: 'admin', subscriptionType: null, hasActiveLTDPlan: false },
    });
    expect(response.body).not.toContain('password');
  });

  it('says lifetime deals are on sale only while a live, active LTD plan has a price, and which kind of plan the user holds', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    const header = async () => {
      const { subscriptionType, hasActiveLTDPlan } = (await session(cookie)).json().user;
      return { subscriptionType, hasActiveLTDPlan };
    };
    const plan = (values: Partial<typeof plans.$inferInsert> & { nickname: string }) =>
      t.db.insert(plans).values({ amount: 9900, productId: `prod_${values.nickname}`, productName: 'Rollcall', priceId: `price_${values.nickname}`, tier: 3, ...values });

    // None of these puts a lifetime deal on sale.
    await plan({ nickname: 'monthly', purchase: 'subscription' });
    await plan({ nickname: 'ltd-inactive', purchase: 'ltd', isActive: false });
    await plan({ nickname: 'ltd-without-price', purchase: 'ltd', priceId: null });
    await plan({ nickname: 'ltd-test-mode', purchase: 'ltd', system: 'test' });
    expect(await header()).toEqual({ subscriptionType: null, hasActiveLTDPlan: false });

    await plan({ nickname: 'ltd', purchase: 'ltd', tier: 4 });
    expect(await header()).toEqual({ subscriptionType: null, hasActiveLTDPlan: true });

    await t.db.insert(stripeCustomers).values({ userId: user.id, stripeCustomerId: 'cus_header', tier: 4, purchase: 'ltd', source: 'stripe' });
    expect(await header()).toEqual({ subscriptionType: 'ltd', hasActiveLTDPlan: true });
  });

  it('stores only a hash of the token', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('ends at expiry and as soon as the user is blocked', async () => {
    const expired = await createSignedInUser(t.db);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.user.id));
    expect((await session(expired.cookie)).json()).toEqual({ user: null });

    const blocked = await createSignedInUser(t.db);
    expect((await session(blocked.cookie)).json().user).not.toBeNull();
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    expect((await session(blocked.cookie)).json()).toEqual({ user: null });
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/rollcall_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await session(cookie)).json()).toEqual({ user: null });
  });
});
