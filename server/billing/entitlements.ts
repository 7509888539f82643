import { and, asc, desc, eq } from 'drizzle-orm';
import { FREE_PLAN } from '../../common/constants';
import type { Db } from '../db/open';
import { plans, stripeCustomers } from '../db/schema';

export interface Entitlements {
  /** 'none': no subscription record (spec §3: "Presence of a row means the user has a subscription record"). */
  planType: 'none' | 'subscription' | 'ltd';
  /** null on the free tier without any plan (the counter then reads 'Free Tier'). */
  tier: number | null;
  /** null = unlimited. */
  maxlist: number | null;
  planName: string;
  hasActiveLTDPlan: boolean;
}

const FREE: Entitlements = { planType: 'none', tier: null, maxlist: FREE_PLAN.maxlist, planName: FREE_PLAN.nickname, hasActiveLTDPlan: false };

/**
 * What a user's plan allows: the one place the list limit (and later the header, the profile,
 * extensions) reads it from. A subscription record points at a tier; the plan of that tier gives
 * maxlist. Without a record, an admin-defined tier-0 plan applies to everyone, else the free plan
 * of spec §3 (maxlist 0). The billing issue completes this (subscription status, LTD purchases).
 */
export async function getEntitlements(db: Db, userId: number): Promise<Entitlements> {
  const [record] = await db.select({ tier: stripeCustomers.tier }).from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  const tier = record ? record.tier : 0;
  if (tier === null) return FREE;
  const [plan] = await db
    .select({ nickname: plans.nickname, maxlist: plans.maxlist, purchase: plans.purchase })
    .from(plans)
    .where(and(eq(plans.tier, tier), eq(plans.isActive, true)))
    .orderBy(desc(eq(plans.system, 'prod')), asc(plans.sortOrder), asc(plans.id))
    .limit(1);
  if (!plan) return FREE;
  return {
    planType: record ? plan.purchase : 'none',
    tier,
    maxlist: plan.maxlist,
    planName: plan.nickname,
    hasActiveLTDPlan: record !== undefined && plan.purchase === 'ltd',
  };
}

/** "allowed only when the plan's maxlist is null (unlimited) or the owned count is below it". */
export function mayCreateList(entitlements: Pick<Entitlements, 'maxlist'>, owned: number): boolean {
  return entitlements.maxlist === null || owned < entitlements.maxlist;
}
