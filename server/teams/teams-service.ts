import { and, asc, count, eq, gt, isNull, min, ne, sql } from 'drizzle-orm';
import {
  INVITE_DAYS,
  ROLE_LABELS,
  TEAM_ERROR_CODES,
  TEAM_TEXTS,
  type InviteInfo,
  type PendingInvite,
  type TeamMember,
  type TeamResponse,
  type WorkspaceRole,
  type WorkspacesResponse,
  type WorkspaceSummary,
} from '../../common/teams';
import { roleRefusal, type Actor } from '../access/actor';
import { liveListsOf } from '../access/list-access';
import { overPlanOf, planHasRoomFor } from '../access/workspace-plan';
import { hashToken, newToken } from '../auth/session-service';
import type { Db } from '../db/open';
import { draws, lists, users, workspaceInvites, workspaceMembers, workspaces } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { teamInviteMail } from '../mail/templates';

/**
 * Teams (issue #22, docs/decisions/022-teams.md): workspaces, members and roles, invitations.
 * Who may call what is the route contract's (`workspace: 'manage'` for owners); the rules that
 * need the data are here: the last owner stays, a personal workspace has no one else, an
 * invitation is single use, 7 days, for the e-mail it was sent to.
 */

/** How many teams one user may create (a bound on what one account can make the server store). */
export const TEAMS_CREATED_MAX = 20;
/** How many invitations a team may have pending at once. */
export const PENDING_INVITES_MAX = 100;

const lastOwner = () => new AppError(409, TEAM_ERROR_CODES.lastOwner, TEAM_TEXTS.lastOwner);
const personalRefusal = () => new AppError(400, TEAM_ERROR_CODES.personal, TEAM_TEXTS.personalWorkspace);
const notAMember = () => new AppError(404, TEAM_ERROR_CODES.notAMember, TEAM_TEXTS.notAMember);
const inviteInvalid = () => new AppError(404, TEAM_ERROR_CODES.inviteInvalid, TEAM_TEXTS.inviteInvalid);
const memberNotFound = () => notFound(TEAM_TEXTS.memberNotFound);

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
      .orderBy(sql`case ${workspaceMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`, asc(sql`lower(${users.username})`)),
    db.select({ username: users.username }).from(workspaces).innerJoin(users, eq(users.id, workspaces.billingOwnerId)).where(eq(workspaces.id, actor.workspaceId)),
    db.select({ n: count() }).from(lists).where(liveListsOf(actor.workspaceId)),
    actor.role === 'owner' ? pendingInvites(db, actor.workspaceId) : Promise.resolve([]),
  ]);
  // E-mail addresses are for the owners, who invite and manage; the others see names and roles.
  const members: TeamMember[] = memberRows.map((row) => ({ ...row, email: actor.role === 'owner' ? row.email : null, joinedAt: row.joinedAt.toISOString() }));
  return { workspace: summaryOf(actor), billingOwner: billing?.username ?? '', listCount: listCount?.n ?? 0, members, invites };
}

async function pendingInvites(db: Db, workspaceId: number): Promise<PendingInvite[]> {
  const rows = await db
    .select({ id: workspaceInvites.id, email: workspaceInvites.email, role: workspaceInvites.role, expiresAt: workspaceInvites.expiresAt })
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), isNull(workspaceInvites.acceptedAt), gt(workspaceInvites.expiresAt, new Date())))
    .orderBy(asc(workspaceInvites.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
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
    if (pending && pending.n > 0) throw new AppError(409, TEAM_ERROR_CODES.drawsPending, TEAM_TEXTS.drawsPending(pending.n, (pending.first ?? new Date()).toISOString()));
    await deleteWorkspaceLists(tx, actor.workspaceId);
    await tx.delete(workspaces).where(eq(workspaces.id, actor.workspaceId));
  });
}

/** Every list of the workspace, live or removed; their members go with them (cascades). */
export async function deleteWorkspaceLists(db: Db, workspaceId: number): Promise<number> {
  const deleted = await db.delete(lists).where(eq(lists.workspaceId, workspaceId)).returning({ id: lists.id });
  return deleted.length;
}

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
 * When the billing owner stops being an owner, the bill passes to the longest-standing other
 * owner whose plan has room for the team's live lists beside what it already holds (issue #33:
 * otherwise handing the bill to a free account freed the payer's plan for more lists). Without
 * one, the change is refused in words (409 BILL_NO_ROOM), unless `force` (the payer's account is
 * being deleted): then the longest-standing owner pays, and the team is read only until it fits.
 * Called under the workspace's lock.
 */
