import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { workspaces } from '../db/schema';
import { getEntitlements, type Entitlements } from '../billing/entitlements';
import { notFound } from '../http/errors';

/**
 * A workspace's plan (issue #22): "a team's list count is capped by its owner's plan" — the plan
 * of its billing owner (a personal workspace's is its user). What counts toward the cap is the
 * workspace's own lists (access/list-access.ts `listsOwnedBy`).
 */
async function billingOwnerOf(db: Db, workspaceId: number, lock: boolean): Promise<number> {
  const query = db.select({ billingOwnerId: workspaces.billingOwnerId }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Workspace not found');
  return row.billingOwnerId;
}

/** The plan that caps the workspace's lists. */
export async function workspaceEntitlements(db: Db, workspaceId: number): Promise<Entitlements> {
  return getEntitlements(db, await billingOwnerOf(db, workspaceId, false));
}

/**
 * Locks the workspace row for the rest of the transaction: list creation, imports and restores
 * of the same workspace take it first, so two of them at the limit cannot both see room for one.
 */
export async function lockWorkspace(db: Db, workspaceId: number): Promise<void> {
  await billingOwnerOf(db, workspaceId, true);
}
