import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import { listMembers, lists } from '../db/schema';
import { notFound, type AppError } from '../http/errors';

/**
 * The one access rule of lists: may this workspace's actor read or change this list (these lists,
 * this member)? Every service asks here instead of writing its own filter.
 *
 * Issue #22 (teams, docs/decisions/022-teams.md): lists belong to a workspace (`lists.workspace_id`,
 * the spec's `owner_id` until migration 0023, holds the workspace id; a personal workspace made by migration 0017 has its
 * user's id). The rule has two halves:
 * - the role: the caller's role in their current workspace must grant the permission
 *   (common/workspace-roles.plain.ts ROLE_PERMISSIONS: owners and editors read and write, viewers read). Checked
 *   once per request by the auth hook from the route contract's `workspace` (access/actor.ts);
 *   the permission a service names here says what it needs, and the scope is the same for both;
 * - the scope: every query reaches only the rows of the actor's current workspace (the conditions
 *   below). A list of another workspace answers exactly like a list that does not exist (404 'List
 *   not found'): ids of others reveal nothing (docs/decisions/008).
 *
 * - read: see a list and its members, search them, shoot, export.
 * - write: rename, recolour, delete, add / remove / move members, import into it.
 *
 * Also part of the rule, enforced by the schema rather than here: a member row carries its list's
 * workspace (`list_members.workspace_id`, migration 0007, named so by 0023) and the `(list_id, workspace_id)` foreign key
 * refuses a member written with any other workspace. Services write the actor's workspace there,
 * so adding a member to a list of another workspace fails (404) without a lookup first (decision
 * 015).
 */

export type ListPermission = 'read' | 'write';

/** A workspace or list id, or the placeholder of a prepared statement (db/prepared.ts). */
export type IdRef = number | Placeholder;

export const listNotFound = (): AppError => notFound('List not found');

/**
 * Condition on `lists`: the list is live. A removed list (in the Trash or an import snapshot,
 * `removed_at` set) is nobody's to use, and no plan counts it, until it is restored; its members
 * are out of `list_members` meanwhile, so the members' condition below needs no change.
 */
export const isLiveList = (): SQL => isNull(lists.removedAt);

/**
 * Condition on `lists`: the workspace's live lists. The one scope of every list query, whatever
 * the permission (the role grants that, checked before: access/actor.ts); also what the plan's
 * list limit counts and what a whole-workspace import merges into or replaces.
 */
export function liveListsOf(workspaceId: IdRef): SQL {
  return and(eq(lists.workspaceId, workspaceId), isLiveList())!;
}

/**
 * Condition on `list_members`: the members of the workspace's lists. On the row's own `workspace_id`,
 * never through a join to `lists`: a members page is then one range of the `(workspace_id, id)` index
 * (decision 015, `members-page.test.ts` checks the plan). It must keep granting exactly the
 * members of the lists `liveListsOf` grants (the test compares them).
 */
export function listMembersOf(workspaceId: IdRef): SQL {
  return eq(listMembers.workspaceId, workspaceId);
}

/** Condition on `lists`: the workspace's removed lists (the Trash and import snapshots). */
export function removedListsOf(workspaceId: number): SQL {
  return and(eq(lists.workspaceId, workspaceId), isNotNull(lists.removedAt))!;
}

export interface AccessibleList {
  id: number;
  name: string;
  /** Kept by the members trigger (migration 0009): the list's total without counting. */
  memberCount: number;
}

/** A list, its name and the version of its members (what the shoot's cache is keyed on). */
export type ListVersion = { id: number; name: string; version: string };

export interface ListAccessOptions {
  /** Locks the list row for the rest of the transaction (`SELECT … FOR UPDATE`). */
  lock?: 'update';
  /** The error for a list the workspace may not use; 404 'List not found' by default. */
  notFound?: () => AppError;
}

const accessibleListColumns = { id: lists.id, name: lists.name, memberCount: lists.memberCount };

function selectAccessibleList(db: Db, listId: IdRef, workspaceId: IdRef) {
  return db
    .select(accessibleListColumns)
    .from(lists)
    .where(and(eq(lists.id, listId), liveListsOf(workspaceId)));
}

/**
 * The list if the workspace holds it with `permission`, else undefined. Asked on many requests, so
 * built once per database handle and prepared by name (db/prepared.ts), one per permission.
 */
export async function findAccessibleList(db: Db, workspaceId: number, permission: ListPermission, listId: number): Promise<AccessibleList | undefined> {
  const name = `list_access_${permission}`;
  const query = prepared(db, name, (handle, statementName) => selectAccessibleList(handle, sql.placeholder('listId'), sql.placeholder('workspaceId')).prepare(statementName));
  const [list] = await query.execute({ listId, workspaceId });
  return list;
}

async function requireOne(db: Db, workspaceId: number, permission: ListPermission, listId: number, options: ListAccessOptions): Promise<AccessibleList> {
  const list = options.lock
    ? (await selectAccessibleList(db, listId, workspaceId).for(options.lock))[0]
    : await findAccessibleList(db, workspaceId, permission, listId);
  if (!list) throw (options.notFound ?? listNotFound)();
  return list;
}

/** Every one of `listIds` or 404, in one statement; a repeated id counts once. */
async function requireAll(db: Db, workspaceId: number, listIds: readonly number[]): Promise<ListVersion[]> {
  const ids = [...new Set(listIds)];
  if (ids.length === 0) return [];
  const { rows } = await db.execute<ListVersion>(sql`
    select ${lists.id} as id, ${lists.name} as name, ${lists.membersVersion}::text as version
    from ${lists} where ${lists.id} = any(${sql.param(ids)}::int[]) and ${liveListsOf(workspaceId)}`);
  // One id the workspace may not use (someone else's, or missing) refuses them all, as one 404.
  if (rows.length !== ids.length) throw listNotFound();
  return rows;
}

/**
 * Throws 404 'List not found' (or `options.notFound`) unless the workspace may use the list(s) with
 * `permission`. One id answers the list (locked with `options.lock`); several answer each list
 * with its members' version, and one id out of reach refuses them all.
 */
export function requireListAccess(db: Db, workspaceId: number, permission: ListPermission, listId: number, options?: ListAccessOptions): Promise<AccessibleList>;
export function requireListAccess(db: Db, workspaceId: number, permission: ListPermission, listIds: readonly number[]): Promise<ListVersion[]>;
export function requireListAccess(
  db: Db,
  workspaceId: number,
  permission: ListPermission,
  target: number | readonly number[],
  options: ListAccessOptions = {},
): Promise<AccessibleList | ListVersion[]> {
  return typeof target === 'number' ? requireOne(db, workspaceId, permission, target, options) : requireAll(db, workspaceId, target);
}
