import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PLAN_SYSTEM } from '../../common/billing';
import type { SessionIdentity, SessionUser } from '../../common/session';
import { toSessionIdentity } from '../http/identity';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import { plans, stripeCustomers, users } from '../db/schema';

/** "Free tier: tier 0, maxlist 0, so list creation is blocked. maxlist null means unlimited." */
export const FREE_PLAN = { nickname: 'Free', amount: 0, tier: 0, maxlist: 0 } as const;

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
 * Which of several plans applies when more than one matches (the same tier, or the free tier):
 * this system's first, then by sort order, then the oldest. getEntitlements and the admin's
 * free-tier card must agree on it.
 */
export const planPreference = [desc(eq(plans.system, PLAN_SYSTEM)), asc(plans.sortOrder), asc(plans.id)] as const;

/** A plan on sale: active, of this system, with a Stripe price (what /subscription and /ltd offer). */
export const onSale = (): SQL => and(eq(plans.isActive, true), eq(plans.system, PLAN_SYSTEM), isNotNull(plans.priceId))!;

/**
 * Stripe statuses that no longer give access. 'past_due' still does (Stripe retries the payment;
 * the profile warns), so a failed renewal does not lock anyone out at once.
 */
const ENDED_STATUSES = ['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'];

/**
 * What a user's plan allows: the one place the list limit, the header, the profile and the
 * import read it from (docs/decisions/011). A record points at a tier (and the kind of plan);
 * the active plan of that tier gives maxlist. Without a record, or with one whose subscription
 * ended, an admin-defined tier-0 plan applies to everyone, else the free plan of spec §3
 * (maxlist 0).
 */
export async function getEntitlements(db: Db, userId: number): Promise<Entitlements> {
  return (await readPlan(db, userId)).entitlements;
}

/**
 * The lists screen, the header and every list creation ask: one statement (record, plan, and
 * whether lifetime deals are on sale for the header, in one round trip), built once
 * (db/prepared.ts).
 */
async function readPlan(db: Db, userId: number): Promise<{ entitlements: Entitlements; ltdOnSale: boolean }> {
  const [row] = await prepared(db, 'entitlements', planStatement).execute({ userId });
  return row ? { entitlements: entitlementsOf(row), ltdOnSale: row.ltdOnSale } : { entitlements: FREE, ltdOnSale: false };
}

function planStatement(handle: Db, statementName: string) {
  // Whether a record gives its plan: written once, here, and read back with the row.
  const holds = sql<boolean>`(${stripeCustomers.tier} is not null and (${stripeCustomers.subscriptionStatus} is null or ${stripeCustomers.subscriptionStatus} not in (${sql.join(
    ENDED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})))`;
  // The plan of the tier held (tier 0 without one), of the kind bought when a record says it.
  const plan = handle
    .select({ nickname: plans.nickname, maxlist: plans.maxlist, planPurchase: sql<Entitlements['planType']>`${plans.purchase}`.as('plan_purchase') })
    .from(plans)
    .where(
      and(
        eq(plans.isActive, true),
        sql`${plans.tier} = case when ${holds} then ${stripeCustomers.tier} else 0 end`,
        sql`(not ${holds} or ${stripeCustomers.purchase} is null or ${plans.purchase} = ${stripeCustomers.purchase})`,
      ),
    )
    .orderBy(...planPreference)
    .limit(1)
    .as('plan');
  return handle
    .select({
      holds,
      tier: stripeCustomers.tier,
      purchase: stripeCustomers.purchase,
      status: stripeCustomers.subscriptionStatus,
      customer: stripeCustomers.stripeCustomerId,
      source: stripeCustomers.source,
      nickname: plan.nickname,
      maxlist: plan.maxlist,
      planPurchase: plan.planPurchase,
      // A public, active LTD plan with a price (the header's 'LTD' link).
      ltdOnSale: sql<boolean>`exists (${handle
        .select({ one: sql`1` })
        .from(plans)
        .where(and(eq(plans.purchase, 'ltd'), onSale()))})`,
    })
    .from(users)
    .leftJoin(stripeCustomers, eq(stripeCustomers.userId, users.id))
    .leftJoinLateral(plan, sql`true`)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(statementName);
}

/** What the statement's row gives: the record's plan when it holds, else the free tier's. */
function entitlementsOf(row: Awaited<ReturnType<ReturnType<typeof planStatement>['execute']>>[number]): Entitlements {
  const customer = { stripeCustomerId: row.customer ?? null };
  const tier = row.holds ? row.tier! : 0;
  // nickname is never null in plans: null here means no plan matched.
  if (row.nickname === null) return { ...FREE, ...customer };
  if (!row.holds) return { ...FREE, ...customer, tier, maxlist: row.maxlist, planName: row.nickname };
  return {
    planType: row.purchase ?? row.planPurchase!,
    tier,
    maxlist: row.maxlist,
    planName: row.nickname,
    subscriptionStatus: row.status,
    stripeCustomerId: row.customer,
    source: row.source,
  };
}

/** "allowed only when the plan's maxlist is null (unlimited) or the owned count is below it". */
export function mayCreateList(entitlements: Pick<Entitlements, 'maxlist'>, owned: number): boolean {
  return entitlements.maxlist === null || owned < entitlements.maxlist;
}

/**
 * The header inputs of spec §3 for a signed-in user, the only maker of a `SessionUser`:
 * subscriptionType is the kind of plan held (null without one); hasActiveLTDPlan says lifetime
 * deals are on sale, so the 'LTD' link shows to users without a plan (docs/decisions/011).
 */
export async function withPlan(db: Db, user: SessionIdentity): Promise<SessionUser> {
  const { entitlements, ltdOnSale } = await readPlan(db, user.id);
  return {
    // The identity's own fields only: whatever else the object holds never reaches the answer.
    ...toSessionIdentity(user),
    subscriptionType: entitlements.planType === 'none' ? null : entitlements.planType,
    hasActiveLTDPlan: ltdOnSale,
  };
}
