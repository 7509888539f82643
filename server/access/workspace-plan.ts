import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { lists, users, workspaces } from '../db/schema';
import { getEntitlements, type Entitlements } from '../billing/entitlements';
import { notFound } from '../http/errors';

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

/** Live lists billed to a person, in all their workspaces, and those of one workspace among them. */
export async function listsBilledTo(db: Db, billingOwnerId: number, workspaceId: number): Promise<{ used: number; here: number }> {
  const { rows } = await db.execute<{ used: number; here: number }>(sql`
    select count(*)::int as used, (count(*) filter (where ${lists.workspaceId} = ${workspaceId}))::int as here
    from ${lists}
    where ${lists.removedAt} is null
      and ${lists.workspaceId} in (select ${workspaces.id} from ${workspaces} where ${workspaces.billingOwnerId} = ${billingOwnerId})`);
  return { used: Number(rows[0]?.used ?? 0), here: Number(rows[0]?.here ?? 0) };
}

/**
 * Live lists billed to a person in their other workspaces (not this one): one index range each,
 * none at all for someone who bills only this one. `GET /api/lists` adds the lists it read.
 */
export async function listsBilledElsewhere(db: Db, billingOwnerId: number, workspaceId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${lists}
    where ${lists.removedAt} is null
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
