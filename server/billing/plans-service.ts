import { and, asc, count, eq, or, isNull, sql, desc } from 'drizzle-orm';
import {
  BILLING_ERROR_CODES,
  PLAN_SYSTEM,
  type AdminPlan,
  type PlanAssignment,
  type PublicPlan,
  type Purchase,
  type planInputSchema,
} from '../../common/billing';
import { BILLING_TEXTS } from '../../common/billing-texts.plain';
import type { z } from 'zod';
import type { Db } from '../db/open';
import { planAssignments, planRequests, plans, stripeCustomers, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { sanitizeAdminHtml } from '../http/html';
import { recordAudit } from '../audit/audit-log';
import { FREE_PLAN, onSale, planPreference } from './entitlements';

type PlanValues = z.output<typeof planInputSchema>;

/** Plan features are HTML written by an admin: kept to formatting, lists and links (no script, no style, no events). */
export function sanitizeFeatures(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeAdminHtml(html, {
    tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4'],
    attributes: { a: ['href', 'title', 'rel', 'target'] },
    linkAttributes: { rel: 'noopener noreferrer', target: '_blank' },
  });
  return clean === '' ? null : clean;
}

/** Spec §7: public plans are system 'prod', active, of this purchase type, with a price id; by sort_order. */
export async function publicPlans(db: Db, purchase: Purchase): Promise<PublicPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(onSale(), eq(plans.purchase, purchase)))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  return rows.map((plan) => ({ ...publicPlanFields(plan), priceId: plan.priceId! }));
}

/** What anyone may see of a plan (the subscription, LTD and pricing pages): no product id, payment link, system or holders. */
export function publicPlanFields(plan: typeof plans.$inferSelect) {
  return {
    id: plan.id,
    nickname: plan.nickname,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    productName: plan.productName,
    productDescription: plan.productDescription,
    features: sanitizeFeatures(plan.features), // also for rows written before this code
    imageUrl: plan.imageUrl,
    tier: plan.tier,
    maxlist: plan.maxlist,
    purchase: plan.purchase,
  };
}

/** The public plan a checkout asks for (by its Stripe price id), of the right kind. */
export async function planForCheckout(db: Db, priceId: string, purchase: Purchase) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.priceId, priceId), eq(plans.purchase, purchase), eq(plans.isActive, true), eq(plans.system, PLAN_SYSTEM)))
    .limit(1);
  if (!plan) throw new AppError(400, BILLING_ERROR_CODES.unknownPlan, BILLING_TEXTS.unknownPlan);
  return plan;
}

/** Users who hold a plan's tier (of its kind). */
const holdersOf = (plan: { tier: number; purchase: Purchase }) =>
  and(eq(stripeCustomers.tier, plan.tier), or(eq(stripeCustomers.purchase, plan.purchase), isNull(stripeCustomers.purchase)));

export async function adminPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.purchase), asc(plans.sortOrder), asc(plans.id));
  return Promise.all(
    rows.map(async (plan) => {
      const [held] = await db.select({ n: count() }).from(stripeCustomers).where(holdersOf(plan));
      return toAdminPlan(plan, held?.n ?? 0);
    }),
  );
}

function toAdminPlan(plan: typeof plans.$inferSelect, holders: number): AdminPlan {
  return {
    id: plan.id,
    nickname: plan.nickname,
    amount: plan.amount,
    currency: plan.currency as AdminPlan['currency'],
    interval: plan.interval as AdminPlan['interval'],
    productId: plan.productId,
    productName: plan.productName,
    productDescription: plan.productDescription,
    features: plan.features,
    imageUrl: plan.imageUrl,
    stripePaymentLink: plan.stripePaymentLink,
    sortOrder: plan.sortOrder,
    priceId: plan.priceId,
    tier: plan.tier,
    maxlist: plan.maxlist,
    purchase: plan.purchase,
    isActive: plan.isActive,
    system: plan.system,
    holders,
  };
}

const planNotFound = () => notFound('Plan not found');

export async function createPlan(db: Db, adminId: number, values: PlanValues): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ ...values, features: sanitizeFeatures(values.features), priceId: values.priceId || null })
      .returning();
    await recordAudit(tx, adminId, 'plan.create', `plan ${plan!.nickname}`, { tier: plan!.tier, maxlist: plan!.maxlist, purchase: plan!.purchase });
    return toAdminPlan(plan!, 0);
  });
}

export async function updatePlan(db: Db, adminId: number, id: number, values: PlanValues): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .update(plans)
      .set({ ...values, features: sanitizeFeatures(values.features), priceId: values.priceId || null })
      .where(eq(plans.id, id))
      .returning();
    if (!plan) throw planNotFound();
    await recordAudit(tx, adminId, 'plan.update', `plan ${plan.nickname}`, { tier: plan.tier, maxlist: plan.maxlist, isActive: plan.isActive });
    const [held] = await tx.select({ n: count() }).from(stripeCustomers).where(holdersOf(plan));
    return toAdminPlan(plan, held?.n ?? 0);
  });
}

