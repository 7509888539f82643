import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_DATA_ERROR_CODES, ACCOUNT_DATA_TEXTS, DELETE_ACCOUNT_CONFIRMATION, type AccountDeletionPreview } from '../../common/account-data';
import { ADMIN_ERROR_CODES } from '../../common/admin';
import { PROFILE_TEXTS } from '../../common/profile';
import { recordAudit } from '../audit/audit-log';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db/open';
import {
  apiTokens,
  blogPosts,
  composerSettings,
  draws,
  giveaways,
  lists,
  mediaImages,
  messageTemplates,
  oneTimeTokens,
  planAssignments,
  planRequests,
  profiles,
  sessions,
  shootHistory,
  users,
  workspaceActivity,
  workspaceInvites,
  workspaceMembers,
  workspaces,
} from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { deleteWorkspacesOf, workspacesLeavingWith } from '../teams/workspaces-service';

/**
 * 'Delete my account' (issue #38 item 9, decision 036). The account's row stays as an anonymous
 * tombstone: the certificates the person made are public evidence others rely on, each names its
 * maker's previous certificate (the per-person chain, decision 029) and `draws.user_id` may not be
 * null, so the row keeps its id and loses everything that named the person (username, e-mail,
 * password, X accounts); everything else of theirs is deleted in the same transaction.
 */

/** The tombstone's name and address: neither is a username or an e-mail anyone can register or sign in with. */
export const deletedAccountName = (userId: number) => `deleted account #${String(userId)}`;
const deletedAccountEmail = (userId: number) => `#deleted-${String(userId)}`;

const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', PROFILE_TEXTS.wrongCurrentPassword);

interface TeamOfUser {
  id: number;
  name: string;
  role: string;
  otherOwners: number;
  otherMembers: number;
}

async function teamsOf(db: Db, userId: number): Promise<TeamOfUser[]> {
  const { rows } = await db.execute<{ id: number; name: string; role: string; other_owners: number; other_members: number }>(sql`
    select w.id, w.name, m.role,
           (select count(*) from ${workspaceMembers} o where o.workspace_id = w.id and o.user_id <> ${userId} and o.role = 'owner')::int as other_owners,
           (select count(*) from ${workspaceMembers} o where o.workspace_id = w.id and o.user_id <> ${userId})::int as other_members
    from ${workspaceMembers} m join ${workspaces} w on w.id = m.workspace_id
    where m.user_id = ${userId} and w.personal_of is null
    order by lower(w.name), w.id`);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, role: row.role, otherOwners: Number(row.other_owners), otherMembers: Number(row.other_members) }));
}

async function isLastAdmin(db: Db, userId: number, role: string): Promise<boolean> {
  if (role !== 'admin') return false;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isBlocked, false), ne(users.id, userId)));
  return (row?.n ?? 0) === 0;
}

/** Draws they announced and giveaways they opened, still to be drawn: public promises the deletion must not take back. */
async function drawsPending(db: Db, userId: number): Promise<number> {
  const [announced] = await db.select({ n: count() }).from(draws).where(and(eq(draws.userId, userId), eq(draws.status, 'announced')));
  const [open] = await db.select({ n: count() }).from(giveaways).where(and(eq(giveaways.userId, userId), eq(giveaways.status, 'open')));
  return (announced?.n ?? 0) + (open?.n ?? 0);
}

/** What deleting the account would do now, read by the same rules the deletion applies. */
export async function accountDeletionPreview(db: Db, userId: number): Promise<AccountDeletionPreview> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(PROFILE_TEXTS.userNotFound);
  const teams = await teamsOf(db, userId);
  const [ownLists] = await db.select({ n: count() }).from(lists).where(and(eq(lists.workspaceId, userId), isNull(lists.snapshotId)));
  const [certificates] = await db.select({ n: count() }).from(draws).where(eq(draws.userId, userId));
  return {
    ...sortTeams(teams),
    lists: ownLists?.n ?? 0,
    certificates: certificates?.n ?? 0,
    drawsPending: await drawsPending(db, userId),
    lastAdmin: await isLastAdmin(db, userId, user.role),
  };
}

/**
 * A team they alone own and nobody else is in goes with them; a team with another owner they
 * leave (the bill, if theirs, passes on: `deleteWorkspacesOf`); a team they alone own where other
 * people work is refused until they hand it over or delete it themselves: other people's lists
 * are never deleted by someone else's account going.
 */
function sortTeams(teams: TeamOfUser[]) {
  const soleOwner = (team: TeamOfUser) => team.role === 'owner' && team.otherOwners === 0;
  return {
    teamsDeleted: teams.filter((team) => soleOwner(team) && team.otherMembers === 0).map((team) => team.name),
    teamsLeft: teams.filter((team) => !soleOwner(team)).map((team) => team.name),
    teamsToHandOver: teams.filter((team) => soleOwner(team) && team.otherMembers > 0).map((team) => team.name),
  };
}

