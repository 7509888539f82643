import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { WorkspaceRole } from '../../common/teams';
import type { Db } from '../db/open';
import { users, workspaceMembers, workspaces } from '../db/schema';
import type { Actor } from './actor';

/**
 * Who the caller is, read in one statement with their credential (issue #22, #23): the user a
 * session or an API token belongs to and the actor (actor.ts): their membership in a workspace and
 * that workspace. Written once here; auth/session-service.ts (`find_session_user`) and
 * tokens/token-auth.ts (`find_api_token`) each name their credential and workspace.
 */

/** The user's membership in the workspace asked for, and that workspace: both null when they are no member there. */
const membership = alias(workspaceMembers, 'actor_membership');
const workspace = alias(workspaces, 'actor_workspace');
/** The user's personal workspace: a session's actor falls back to it. */
export const personalWorkspace = alias(workspaces, 'personal_workspace');

/**
 * Whether the plan paying for a workspace also pays for others (one probe of an index): only then
 * does the lists screen count lists beyond the current workspace's for the plan's limit.
 */
const billsOthersColumn = (billingOwnerId: SQLWrapper, workspaceId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from workspaces other_billed where other_billed.billing_owner_id = ${billingOwnerId} and other_billed.id <> ${workspaceId})`;

/** The actor in the workspace asked for (a token's): null (no role) unless the user is a member there. */
export const actorColumns = {
  workspaceId: workspace.id,
  workspaceName: workspace.name,
  workspaceRole: sql<WorkspaceRole | null>`${membership.role}`,
  personal: sql<boolean>`(${workspace.personalOf} is not null)`,
  billingOwnerId: workspace.billingOwnerId,
  billsOthers: billsOthersColumn(workspace.billingOwnerId, workspace.id),
};

/**
 * The actor in the workspace asked for if the user is still a member of it, with their role
 * there, else in their personal workspace (a session's: joined with `personalWorkspace`).
 */
export const actorOrPersonalColumns = {
  workspaceId: sql<number>`coalesce(${workspace.id}, ${personalWorkspace.id})`,
  workspaceName: sql<string>`coalesce(${workspace.name}, ${personalWorkspace.name})`,
  workspaceRole: sql<WorkspaceRole>`coalesce(${membership.role}, 'owner')`,
  personal: sql<boolean>`(${workspace.id} is null or ${workspace.personalOf} is not null)`,
  billingOwnerId: sql<number>`coalesce(${workspace.billingOwnerId}, ${personalWorkspace.billingOwnerId})`,
  billsOthers: billsOthersColumn(sql`coalesce(${workspace.billingOwnerId}, ${personalWorkspace.billingOwnerId})`, sql`coalesce(${workspace.id}, ${personalWorkspace.id})`),
};

/** A credential's table, the column naming its user, and the workspace its actor is read in. */
export interface CallerSource {
  table: PgTable;
  userId: PgColumn;
  workspaceId: PgColumn;
}

/**
 * `select` the caller: the user's identity (`toSessionIdentity` reads it) and `columns` (the
 * credential's own and the actor's), from the credential joined to its user, the user's
 * membership in `source.workspaceId` and that workspace. The caller adds its condition.
 */
export function selectCaller<C extends SelectedFields>(db: Db, source: CallerSource, columns: C) {
  return db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, ...columns })
    .from(source.table)
    .innerJoin(users, eq(users.id, source.userId))
    .leftJoin(membership, and(eq(membership.workspaceId, source.workspaceId), eq(membership.userId, users.id)))
    .leftJoin(workspace, eq(workspace.id, membership.workspaceId));
}

type ActorRow = { id: number; username: string; workspaceId: number; workspaceName: string; workspaceRole: WorkspaceRole; personal: boolean; billingOwnerId: number; billsOthers: boolean };

export function toActor(row: ActorRow): Actor {
  return {
    userId: row.id,
    username: row.username,
    workspaceId: Number(row.workspaceId),
    workspaceName: row.workspaceName,
    role: row.workspaceRole,
    personal: Boolean(row.personal),
    billingOwnerId: Number(row.billingOwnerId),
    billsOthers: Boolean(row.billsOthers),
  };
}
