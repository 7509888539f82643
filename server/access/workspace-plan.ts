import { eq, sql } from 'drizzle-orm';
import { TEAM_ERROR_CODES, TEAM_TEXTS, type OverPlan } from '../../common/teams-texts.plain';
import type { Db } from '../db/open';
import { lists, users, workspaces } from '../db/schema';
import { getEntitlements, type Entitlements } from '../billing/entitlements';
import { AppError, notFound } from '../http/errors';
import type { Actor } from './actor';
import { isLiveList } from './list-access';

/**
 * A workspace's plan (issue #22): "a team's list count is capped by its owner's plan" — the plan
 * of its billing owner (a personal workspace's is its user). One plan is one allowance: what
 * counts toward it is every live list of every workspace billed to the same person, so creating
 * teams never multiplies a plan's maxlist (docs/decisions/022-teams.md).
 */
export interface WorkspacePlan {
  entitlements: Entitlements;
  billingOwnerId: number;
  /** Live lists in every workspace billed to the billing owner: what the plan's maxlist counts. */
  used: number;
  /** Of which in this workspace. */
  here: number;
}

async function billingOwnerOf(db: Db, workspaceId: number, lock: boolean): Promise<number> {
  const query = db.select({ billingOwnerId: workspaces.billingOwnerId }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Workspace not found');
  return row.billingOwnerId;
}

/** Live lists in the workspaces billed to a person: what their plan's maxlist counts. */
const billedTo = (billingOwnerId: number) =>
  sql`${isLiveList()} and ${lists.workspaceId} in (select ${workspaces.id} from ${workspaces} where ${workspaces.billingOwnerId} = ${billingOwnerId})`;

/** Live lists billed to a person, in all their workspaces, and those of one workspace among them. */
export async function listsBilledTo(db: Db, billingOwnerId: number, workspaceId: number): Promise<{ used: number; here: number }> {
  const { rows } = await db.execute<{ used: number; here: number }>(sql`
    select count(*)::int as used, (count(*) filter (where ${lists.workspaceId} = ${workspaceId}))::int as here
    from ${lists} where ${billedTo(billingOwnerId)}`);
  return { used: Number(rows[0]?.used ?? 0), here: Number(rows[0]?.here ?? 0) };
}

/** Every live list billed to a person. */
async function listsBilledCount(db: Db, billingOwnerId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${lists} where ${billedTo(billingOwnerId)}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Live lists billed to a person in their other workspaces (not this one): one index range each,
 * none at all for someone who bills only this one. `GET /api/lists` adds the lists it read.
 */
export async function listsBilledElsewhere(db: Db, billingOwnerId: number, workspaceId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${lists}
    where ${isLiveList()}
      and ${lists.workspaceId} in (select ${workspaces.id} from ${workspaces} where ${workspaces.billingOwnerId} = ${billingOwnerId} and ${workspaces.id} <> ${workspaceId})`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The plan that caps the workspace's lists and what it has used. With `lock`, for the rest of
 * the transaction: the workspace row (its bill cannot move) and then the billing owner's row, so
 * list creation, imports and restores billed to the same person, in any of their workspaces, run
 * one at a time and cannot both see room for one more.
 */
export async function workspacePlan(db: Db, workspaceId: number, options: { lock?: boolean } = {}): Promise<WorkspacePlan> {
  const billingOwnerId = await billingOwnerOf(db, workspaceId, options.lock === true);
  if (options.lock) await db.select({ id: users.id }).from(users).where(eq(users.id, billingOwnerId)).for('update');
  const [entitlements, counts] = await Promise.all([getEntitlements(db, billingOwnerId), listsBilledTo(db, billingOwnerId, workspaceId)]);
  return { entitlements, billingOwnerId, ...counts };
}

/**
 * Whether a person's plan has room for `count` more lists beside every live list already billed
 * to them (issue #33: a team's bill goes only to a plan that can hold its lists). Locks their
 * user row first, as list creation does, so no list billed to them is created meanwhile.
 */
export async function planHasRoomFor(db: Db, userId: number, count: number): Promise<boolean> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [entitlements, used] = await Promise.all([getEntitlements(db, userId), listsBilledCount(db, userId)]);
  return entitlements.maxlist === null || used + count <= entitlements.maxlist;
}

/**
 * The payer's overrun when the lists billed to them are more than their plan allows (after a
 * downgrade, a plan that ended, or a bill passed on when an account was deleted), else null.
 */
async function overrunOf(db: Db, billingOwnerId: number): Promise<{ used: number; maxlist: number } | null> {
  const [{ maxlist }, used] = await Promise.all([getEntitlements(db, billingOwnerId), listsBilledCount(db, billingOwnerId)]);
  return maxlist !== null && used > maxlist ? { used, maxlist } : null;
}

/**
 * A team over its payer's plan is read only until it fits (issue #33): what the screens show
 * (GET /api/workspaces) and the words of the refusal. A personal workspace never is: decision
 * 011's soft cap (everything stays editable, only new lists are refused) holds for one's own.
 */
export async function overPlanOf(db: Db, actor: Pick<Actor, 'userId' | 'personal' | 'billingOwnerId'>): Promise<OverPlan | null> {
  if (actor.personal) return null;
  const overrun = await overrunOf(db, actor.billingOwnerId);
  if (!overrun) return null;
  const [payer] = await db.select({ username: users.username }).from(users).where(eq(users.id, actor.billingOwnerId));
  return { payer: payer?.username ?? '', payerIsMe: actor.billingOwnerId === actor.userId, ...overrun };
}

/**
 * Throws 403 WORKSPACE_OVER_PLAN when the actor's team is over its payer's plan. The auth hook
 * asks it before every route the contract marks `workspace: 'write'` but not `removesOnly`
 * (common/teams-texts.plain.ts `refusedOverPlan`): two reads of indexes, on team writes only.
 */
export async function requireWithinPlan(db: Db, actor: Actor): Promise<void> {
  const over = await overPlanOf(db, actor);
  if (over) throw new AppError(403, TEAM_ERROR_CODES.overPlan, TEAM_TEXTS.overPlan(over));
}