/**
 * Deletes the account after the password and the typed confirmation, in one transaction with its
 * audit row (written while the row still holds the e-mail, so the log says who asked).
 */
export async function deleteAccount(db: Db, userId: number, input: { password: string; confirmation: string }): Promise<void> {
  if (input.confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION) throw new AppError(400, ACCOUNT_DATA_ERROR_CODES.confirmationMismatch, ACCOUNT_DATA_TEXTS.confirmationMismatch);
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!stored) throw notFound(PROFILE_TEXTS.userNotFound);
  if (!(await verifyPassword(input.password, stored.passwordHash))) throw wrongPassword();

  await db.transaction(async (tx) => {
    // The admins' rows first, as the admin's own changes lock them: two admins deleting
    // themselves at once cannot both pass the last-admin check.
    await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(PROFILE_TEXTS.userNotFound);
    // The password may have changed since it was checked: check against the locked row's.
    if (user.passwordHash !== stored.passwordHash) throw wrongPassword();
    if (await isLastAdmin(tx, userId, user.role)) throw new AppError(409, ADMIN_ERROR_CODES.lastAdmin, ACCOUNT_DATA_TEXTS.lastAdmin);

    // Locks every workspace they own or pay for, so no co-owner leaves meanwhile.
    const { workspaceIds, listCount } = await workspacesLeavingWith(tx, userId);
    const teams = sortTeams(await teamsOf(tx, userId));
    if (teams.teamsToHandOver.length > 0) throw new AppError(409, ACCOUNT_DATA_ERROR_CODES.teamsToHandOver, ACCOUNT_DATA_TEXTS.teamsToHandOver(teams.teamsToHandOver));
    const pending = await drawsPending(tx, userId);
    if (pending > 0) throw new AppError(409, ACCOUNT_DATA_ERROR_CODES.drawsPending, ACCOUNT_DATA_TEXTS.drawsPending(pending));
    const [certificates] = await tx.select({ n: count() }).from(draws).where(eq(draws.userId, userId));

    await recordAudit(tx, userId, 'account.delete', `user ${user.email}`, {
      username: user.username,
      teamsDeleted: teams.teamsDeleted,
      teamsLeft: teams.teamsLeft,
      listsDeleted: listCount,
      certificatesKept: certificates?.n ?? 0,
    });

    // Their personal workspace and the teams only they were in, with every list; the bills of
    // the teams they leave pass to another owner.
    await deleteWorkspacesOf(tx, userId, workspaceIds);
    await tx.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    await tx.delete(workspaceInvites).where(and(sql`lower(${workspaceInvites.email}) = lower(${user.email})`, isNull(workspaceInvites.acceptedAt)));
    await tx.update(workspaceInvites).set({ invitedBy: null }).where(eq(workspaceInvites.invitedBy, userId));
    // The teams' activity keeps what happened, no longer who did it.
    await tx.update(workspaceActivity).set({ actorId: null, actorName: deletedAccountName(userId) }).where(eq(workspaceActivity.actorId, userId));

    // Signed out everywhere, every token gone, every one-time link void.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));

    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(composerSettings).where(eq(composerSettings.userId, userId));
    await tx.delete(messageTemplates).where(eq(messageTemplates.userId, userId));
    await tx.delete(shootHistory).where(eq(shootHistory.userId, userId));
    await tx.delete(planAssignments).where(eq(planAssignments.userId, userId));
    // Their requests for a plan: nobody is left to give one to.
    await tx.delete(planRequests).where(eq(planRequests.userId, userId));
    await tx.update(planRequests).set({ handledBy: null }).where(eq(planRequests.handledBy, userId));
    await tx.update(planAssignments).set({ assignedBy: null }).where(eq(planAssignments.assignedBy, userId));
    await tx.update(blogPosts).set({ authorId: null }).where(eq(blogPosts.authorId, userId));
    await tx.update(mediaImages).set({ uploadedBy: null }).where(eq(mediaImages.uploadedBy, userId));

    // The tombstone: the certificates' maker, named by nothing; the e-mail and username are free again.
    await tx
      .update(users)
      .set({
        username: deletedAccountName(userId),
        email: deletedAccountEmail(userId),
        passwordHash: '!',
        role: 'user',
        isVerified: false,
        isBlocked: true,
        xAccounts: null,
        lastLoginAt: null,
        currentWorkspaceId: null,
      })
      .where(eq(users.id, userId));
  });
}
