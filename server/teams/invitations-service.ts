import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { INVITE_DAYS, ROLE_LABELS, TEAM_ERROR_CODES, TEAM_TEXTS, type InviteInfo, type MyInvite, type PendingInvite, type WorkspaceRole, type WorkspaceSummary } from '../../common/teams';
import type { Actor } from '../access/actor';
import { hashToken, newToken } from '../crypto/secret-token';
import type { Db } from '../db/open';
import { users, workspaceInvites, workspaceMembers, workspaces } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { teamInviteMail } from '../mail/templates';
import { memberRow, personalRefusal } from './membership-service';

/**
 * Invitations to a team (issue #22): by e-mail with a role, single use, 7 days, for the e-mail
 * they were sent to, and only while whoever sent them is still an owner there.
 */

/** How many invitations a team may have pending at once. */
export const PENDING_INVITES_MAX = 100;

const inviteInvalid = () => new AppError(404, TEAM_ERROR_CODES.inviteInvalid, TEAM_TEXTS.inviteInvalid);

export async function pendingInvites(db: Db, workspaceId: number): Promise<PendingInvite[]> {
  const rows = await db
    .select({ id: workspaceInvites.id, email: workspaceInvites.email, role: workspaceInvites.role, expiresAt: workspaceInvites.expiresAt })
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), isNull(workspaceInvites.acceptedAt), gt(workspaceInvites.expiresAt, new Date())))
    .orderBy(asc(workspaceInvites.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
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

/** E-mail addresses are compared without case (the project's rule: `lower(email)` is unique). */
export const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** An invitation found by the secret of its link. */
export const byToken = (token: string): SQL => eq(workspaceInvites.tokenHash, hashToken(token));
/** An invitation found by its id, only when it was sent to this address (the Workspace menu's, issue #38). */
const byIdFor = (inviteId: number, email: string): SQL => and(eq(workspaceInvites.id, inviteId), sql`lower(${workspaceInvites.email}) = lower(${email})`)!;

/** The one condition of an invitation that can still be accepted: unused, unexpired, its sender still an owner there. */
const stillOpen = (): SQL =>
  and(
    isNull(workspaceInvites.acceptedAt),
    gt(workspaceInvites.expiresAt, new Date()),
    // Only while whoever sent it is still an owner there: an owner removed or demoted leaves
    // no open door behind (a second account of theirs could otherwise come back as owner).
    sql`exists (select 1 from ${workspaceMembers} m where m.workspace_id = "workspace_invites"."workspace_id" and m.user_id = "workspace_invites"."invited_by" and m.role = 'owner')`,
  )!;

const inviterName = sql<string>`coalesce((select u.username from ${users} u where u.id = "workspace_invites"."invited_by"), 'A team owner')`;

/** The pending, unexpired invitation found by `which`, or undefined; `lock` holds its row to the end of the transaction. */
export async function findInvite(db: Db, which: SQL, lock = false) {
  const query = db
    .select({
      id: workspaceInvites.id,
      workspaceId: workspaceInvites.workspaceId,
      email: workspaceInvites.email,
      role: workspaceInvites.role,
      workspace: workspaces.name,
      inviter: inviterName,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(and(which, stillOpen()));
  const [row] = lock ? await query.for('update', { of: workspaceInvites }) : await query;
  return row;
}
export type OpenInvite = NonNullable<Awaited<ReturnType<typeof findInvite>>>;

/**
 * Joins a found (and locked) invitation's team with its role, once: the invitation is marked used
 * in the caller's transaction and the team becomes the user's current workspace. The caller has
 * checked that the user's address is the invited one.
 */
export async function joinInvite(tx: Db, invite: OpenInvite, userId: number): Promise<{ workspace: WorkspaceSummary; joined: boolean }> {
  await tx.update(workspaceInvites).set({ acceptedAt: new Date() }).where(eq(workspaceInvites.id, invite.id));
  const [inserted] = await tx
    .insert(workspaceMembers)
    .values({ workspaceId: invite.workspaceId, userId, role: invite.role })
    .onConflictDoNothing()
    .returning({ role: workspaceMembers.role });
  const role = inserted?.role ?? (await memberRow(tx, invite.workspaceId, userId))!.role;
  await tx.update(users).set({ currentWorkspaceId: invite.workspaceId }).where(eq(users.id, userId));
  // Joining never moves a bill: the billing owner is always one of the team's first owners.
  return { workspace: { id: invite.workspaceId, name: invite.workspace, personal: false, role, billedToMe: false }, joined: inserted !== undefined };
}

/** What the invitation page shows; anyone holding the link may read it (the link is the secret). */
export async function getInvite(db: Db, token: string): Promise<InviteInfo> {
  const invite = await findInvite(db, byToken(token));
  if (!invite) throw inviteInvalid();
  return { workspace: invite.workspace, inviter: invite.inviter, role: invite.role, email: invite.email };
}

/**
 * Joins the invitation's team with its role, once: the invitation is locked and marked used in
 * the same transaction. Only the account with the invited e-mail may accept (a forwarded link
 * does not let someone else in). The team becomes the user's current workspace.
 */
export async function acceptInvite(db: Db, actor: Actor, email: string, token: string): Promise<{ workspace: WorkspaceSummary; joined: boolean }> {
  return db.transaction(async (tx) => {
    const invite = await findInvite(tx, byToken(token), true);
    if (!invite) throw inviteInvalid();
    if (!sameEmail(invite.email, email)) throw new AppError(403, TEAM_ERROR_CODES.inviteOtherEmail, TEAM_TEXTS.inviteOtherEmail(invite.email));
    return joinInvite(tx, invite, actor.userId);
  });
}

/**
 * The invitations waiting for my address (the Workspace menu, issue #38): open ones, to teams I am
 * not in yet. Only the signed-in account's own address is ever read: nobody lists another's.
 */
export async function myInvites(db: Db, actor: Actor, email: string): Promise<MyInvite[]> {
  const rows = await db
    .select({ id: workspaceInvites.id, workspace: workspaces.name, inviter: inviterName, role: workspaceInvites.role, expiresAt: workspaceInvites.expiresAt })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(
      and(
        sql`lower(${workspaceInvites.email}) = lower(${email})`,
        stillOpen(),
        sql`not exists (select 1 from ${workspaceMembers} me where me.workspace_id = "workspace_invites"."workspace_id" and me.user_id = ${actor.userId})`,
      ),
    )
    .orderBy(asc(workspaceInvites.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

/** Accepts one of my invitations from the Workspace menu: by its id, only if it was sent to my address. */
export async function acceptMyInvite(db: Db, actor: Actor, email: string, inviteId: number): Promise<{ workspace: WorkspaceSummary; joined: boolean }> {
  return db.transaction(async (tx) => {
    const invite = await findInvite(tx, byIdFor(inviteId, email), true);
    if (!invite) throw notFound(TEAM_TEXTS.inviteNotFound);
    return joinInvite(tx, invite, actor.userId);
  });
}
