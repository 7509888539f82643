import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { TEAM_ERROR_CODES, TEAM_TEXTS, type TeamMember, type WorkspaceRole } from '../../common/teams';
import { roleRefusal, type Actor } from '../access/actor';
import type { Db } from '../db/open';
import { users, workspaceInvites, workspaceMembers, workspaces } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { passBillingOn } from './billing-handover';

/**
 * A team's members and roles (issue #22): owners change roles and remove members, anyone but the
 * last owner leaves, checked under the workspace's lock; a personal workspace has no one else.
 * An owner who stops being one takes their pending invitations and, if they paid, the bill with
 * them (billing-handover.ts).
 */

const lastOwner = () => new AppError(409, TEAM_ERROR_CODES.lastOwner, TEAM_TEXTS.lastOwner);
export const personalRefusal = () => new AppError(400, TEAM_ERROR_CODES.personal, TEAM_TEXTS.personalWorkspace);
const memberNotFound = () => notFound(TEAM_TEXTS.memberNotFound);

/** The owners of a workspace other than `exceptUserId`, locked with the workspace row first. */
async function lockAndCountOtherOwners(db: Db, workspaceId: number, exceptUserId: number): Promise<number> {
  await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner'), ne(workspaceMembers.userId, exceptUserId)));
  return row?.n ?? 0;
}

/** What an owner who stops being one sent and is still pending is withdrawn. */
async function withdrawInvitesOf(db: Db, workspaceId: number, userId: number): Promise<void> {
  await db.delete(workspaceInvites).where(and(eq(workspaceInvites.workspaceId, workspaceId), eq(workspaceInvites.invitedBy, userId), isNull(workspaceInvites.acceptedAt)));
}

/**
 * The role was checked when the request came in; a change made since (another owner demoted the
 * caller, and that committed while this waited for the workspace's lock) counts: read it again.
 */
async function stillOwner(db: Db, actor: Actor): Promise<void> {
  const me = await memberRow(db, actor.workspaceId, actor.userId);
  if (me?.role !== 'owner') throw roleRefusal(me?.role ?? 'viewer');
}

export async function memberRow(db: Db, workspaceId: number, userId: number) {
  const [row] = await db
    .select({ userId: users.id, username: users.username, email: users.email, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** Owners change roles; the last owner cannot be demoted (checked under the workspace's lock). */
export async function changeMemberRole(db: Db, actor: Actor, userId: number, role: WorkspaceRole): Promise<TeamMember> {
  if (actor.personal) throw personalRefusal();
  const member = await db.transaction(async (tx) => {
    const others = await lockAndCountOtherOwners(tx, actor.workspaceId, userId);
    await stillOwner(tx, actor);
    const member = await memberRow(tx, actor.workspaceId, userId);
    if (!member) throw memberNotFound();
    if (member.role === 'owner' && role !== 'owner') {
      if (others === 0) throw lastOwner();
      await tx.update(workspaceMembers).set({ role }).where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
      await passBillingOn(tx, actor.workspaceId, userId);
      await withdrawInvitesOf(tx, actor.workspaceId, userId);
    } else {
      await tx.update(workspaceMembers).set({ role }).where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), eq(workspaceMembers.userId, userId)));
    }
    return { ...member, role, joinedAt: member.joinedAt.toISOString() };
  });
  return member;
}

/** Takes a member out: they lose access on their next request (the actor is read per request). */
async function removeMembership(db: Db, workspaceId: number, userId: number, byOwner?: Actor): Promise<{ username: string }> {
  return db.transaction(async (tx) => {
    const others = await lockAndCountOtherOwners(tx, workspaceId, userId);
    if (byOwner) await stillOwner(tx, byOwner);
    const member = await memberRow(tx, workspaceId, userId);
    if (!member) throw memberNotFound();
    if (member.role === 'owner' && others === 0) throw lastOwner();
    if (member.role === 'owner') {
      await passBillingOn(tx, workspaceId, userId);
      await withdrawInvitesOf(tx, workspaceId, userId);
    }
    await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return { username: member.username };
  });
}

/** Removes a member (owners); answers their username, for the log. */
export async function removeTeamMember(db: Db, actor: Actor, userId: number): Promise<{ username: string }> {
  if (actor.personal) throw personalRefusal();
  return removeMembership(db, actor.workspaceId, userId, actor);
}

export async function leaveTeam(db: Db, actor: Actor): Promise<void> {
  if (actor.personal) throw personalRefusal();
  await removeMembership(db, actor.workspaceId, actor.userId);
}
