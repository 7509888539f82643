import { and, asc, count, eq, isNull, min, sql } from 'drizzle-orm';
import { WORKSPACE_ROLES } from '../../common/workspace-roles.plain';
import { TEAM_ERROR_CODES, TEAM_TEXTS, type TeamMember, type TeamResponse, type WorkspacesResponse, type WorkspaceSummary } from '../../common/teams';
import type { Actor } from '../access/actor';
import { liveListsOf } from '../access/list-access';
import { overPlanOf } from '../access/workspace-plan';
import type { Db } from '../db/open';
import { draws, giveaways, lists, users, workspaceMembers, workspaces } from '../db/schema';
import { AppError, badRequest } from '../http/errors';
import { passBillingOn } from './billing-handover';
import { pendingInvites } from './invitations-service';
import { personalRefusal } from './membership-service';

/** Owners first, then editors, then viewers: the order of WORKSPACE_ROLES. */
const roleOrder = sql`case ${workspaceMembers.role} ${sql.join(WORKSPACE_ROLES.map((role, rank) => sql.raw(`when '${role}' then ${String(rank)}`)), sql` `)} end`;

/**
 * Workspaces (issue #22, docs/decisions/022-teams.md): the ones a user belongs to and switches
 * between, a team's making, renaming and deleting, the team as its page shows it, and what goes
 * with an account an admin deletes. Who may call what is the route contract's (`workspace:
 * 'manage'` for owners).
 */

/** How many teams one user may create (a bound on what one account can make the server store). */
export const TEAMS_CREATED_MAX = 20;

const notAMember = () => new AppError(404, TEAM_ERROR_CODES.notAMember, TEAM_TEXTS.notAMember);

const summaryColumns = (userId: number) => ({
  id: workspaces.id,
  name: workspaces.name,
  personal: sql<boolean>`${workspaces.personalOf} is not null`,
  role: workspaceMembers.role,
  billedToMe: sql<boolean>`${workspaces.billingOwnerId} = ${userId}`,
});

