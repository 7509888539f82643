import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/open';
import { profiles, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { createSession } from '../../server/auth/session-service';

type NewUser = typeof users.$inferInsert;

/**
 * A verified user with unique username and e-mail. With `password`, the real bcrypt hash of it
 * (so the user can log in); without, a placeholder hash that matches no password.
 */
export async function createUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}) {
  const { password, ...values } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.com`,
      passwordHash: password ? await hashPassword(password) : `$2b$10$${'x'.repeat(53)}`,
      isVerified: true,
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not created');
  await db.insert(profiles).values({ userId: user.id });
  return user;
}

/** A signed-in user: the row and the Cookie header of a live session. */
export async function createSignedInUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}) {
  const user = await createUser(db, overrides);
  const { token } = await createSession(db, user.id);
  return { user, token, cookie: `rollcall_session=${token}` };
}

/** Gives a user a subscription record on a plan of that tier (creating the plan if needed). */
export async function givePlan(db: Db, userId: number, plan: { tier: number; maxlist: number | null; purchase?: 'subscription' | 'ltd' }) {
  const { plans, stripeCustomers } = await import('../../server/db/schema');
  await db.insert(plans).values({
    nickname: `Tier ${plan.tier}`,
    amount: 1000,
    productId: `prod_${plan.tier}`,
    productName: `Tier ${plan.tier}`,
    priceId: `price_${plan.tier}_${randomBytes(3).toString('hex')}`,
    tier: plan.tier,
    maxlist: plan.maxlist,
    purchase: plan.purchase ?? 'subscription',
  });
  await db.insert(stripeCustomers).values({ userId, stripeCustomerId: `cus_${randomBytes(6).toString('hex')}`, tier: plan.tier });
}
