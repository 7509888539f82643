import { and, asc, count, eq, ne } from 'drizzle-orm';
import { TEAM_ERROR_CODES, TEAM_TEXTS } from '../../common/teams';
import { liveListsOf } from '../access/list-access';
import { planHasRoomFor } from '../access/workspace-plan';
import type { Db } from '../db/open';
import { lists, users, workspaceMembers, workspaces } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * When the billing owner stops being an owner, the bill passes to the longest-standing other
 * owner whose plan has room for the team's live lists beside what it already holds (issue #33:
 * otherwise handing the bill to a free account freed the payer's plan for more lists). Without
 * one, the change is refused in words (409 BILL_NO_ROOM), unless `force` (the payer's account is
 * being deleted): then the longest-standing owner pays, and the team is read only until it fits.
 * Called under the workspace's lock.
 */
export async function passBillingOn(db: Db, workspaceId: number, leavingUserId: number, options: { force?: boolean } = {}): Promise<void> {
  const [workspace] = await db.select({ billingOwnerId: workspaces.billingOwnerId }).from(workspaces).where(eq(workspaces.id, workspaceId));
  if (workspace?.billingOwnerId !== leavingUserId) return;
  const owners = await db
    .select({ userId: users.id, username: users.username })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner'), ne(workspaceMembers.userId, leavingUserId)))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
  if (owners.length === 0) return;
  const [live] = await db.select({ n: count() }).from(lists).where(liveListsOf(workspaceId));
  const teamLists = live?.n ?? 0;
  let payer = options.force ? owners[0] : undefined;
  for (const owner of owners) {
    if (await planHasRoomFor(db, owner.userId, teamLists)) {
      payer = owner;
      break;
    }
  }
  if (!payer) throw new AppError(409, TEAM_ERROR_CODES.billNoRoom, TEAM_TEXTS.billNoRoom(teamLists, owners.map((owner) => owner.username)));
  await db.update(workspaces).set({ billingOwnerId: payer.userId }).where(eq(workspaces.id, workspaceId));
}