/** The plan of everyone without one: the active tier-0 plan getEntitlements picks (entitlements.ts). */
function freeTierPlans(db: Db) {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.isActive, true), eq(plans.tier, 0)))
    .orderBy(...planPreference)
    .limit(1);
}

/** Active plans on sale (a Stripe price, this system): what /subscription and /ltd can offer. */
export async function paidPlanCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(plans).where(onSale());
  return row?.n ?? 0;
}

/** Lists allowed without a plan: the free tier plan's, else the spec's default (0). */
export async function freeTierMaxlist(db: Db): Promise<number | null> {
  const [plan] = await freeTierPlans(db);
  return plan ? plan.maxlist : FREE_PLAN.maxlist;
}

/**
 * Sets the free tier's list limit (/dashboard/tiers, 'Free' card): changes the active tier-0 plan,
 * or creates it ('Free', no price, so it is never offered for sale) the first time.
 */
export async function setFreeTier(db: Db, adminId: number, maxlist: number | null): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    // One change at a time: two admins saving at once must not create two free plans.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rollcall.free-tier'))`);
    const [current] = await freeTierPlans(tx).for('update');
    const [plan] = current
      ? await tx.update(plans).set({ maxlist }).where(eq(plans.id, current.id)).returning()
      : await tx
          .insert(plans)
          .values({
            nickname: FREE_PLAN.nickname,
            amount: 0,
            currency: 'usd',
            interval: null,
            productId: 'free',
            productName: FREE_PLAN.nickname,
            tier: 0,
            maxlist,
            purchase: 'subscription',
            isActive: true,
            system: PLAN_SYSTEM,
            priceId: null,
          })
          .returning();
    await recordAudit(tx, adminId, 'plan.free-tier', `plan ${plan!.nickname}`, { maxlist });
    const [held] = await tx.select({ n: count() }).from(stripeCustomers).where(holdersOf(plan!));
    return toAdminPlan(plan!, held?.n ?? 0);
  });
}

/** A plan someone holds is not deleted (their limit would silently change): deactivate it instead. */
export async function deletePlan(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!plan) throw planNotFound();
    const [held] = await tx.select({ n: count() }).from(stripeCustomers).where(holdersOf(plan));
    if ((held?.n ?? 0) > 0) throw new AppError(409, BILLING_ERROR_CODES.planInUse, BILLING_TEXTS.planInUse(held!.n));
    await tx.delete(plans).where(eq(plans.id, id));
    await recordAudit(tx, adminId, 'plan.delete', `plan ${plan.nickname}`);
  });
}

/**
 * An admin gives a user a plan by hand (or takes it away with null), recorded in
 * plan_assignments. The Stripe customer, if any, is kept; a later Stripe event overrides it. The
 * user's open request for that plan, if any, is given with it (issue #38); `requestId` names the
 * request in the audit entry when the dashboard's 'Give plan' did it.
 */
export async function assignPlan(db: Db, adminId: number, email: string, planId: number | null, requestId?: number): Promise<PlanAssignment> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!user) throw notFound(BILLING_TEXTS.userNotFoundByEmail);
    const plan = planId === null ? null : (await tx.select().from(plans).where(eq(plans.id, planId)))[0];
    if (planId !== null && !plan) throw planNotFound();
    const state = {
      tier: plan?.tier ?? null,
      purchase: plan?.purchase ?? null,
      subscriptionStatus: null,
      source: 'admin' as const,
      updatedAt: new Date(),
    };
    await tx
      .insert(stripeCustomers)
      .values({ userId: user.id, ...state })
      .onConflictDoUpdate({ target: stripeCustomers.userId, set: state });
    const [entry] = await tx
      .insert(planAssignments)
      .values({ userId: user.id, planId: plan?.id ?? null, planName: plan?.nickname ?? null, tier: plan?.tier ?? null, assignedBy: adminId })
      .returning();
    if (plan) {
      await tx
        .update(planRequests)
        .set({ state: 'given', handledAt: new Date(), handledBy: adminId })
        .where(and(eq(planRequests.userId, user.id), eq(planRequests.planId, plan.id), eq(planRequests.state, 'open')));
    }
    await recordAudit(tx, adminId, 'plan.assign', `user ${user.email}`, {
      plan: plan?.nickname ?? null,
      tier: plan?.tier ?? null,
      ...(requestId === undefined ? {} : { request: requestId }),
    });
    const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, adminId));
    return {
      id: entry!.id,
      userEmail: user.email,
      planName: entry!.planName,
      tier: entry!.tier,
      assignedBy: admin?.email ?? null,
      createdAt: entry!.createdAt.toISOString(),
    };
  });
}

export async function recentAssignments(db: Db, limit = 50): Promise<PlanAssignment[]> {
  const rows = await db
    .select({
      id: planAssignments.id,
      userEmail: users.email,
      planName: planAssignments.planName,
      tier: planAssignments.tier,
      assignedBy: sql<string | null>`(select email from ${users} a where a.id = ${planAssignments.assignedBy})`,
      createdAt: planAssignments.createdAt,
    })
    .from(planAssignments)
    .innerJoin(users, eq(users.id, planAssignments.userId))
    .orderBy(desc(planAssignments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
