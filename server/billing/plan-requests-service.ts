import { and, asc, eq, sql } from 'drizzle-orm';
import { PLAN_SYSTEM } from '../../common/billing';
import {
  PLAN_REQUEST_ERROR_CODES,
  PLAN_REQUEST_TEXTS,
  type AdminPlanRequest,
  type HandledPlanRequest,
  type MyPlanRequest,
  type ObtainWay,
  type PricingPlan,
} from '../../common/plan-requests';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/open';
import { planRequests, plans, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { planRequestMail } from '../mail/templates';
import { getEntitlements } from './entitlements';
import { assignPlan, publicPlanFields } from './plans-service';

/**
 * The public pricing page and the requests for a plan (issue #38, decision 032). A plan is bought
 * when it has a Stripe price and payments are on; the free tier (tier 0) is everyone's; any other
 * active plan of this system is asked of the admins, who give it on the dashboard.
 */

type PlanRow = typeof plans.$inferSelect;

/** How a person gets this plan on this server. */
export function obtainWay(plan: Pick<PlanRow, 'tier' | 'priceId'>, paymentsEnabled: boolean): ObtainWay {
  if (plan.tier === 0) return 'everyone';
  return plan.priceId && paymentsEnabled ? 'buy' : 'ask';
}

const offered = () => and(eq(plans.isActive, true), eq(plans.system, PLAN_SYSTEM));

/** Every active plan of this system, public fields only: subscriptions first, then lifetime deals, each by the admins' sort order (then tier). */
export async function pricingPlans(db: Db, paymentsEnabled: boolean): Promise<PricingPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(offered())
    .orderBy(sql`${plans.purchase} = 'ltd'`, asc(plans.sortOrder), asc(plans.tier), asc(plans.id));
  return rows.map((plan) => {
    const obtain = obtainWay(plan, paymentsEnabled);
    return { ...publicPlanFields(plan), priceId: obtain === 'buy' ? plan.priceId : null, obtain };
  });
}

const toMine = (row: { id: number; planId: number; createdAt: Date }): MyPlanRequest => ({ id: row.id, planId: row.planId, createdAt: row.createdAt.toISOString() });

/** My open requests. */
export async function myPlanRequests(db: Db, userId: number): Promise<MyPlanRequest[]> {
  const rows = await db
    .select({ id: planRequests.id, planId: planRequests.planId, createdAt: planRequests.createdAt })
    .from(planRequests)
    .where(and(eq(planRequests.userId, userId), eq(planRequests.state, 'open')))
    .orderBy(asc(planRequests.id));
  return rows.map(toMine);
}

type RequestDeps = { db: Db; mailer: Pick<Mailer, 'send'>; appUrl: URL; paymentsEnabled: boolean };

/**
 * The signed-in user asks for a plan they cannot buy here. One open request per person and plan
 * (the partial unique index decides a race); then each admin gets a mail, queued (app.mailQueue:
 * sent by the 'mail' job, tried again when it fails). A mail that cannot even be queued never
 * undoes the request: the dashboard lists it anyway.
 */
export async function createPlanRequest(deps: RequestDeps, user: { id: number; username: string; email: string }, planId: number): Promise<MyPlanRequest> {
  const [plan] = await deps.db.select().from(plans).where(and(eq(plans.id, planId), offered()));
  if (!plan) throw notFound('Plan not found');
  if (obtainWay(plan, deps.paymentsEnabled) !== 'ask') throw new AppError(400, PLAN_REQUEST_ERROR_CODES.notAskable, PLAN_REQUEST_TEXTS.notAskable);
  const held = await getEntitlements(deps.db, user.id);
  if (held.planType === plan.purchase && held.tier === plan.tier) throw new AppError(409, PLAN_REQUEST_ERROR_CODES.alreadyYours, PLAN_REQUEST_TEXTS.alreadyYours);
  const [created] = await deps.db
    .insert(planRequests)
    .values({ userId: user.id, planId: plan.id })
    .onConflictDoNothing()
    .returning({ id: planRequests.id, planId: planRequests.planId, createdAt: planRequests.createdAt });
  if (!created) throw new AppError(409, PLAN_REQUEST_ERROR_CODES.alreadyAsked, PLAN_REQUEST_TEXTS.alreadyAsked);
  const admins = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isBlocked, false)))
    .orderBy(asc(users.id));
  for (const admin of admins) {
    await deps.mailer.send(planRequestMail(deps.appUrl, admin.email, { username: user.username, email: user.email, plan: plan.nickname })).catch(() => {});
  }
  return toMine(created);
}

/** The open requests, oldest first (the first asked is the first answered). */
export async function openPlanRequests(db: Db, limit = 200): Promise<AdminPlanRequest[]> {
  const rows = await db
    .select({
      id: planRequests.id,
      userId: users.id,
      username: users.username,
      email: users.email,
      planId: plans.id,
      planName: plans.nickname,
      tier: plans.tier,
      maxlist: plans.maxlist,
      createdAt: planRequests.createdAt,
    })
    .from(planRequests)
    .innerJoin(users, eq(users.id, planRequests.userId))
    .innerJoin(plans, eq(plans.id, planRequests.planId))
    .where(eq(planRequests.state, 'open'))
    .orderBy(asc(planRequests.createdAt), asc(planRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The request, locked, if still open: a second admin (or a second click) is told it is handled. */
async function lockOpen(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: planRequests.id, state: planRequests.state, planId: planRequests.planId, email: users.email, planName: plans.nickname })
    .from(planRequests)
    .innerJoin(users, eq(users.id, planRequests.userId))
    .innerJoin(plans, eq(plans.id, planRequests.planId))
    .where(eq(planRequests.id, id))
    .for('update', { of: planRequests });
  if (!row) throw notFound(PLAN_REQUEST_TEXTS.notFound);
  if (row.state !== 'open') throw new AppError(409, PLAN_REQUEST_ERROR_CODES.handled, PLAN_REQUEST_TEXTS.handled);
  return row;
}

/** 'Give plan': the Tiers page's assignment (audited as plan.assign, naming the request), which closes the request. */
export async function givePlanRequest(db: Db, adminId: number, id: number): Promise<HandledPlanRequest> {
  return db.transaction(async (tx) => {
    const request = await lockOpen(tx, id);
    await assignPlan(tx, adminId, request.email, request.planId, request.id);
    return { id: request.id, state: 'given' as const };
  });
}

/** 'Dismiss': closed without giving the plan, audited. */
export async function dismissPlanRequest(db: Db, adminId: number, id: number): Promise<HandledPlanRequest> {
  return db.transaction(async (tx) => {
    const request = await lockOpen(tx, id);
    await tx.update(planRequests).set({ state: 'dismissed', handledAt: new Date(), handledBy: adminId }).where(eq(planRequests.id, id));
    await recordAudit(tx, adminId, 'plan-request.dismiss', `user ${request.email}`, { plan: request.planName, request: request.id });
    return { id: request.id, state: 'dismissed' as const };
  });
}
