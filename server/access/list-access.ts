import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import { listMembers, lists } from '../db/schema';
import { notFound, type AppError } from '../http/errors';

/**
 * The one access rule of lists: may this user read or change this list (these lists, this
 * member)? Every service asks here instead of writing its own owner filter, so teams (shared
 * lists with roles) change this file and its test, not the services.
 *
 * - read: see a list and its members, search them, shoot, export.
 * - write: rename, recolour, delete, add / remove / move members, import into it.
 *
 * A list the user may not use answers exactly like a list that does not exist (404 'List not
 * found'): ids of others reveal nothing (docs/decisions/008).
 *
 * Also part of the rule, enforced by the schema rather than here: a member row carries its list's
 * owner (`list_members.owner_id`, migration 0007) and the `(list_id, owner_id)` foreign key refuses
 * a member written with any other owner. Services write the acting user there, so adding a member
 * to a list one does not own fails (404) without a lookup first (decision 015). With teams, a
 * member's writes will have to carry the list's owner instead; until then that key keeps every
 * such write closed.
 */

export type ListPermission = 'read' | 'write';

/** A user or list id, or the placeholder of a prepared statement (db/prepared.ts). */
export type IdRef = number | Placeholder;

/**
 * What the owner of a list may do with it: everything. Nobody else may do anything yet. Teams add
 * beside this the workspace roles that grant each permission.
 */
const OWNER_MAY: Readonly<Record<ListPermission, boolean>> = { read: true, write: true };

export const listNotFound = (): AppError => notFound('List not found');

/** Rows whose owner column is the user, when the owner holds the permission (else none). */
function ownerHolds(ownerColumn: AnyPgColumn, userId: IdRef, permission: ListPermission): SQL {
  return OWNER_MAY[permission] ? eq(ownerColumn, userId) : sql`false`;
}

/**
 * Condition on `lists`: the lists the user may use with `permission`. A removed list (in the
 * Trash or an import snapshot, `removed_at` set) is nobody's to use until it is restored; its
 * members are out of `list_members` meanwhile, so the members' condition below needs no change.
 */
export function listsAccessibleBy(userId: IdRef, permission: ListPermission): SQL {
  return and(ownerHolds(lists.ownerId, userId, permission), isNull(lists.removedAt))!;
}

/**
 * Condition on `list_members`: the members of the lists the user may use with `permission`. On
 * the row's own `owner_id`, never through a join to `lists`: a members page is then one range of
 * the `(owner_id, id)` index (decision 015, `members-page.test.ts` checks the plan). It must keep
 * granting exactly the members of the lists `listsAccessibleBy` grants (the test compares them).
 */
export function membersAccessibleBy(userId: IdRef, permission: ListPermission): SQL {
  return ownerHolds(listMembers.ownerId, userId, permission);
}

/**
 * Condition on `lists`: the lists the user owns. Not an access question but ownership: what the
 * plan's list limit counts and what a whole-account import merges into or replaces. Removed lists
 * (Trash, import snapshots) are not counted: the plan counts the lists one has.
 */
export function listsOwnedBy(userId: number): SQL {
  return and(eq(lists.ownerId, userId), isNull(lists.removedAt))!;
}

/**
 * Condition on `lists`: the user's removed lists (the Trash and import snapshots), which only
 * their owner may see, restore or destroy. With teams, the workspace's owners and editors.
 */
export function removedListsOwnedBy(userId: number): SQL {
  return and(eq(lists.ownerId, userId), isNotNull(lists.removedAt))!;
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
  /** The error for a list the user may not use; 404 'List not found' by default. */
  notFound?: () => AppError;
}

const accessibleListColumns = { id: lists.id, name: lists.name, memberCount: lists.memberCount };

function selectAccessibleList(db: Db, listId: IdRef, userId: IdRef, permission: ListPermission) {
  return db
    .select(accessibleListColumns)
    .from(lists)
    .where(and(eq(lists.id, listId), listsAccessibleBy(userId, permission)));
}

/**
 * The list if the user may use it with `permission`, else undefined. Asked on many requests, so
 * built once per database handle and prepared by name (db/prepared.ts), one per permission.
 */
export async function findAccessibleList(db: Db, userId: number, permission: ListPermission, listId: number): Promise<AccessibleList | undefined> {
  const name = `list_access_${permission}`;
  const query = prepared(db, name, (handle) => selectAccessibleList(handle, sql.placeholder('listId'), sql.placeholder('userId'), permission).prepare(name));
  const [list] = await query.execute({ listId, userId });
  return list;
}

async function requireOne(db: Db, userId: number, permission: ListPermission, listId: number, options: ListAccessOptions): Promise<AccessibleList> {
  const list = options.lock
    ? (await selectAccessibleList(db, listId, userId, permission).for(options.lock))[0]
    : await findAccessibleList(db, userId, permission, listId);
  if (!list) throw (options.notFound ?? listNotFound)();
  return list;
}

/** Every one of `listIds` or 404, in one statement; a repeated id counts once. */
async function requireAll(db: Db, userId: number, permission: ListPermission, listIds: readonly number[]): Promise<ListVersion[]> {
  const ids = [...new Set(listIds)];
  if (ids.length === 0) return [];
  const { rows } = await db.execute<ListVersion>(sql`
    select ${lists.id} as id, ${lists.name} as name, ${lists.membersVersion}::text as version
    from ${lists} where ${lists.id} = any(${sql.param(ids)}::int[]) and ${listsAccessibleBy(userId, permission)}`);
  // One id the user may not use (someone else's, or missing) refuses them all, as one 404.
  if (rows.length !== ids.length) throw listNotFound();
  return rows;
}

/**
 * Throws 404 'List not found' (or `options.notFound`) unless the user may use the list(s) with
 * `permission`. One id answers the list (locked with `options.lock`); several answer each list
 * with its members' version, and one id out of reach refuses them all.
 */
export function requireListAccess(db: Db, userId: number, permission: ListPermission, listId: number, options?: ListAccessOptions): Promise<AccessibleList>;
export function requireListAccess(db: Db, userId: number, permission: ListPermission, listIds: readonly number[]): Promise<ListVersion[]>;
export function requireListAccess(
  db: Db,
  userId: number,
  permission: ListPermission,
  target: number | readonly number[],
  options: ListAccessOptions = {},
): Promise<AccessibleList | ListVersion[]> {
  return typeof target === 'number' ? requireOne(db, userId, permission, target, options) : requireAll(db, userId, permission, target);
}
