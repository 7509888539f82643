import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { PLAN_SYSTEM } from '../../common/billing';
import { FREE_PLAN } from '../../common/constants';
import type { SessionUser } from '../../common/session';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import { plans, stripeCustomers } from '../db/schema';

export interface Entitlements {
  /** 'none': no plan (no record, a cancelled subscription, or the free plan). */
  planType: 'none' | 'subscription' | 'ltd';
  /** null on the free tier without any plan (the counter then reads 'Free Tier'). */
  tier: number | null;
  /** null = unlimited. */
  maxlist: number | null;
  planName: string;
  /** Stripe's subscription status when the plan comes from a Stripe subscription. */
  subscriptionStatus: string | null;
  /** The Stripe customer, when there is one (the billing portal needs it). */
  stripeCustomerId: string | null;
  source: 'stripe' | 'admin' | null;
}

const FREE: Entitlements = {
  planType: 'none',
  tier: null,
  maxlist: FREE_PLAN.maxlist,
  planName: FREE_PLAN.nickname,
  subscriptionStatus: null,
  stripeCustomerId: null,
  source: null,
};

/**
 * Stripe statuses that no longer give access. 'past_due' still does (Stripe retries the payment;
 * the profile warns), so a failed renewal does not lock anyone out at once.
 */
const ENDED = new Set(['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']);

/**
 * What a user's plan allows: the one place the list limit, the header, the profile and the
 * import read it from (docs/decisions/011). A record points at a tier (and the kind of plan);
 * the active plan of that tier gives maxlist. Without a record, or with one whose subscription
 * ended, an admin-defined tier-0 plan applies to everyone, else the free plan of spec §3
 * (maxlist 0).
 */
export async function getEntitlements(db: Db, userId: number): Promise<Entitlements> {
  // The lists screen, the header and every list creation ask: built once (db/prepared.ts).
  const recordQuery = prepared(db, 'entitlements_record', (handle) =>
    handle
      .select({
        tier: stripeCustomers.tier,
        purchase: stripeCustomers.purchase,
        status: stripeCustomers.subscriptionStatus,
        customer: stripeCustomers.stripeCustomerId,
        source: stripeCustomers.source,
      })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, sql.placeholder('userId')))
      .prepare('entitlements_record'),
  );
  const [record] = await recordQuery.execute({ userId });
  const customer = { stripeCustomerId: record?.customer ?? null };
  const holds = record && record.tier !== null && !(record.status && ENDED.has(record.status));
  const tier = holds ? record.tier! : 0;
  const purchase = holds && record.purchase ? record.purchase : null;
  const planQuery = (name: string, withPurchase: boolean) =>
    prepared(db, name, (handle) =>
      handle
        .select({ nickname: plans.nickname, maxlist: plans.maxlist, purchase: plans.purchase })
        .from(plans)
        .where(and(eq(plans.tier, sql.placeholder('tier')), eq(plans.isActive, true), withPurchase ? eq(plans.purchase, sql.placeholder('purchase')) : undefined))
        .orderBy(desc(eq(plans.system, PLAN_SYSTEM)), asc(plans.sortOrder), asc(plans.id))
        .limit(1)
        .prepare(name),
    );
  const [plan] = purchase
    ? await planQuery('entitlements_plan_of_purchase', true).execute({ tier, purchase })
    : await planQuery('entitlements_plan', false).execute({ tier });
  if (!plan) return { ...FREE, ...customer };
  if (!holds) return { ...FREE, ...customer, tier, maxlist: plan.maxlist, planName: plan.nickname };
  return {
    planType: record.purchase ?? plan.purchase,
    tier,
    maxlist: plan.maxlist,
    planName: plan.nickname,
    subscriptionStatus: record.status,
    stripeCustomerId: record.customer,
    source: record.source,
  };
}

/** "allowed only when the plan's maxlist is null (unlimited) or the owned count is below it". */
export function mayCreateList(entitlements: Pick<Entitlements, 'maxlist'>, owned: number): boolean {
  return entitlements.maxlist === null || owned < entitlements.maxlist;
}

/** Whether lifetime deals are on sale (a public, active LTD plan with a price). */
async function ltdOnSale(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(plans)
    .where(and(eq(plans.purchase, 'ltd'), eq(plans.isActive, true), eq(plans.system, PLAN_SYSTEM), isNotNull(plans.priceId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The header inputs of spec §3 for a signed-in user: subscriptionType is the kind of plan held
 * (null without one); hasActiveLTDPlan says lifetime deals are on sale, so the 'LTD' link shows to
 * users without a plan (docs/decisions/011).
 */
export async function withPlan(db: Db, user: SessionUser): Promise<SessionUser> {
  const [entitlements, onSale] = await Promise.all([getEntitlements(db, user.id), ltdOnSale(db)]);
  return {
    ...user,
    subscriptionType: entitlements.planType === 'none' ? null : entitlements.planType,
    hasActiveLTDPlan: onSale,
  };
}