async function passBillingOn(db: Db, workspaceId: number, leavingUserId: number, options: { force?: boolean } = {}): Promise<void> {
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

/**
 * The role was checked when the request came in; a change made since (another owner demoted the
 * caller, and that committed while this waited for the workspace's lock) counts: read it again.
 */
async function stillOwner(db: Db, actor: Actor): Promise<void> {
  const me = await memberRow(db, actor.workspaceId, actor.userId);
  if (me?.role !== 'owner') throw roleRefusal(me?.role ?? 'viewer');
}

async function memberRow(db: Db, workspaceId: number, userId: number) {
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

/** The log is every member's to read: an invitation's line names its role and the address's domain only. */
export const inviteSubject = (email: string, role: WorkspaceRole): string => `someone at ${email.slice(email.lastIndexOf('@') + 1)} (${ROLE_LABELS[role]})`;

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  appUrl: URL;
}

/**
 * Invites by e-mail with a role: a 32-byte token from the CSPRNG, stored as its SHA-256, valid 7
 * days, used once. A new invitation to the same e-mail replaces the pending one. The mail goes
 * after the invitation is stored; if it cannot be sent the invitation is withdrawn again.
 */
export async function inviteToTeam(deps: InviteDeps, actor: Actor, email: string, role: WorkspaceRole): Promise<PendingInvite> {
  if (actor.personal) throw personalRefusal();
  const { db } = deps;
  const [existing] = await db
    .select({ id: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, actor.workspaceId), sql`lower(${users.email}) = lower(${email})`));
  if (existing) throw new AppError(409, TEAM_ERROR_CODES.alreadyMember, TEAM_TEXTS.alreadyMember(email));
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 3600 * 1000);
  const invite = await db.transaction(async (tx) => {
    await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, actor.workspaceId)).for('update');
    await tx.delete(workspaceInvites).where(and(eq(workspaceInvites.workspaceId, actor.workspaceId), sql`lower(${workspaceInvites.email}) = lower(${email})`, isNull(workspaceInvites.acceptedAt)));
    const pending = await pendingInvites(tx, actor.workspaceId);
    if (pending.length >= PENDING_INVITES_MAX) throw badRequest(`A team can have at most ${String(PENDING_INVITES_MAX)} pending invitations.`);
    const [row] = await tx
      .insert(workspaceInvites)
      .values({ workspaceId: actor.workspaceId, email, role, tokenHash: hashToken(token), invitedBy: actor.userId, expiresAt })
      .returning({ id: workspaceInvites.id, email: workspaceInvites.email, role: workspaceInvites.role, expiresAt: workspaceInvites.expiresAt });
    return row!;
  });
  try {
    await deps.mailer.send(teamInviteMail(deps.appUrl, email, token, { team: actor.workspaceName, inviter: actor.username, role: ROLE_LABELS[role] }));
  } catch (error) {
    await db.delete(workspaceInvites).where(eq(workspaceInvites.id, invite.id));
    throw error;
  }
  return { ...invite, expiresAt: invite.expiresAt.toISOString() };
}

export async function withdrawInvite(db: Db, actor: Actor, inviteId: number): Promise<void> {
  const deleted = await db
    .delete(workspaceInvites)
    .where(and(eq(workspaceInvites.id, inviteId), eq(workspaceInvites.workspaceId, actor.workspaceId), isNull(workspaceInvites.acceptedAt)))
    .returning({ id: workspaceInvites.id });
  if (deleted.length === 0) throw notFound(TEAM_TEXTS.inviteNotFound);
}

/** The pending, unexpired invitation of a token, or undefined. */
async function findInvite(db: Db, token: string, lock = false) {
  const query = db
    .select({
      id: workspaceInvites.id,
      workspaceId: workspaceInvites.workspaceId,
      email: workspaceInvites.email,
      role: workspaceInvites.role,
      workspace: workspaces.name,
      inviter: sql<string>`coalesce((select u.username from ${users} u where u.id = "workspace_invites"."invited_by"), 'A team owner')`,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(
      and(
        eq(workspaceInvites.tokenHash, hashToken(token)),
        isNull(workspaceInvites.acceptedAt),
        gt(workspaceInvites.expiresAt, new Date()),
        // Only while whoever sent it is still an owner there: an owner removed or demoted leaves
        // no open door behind (a second account of theirs could otherwise come back as owner).
        sql`exists (select 1 from ${workspaceMembers} m where m.workspace_id = "workspace_invites"."workspace_id" and m.user_id = "workspace_invites"."invited_by" and m.role = 'owner')`,
      ),
    );
  const [row] = lock ? await query.for('update', { of: workspaceInvites }) : await query;
  return row;
}

/** What the invitation page shows; anyone holding the link may read it (the link is the secret). */
export async function getInvite(db: Db, token: string): Promise<InviteInfo> {
  const invite = await findInvite(db, token);
  if (!invite) throw inviteInvalid();
  return { workspace: invite.workspace, inviter: invite.inviter, role: invite.role, email: invite.email };
}

/**
 * Joins the invitation's team with its role, once: the invitation is locked and marked used in
 * the same transaction. Only the account with the invited e-mail may accept (a forwarded link
 * does not let someone else in). The team becomes the user's current workspace.
 */
export async function acceptInvite(db: Db, actor: Actor, email: string, token: string): Promise<{ workspace: WorkspaceSummary; joined: boolean }> {
  const joined = await db.transaction(async (tx) => {
    const invite = await findInvite(tx, token, true);
    if (!invite) throw inviteInvalid();
    if (invite.email.toLowerCase() !== email.toLowerCase()) throw new AppError(403, TEAM_ERROR_CODES.inviteOtherEmail, TEAM_TEXTS.inviteOtherEmail(invite.email));
    await tx.update(workspaceInvites).set({ acceptedAt: new Date() }).where(eq(workspaceInvites.id, invite.id));
    const [inserted] = await tx
      .insert(workspaceMembers)
      .values({ workspaceId: invite.workspaceId, userId: actor.userId, role: invite.role })
      .onConflictDoNothing()
      .returning({ role: workspaceMembers.role });
    const role = inserted?.role ?? (await memberRow(tx, invite.workspaceId, actor.userId))!.role;
    await tx.update(users).set({ currentWorkspaceId: invite.workspaceId }).where(eq(users.id, actor.userId));
    return { id: invite.workspaceId, name: invite.workspace, personal: false, role, fresh: inserted !== undefined };
  });
  // Joining never moves a bill: the billing owner is always one of the team's first owners.
  return { workspace: { id: joined.id, name: joined.name, personal: joined.personal, role: joined.role, billedToMe: false }, joined: joined.fresh };
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
