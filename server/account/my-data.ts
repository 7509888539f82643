import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MyData } from '../../common/account-data';
import { CSV_ERROR_CODES, LISTS_CSV_COLUMNS } from '../../common/csv';
import { paths } from '../../common/paths.plain';
import type { Db } from '../db/open';
import { apiTokens, draws, listMembers, lists, messageTemplates, planRequests, plans, profiles, removedListMembers, sessions, users, workspaceMembers, workspaces } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { PROFILE_TEXTS } from '../../common/profile';
import { exportCsv } from '../csv/export-service';

/**
 * 'Download my data' (issue #38 item 9, decision 036): everything Rollcall keeps about one person,
 * read by their id alone, never a password hash or a token's secret (only names, scopes and dates).
 * Their lists are their personal workspace's: a team's lists are the team's.
 */
export async function myData(db: Db, userId: number, appUrl: URL): Promise<MyData> {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw notFound(PROFILE_TEXTS.userNotFound);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [personal] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOf, userId));

  const ownLists = personal
    ? await db
        .select()
        .from(lists)
        .where(and(eq(lists.workspaceId, personal.id), isNull(lists.snapshotId)))
        .orderBy(asc(lists.id))
    : [];
  const listIds = ownLists.map((list) => list.id);
  const live = listIds.length
    ? await db.select({ listId: listMembers.listId, username: listMembers.username, createdAt: listMembers.createdAt }).from(listMembers).where(inArray(listMembers.listId, listIds)).orderBy(asc(listMembers.id))
    : [];
  const removed = listIds.length
    ? await db
        .select({ listId: removedListMembers.listId, username: removedListMembers.username, createdAt: removedListMembers.createdAt })
        .from(removedListMembers)
        .where(inArray(removedListMembers.listId, listIds))
        .orderBy(asc(removedListMembers.id))
    : [];
  const membersOf = new Map<number, { username: string; addedAt: string }[]>();
  for (const member of [...live, ...removed]) {
    const members = membersOf.get(member.listId) ?? [];
    members.push({ username: member.username, addedAt: member.createdAt.toISOString() });
    membersOf.set(member.listId, members);
  }

  const [certificates, teams, tokens, templates, openSessions, listsCsv, asked] = await Promise.all([
    db.select().from(draws).where(eq(draws.userId, userId)).orderBy(asc(draws.createdAt)),
    db
      .select({ name: workspaces.name, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt, billingOwnerId: workspaces.billingOwnerId })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(and(eq(workspaceMembers.userId, userId), isNull(workspaces.personalOf)))
      .orderBy(asc(workspaceMembers.createdAt)),
    db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.id)),
    db.select({ name: messageTemplates.name, text: messageTemplates.message }).from(messageTemplates).where(eq(messageTemplates.userId, userId)).orderBy(asc(messageTemplates.id)),
    db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    personal ? listsAsCsv(db, personal.id) : Promise.resolve(null),
    db
      .select({ plan: plans.nickname, state: planRequests.state, createdAt: planRequests.createdAt, handledAt: planRequests.handledAt })
      .from(planRequests)
      .innerJoin(plans, eq(plans.id, planRequests.planId))
      .where(eq(planRequests.userId, userId))
      .orderBy(asc(planRequests.createdAt)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      role: account.role,
      isVerified: account.isVerified,
      xAccounts: account.xAccounts ?? [],
      createdAt: account.createdAt.toISOString(),
      lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
      // A user imported without a profile row has the spec's defaults (spec §4).
      profile: {
        nickname: profile?.nickname ?? null,
        country: profile?.country ?? null,
        language: profile?.language ?? null,
        presence: profile?.presence ?? 'online',
        chatAvailable: profile?.chatAvailable ?? true,
        xVerified: profile?.xVerified ?? false,
      },
    },
    lists: ownLists.map((list) => ({
      id: list.id,
      name: list.name,
      icon: list.icon,
      color: list.color,
      communityId: list.communityId,
      createdAt: list.createdAt.toISOString(),
      inTrash: list.removedAt !== null,
      members: membersOf.get(list.id) ?? [],
    })),
    listsCsv,
    certificates: certificates.map((draw) => ({
      id: draw.id,
      algorithm: draw.algorithm,
      status: draw.status,
      mode: draw.mode,
      winners: draw.count,
      entrants: draw.entrantCount,
      createdAt: draw.createdAt.toISOString(),
      drawnAt: draw.drawnAt?.toISOString() ?? null,
      link: new URL(paths.draw(draw.id), appUrl).toString(),
    })),
    teams: teams.map((team) => ({ name: team.name, role: team.role, joinedAt: team.joinedAt.toISOString(), paysForIt: team.billingOwnerId === userId })),
    apiTokens: tokens.map((token) => ({
      name: token.name,
      scope: token.scope,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      revokedAt: token.revokedAt?.toISOString() ?? null,
    })),
    messageTemplates: templates,
    planRequests: asked.map((request) => ({ plan: request.plan, state: request.state, createdAt: request.createdAt.toISOString(), handledAt: request.handledAt?.toISOString() ?? null })),
    sessions: openSessions.map((session) => ({ createdAt: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString() })),
  };
}

/** The live lists of the workspace in the old CSV format, by the CSV export itself; null without one. */
async function listsAsCsv(db: Db, workspaceId: number): Promise<string | null> {
  let stream;
  try {
    stream = await exportCsv(db, workspaceId, null, LISTS_CSV_COLUMNS);
  } catch (error) {
    if (error instanceof AppError && error.code === CSV_ERROR_CODES.nothingToExport) return null;
    throw error;
  }
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}