/** The workspaces the user belongs to, personal first, then teams by name. */
async function workspacesOf(db: Db, userId: number): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select(summaryColumns(userId))
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.personalOf} is null`, asc(sql`lower(${workspaces.name})`), asc(workspaces.id));
  return rows.map((row) => ({ ...row, personal: Boolean(row.personal), billedToMe: Boolean(row.billedToMe) }));
}

const summaryOf = (actor: Actor): WorkspaceSummary => ({
  id: actor.workspaceId,
  name: actor.workspaceName,
  personal: actor.personal,
  role: actor.role,
  billedToMe: actor.billingOwnerId === actor.userId,
});

export async function listWorkspaces(db: Db, actor: Actor): Promise<WorkspacesResponse> {
  const [mine, overPlan] = await Promise.all([workspacesOf(db, actor.userId), overPlanOf(db, actor)]);
  return { current: summaryOf(actor), workspaces: mine, overPlan };
}

export async function createWorkspace(db: Db, actor: Actor, name: string): Promise<WorkspaceSummary> {
  const workspace = await db.transaction(async (tx) => {
    // One at a time per user, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [made] = await tx.select({ n: count() }).from(workspaces).where(and(eq(workspaces.billingOwnerId, actor.userId), isNull(workspaces.personalOf)));
    if ((made?.n ?? 0) >= TEAMS_CREATED_MAX) throw badRequest(`You can create at most ${String(TEAMS_CREATED_MAX)} teams.`);
    const [row] = await tx.insert(workspaces).values({ name, billingOwnerId: actor.userId }).returning({ id: workspaces.id, name: workspaces.name });
    await tx.insert(workspaceMembers).values({ workspaceId: row!.id, userId: actor.userId, role: 'owner' });
    await tx.update(users).set({ currentWorkspaceId: row!.id }).where(eq(users.id, actor.userId));
    return { id: row!.id, name: row!.name, personal: false, role: 'owner' as const, billedToMe: true };
  });
  return workspace;
}

/** The header's 'Workspace' control: only a workspace the user belongs to (else 404, as for any other). */
export async function switchWorkspace(db: Db, actor: Actor, workspaceId: number): Promise<WorkspacesResponse> {
  const mine = await workspacesOf(db, actor.userId);
  const target = mine.find((workspace) => workspace.id === workspaceId);
  if (!target) throw notAMember();
  await db.update(users).set({ currentWorkspaceId: target.personal ? null : target.id }).where(eq(users.id, actor.userId));
  const [row] = await db.select({ billingOwnerId: workspaces.billingOwnerId }).from(workspaces).where(eq(workspaces.id, target.id));
  const overPlan = row ? await overPlanOf(db, { userId: actor.userId, personal: target.personal, billingOwnerId: row.billingOwnerId }) : null;
  return { current: target, workspaces: mine, overPlan };
}

export async function getTeam(db: Db, actor: Actor): Promise<TeamResponse> {
  const [memberRows, [billing], [listCount], invites] = await Promise.all([
    db
      .select({ userId: users.id, username: users.username, email: users.email, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, actor.workspaceId))
      .orderBy(roleOrder, asc(sql`lower(${users.username})`)),
    db.select({ username: users.username }).from(workspaces).innerJoin(users, eq(users.id, workspaces.billingOwnerId)).where(eq(workspaces.id, actor.workspaceId)),
    db.select({ n: count() }).from(lists).where(liveListsOf(actor.workspaceId)),
    actor.role === 'owner' ? pendingInvites(db, actor.workspaceId) : Promise.resolve([]),
  ]);
  // E-mail addresses are for the owners, who invite and manage; the others see names and roles.
  const members: TeamMember[] = memberRows.map((row) => ({ ...row, email: actor.role === 'owner' ? row.email : null, joinedAt: row.joinedAt.toISOString() }));
  return { workspace: summaryOf(actor), billingOwner: billing?.username ?? '', listCount: listCount?.n ?? 0, members, invites };
}

export async function renameTeam(db: Db, actor: Actor, name: string): Promise<WorkspaceSummary> {
  if (actor.personal) throw personalRefusal();
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, actor.workspaceId));
  return { ...summaryOf(actor), name };
}

/**
 * Deletes the team, its lists (Trash and snapshots included) and its log for good; every member
 * falls back to their personal workspace on their next request. The personal workspace stays.
 * Not while an announced draw of the team waits to be drawn (issue #33): its commitment was
 * published, and deleting the team must not be a way to take the promise back.
 */
export async function deleteTeam(db: Db, actor: Actor): Promise<void> {
  if (actor.personal) throw personalRefusal();
  await db.transaction(async (tx) => {
    // The lock first: an announcement in flight either committed before (and is counted) or waits
    // on this row (a draw's reference to its workspace) and finds the team gone.
    await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, actor.workspaceId)).for('update');
    const [pending] = await tx
      .select({ n: count(), first: min(draws.drawAt) })
      .from(draws)
      .where(and(eq(draws.workspaceId, actor.workspaceId), eq(draws.status, 'announced')));
    // An open giveaway (issue #36) is a draw to come as well: its commitment is on its entry page.
    const [open] = await tx
      .select({ n: count(), first: min(giveaways.closesAt) })
      .from(giveaways)
      .where(and(eq(giveaways.workspaceId, actor.workspaceId), eq(giveaways.status, 'open')));
    const waiting = (pending?.n ?? 0) + (open?.n ?? 0);
    const firsts = [pending?.first, open?.first].filter((at): at is Date => at instanceof Date).map((at) => at.getTime());
    if (waiting > 0) throw new AppError(409, TEAM_ERROR_CODES.drawsPending, TEAM_TEXTS.drawsPending(waiting, new Date(firsts.length > 0 ? Math.min(...firsts) : Date.now()).toISOString()));
    await deleteWorkspaceLists(tx, actor.workspaceId);
    await tx.delete(workspaces).where(eq(workspaces.id, actor.workspaceId));
  });
}

/** Every list of the workspace, live or removed; their members go with them (cascades). */
export async function deleteWorkspaceLists(db: Db, workspaceId: number): Promise<number> {
  const deleted = await db.delete(lists).where(eq(lists.workspaceId, workspaceId)).returning({ id: lists.id });
  return deleted.length;
}

/**
 * Before an admin deletes a user (admin/users-service.ts): the workspaces that go with them — their
 * personal one, and the teams where no one else is an owner — and how many lists those hold.
 * Teams with another owner stay; if the user paid for one, the next owner does now.
 */
export async function workspacesLeavingWith(db: Db, userId: number, lock = true): Promise<{ workspaceIds: number[]; listCount: number }> {
  // Every workspace the user owns or pays for is locked before deciding: a co-owner leaving one of
  // them meanwhile waits, so no team is left without an owner.
  if (lock) {
    await db.execute(sql`
      select ${workspaces.id} from ${workspaces}
      where ${workspaces.billingOwnerId} = ${userId}
         or ${workspaces.id} in (select ${workspaceMembers.workspaceId} from ${workspaceMembers} where ${workspaceMembers.userId} = ${userId} and ${workspaceMembers.role} = 'owner')
      order by ${workspaces.id} for update`);
  }
  const { rows } = await db.execute<{ id: number }>(sql`
    select w.id from ${workspaces} w
    where w.personal_of = ${userId}
       or (w.personal_of is null
           and exists (select 1 from ${workspaceMembers} m where m.workspace_id = w.id and m.user_id = ${userId} and m.role = 'owner')
           and not exists (select 1 from ${workspaceMembers} m where m.workspace_id = w.id and m.user_id <> ${userId} and m.role = 'owner'))
       or (w.personal_of is null and w.billing_owner_id = ${userId}
           and not exists (select 1 from ${workspaceMembers} m where m.workspace_id = w.id and m.user_id <> ${userId} and m.role = 'owner'))
    ${lock ? sql`for update` : sql``}`);
  const workspaceIds = rows.map((row) => Number(row.id));
  if (workspaceIds.length === 0) return { workspaceIds, listCount: 0 };
  const [row] = await db.select({ n: count() }).from(lists).where(sql`${lists.workspaceId} = any(${sql.param(workspaceIds)}::int[])`);
  return { workspaceIds, listCount: row?.n ?? 0 };
}

/** Deletes what `workspacesLeavingWith` found (lists first), and passes on the bills of the rest. */
export async function deleteWorkspacesOf(db: Db, userId: number, workspaceIds: number[]): Promise<void> {
  for (const id of workspaceIds) await deleteWorkspaceLists(db, id);
  if (workspaceIds.length > 0) await db.delete(workspaces).where(sql`${workspaces.id} = any(${sql.param(workspaceIds)}::int[])`);
  const { rows } = await db.execute<{ id: number }>(sql`select id from ${workspaces} where billing_owner_id = ${userId}`);
  for (const row of rows) await passBillingOn(db, Number(row.id), userId, { force: true });
}
