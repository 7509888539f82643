import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { LISTS_ERROR_CODES, LISTS_TEXTS, MEMBER_SUGGESTIONS_MAX, type Member, type MemberRow, type MembersPage } from '../../common/lists';
import { memberHandle, readPasted, type PastedEntry, type PasteRefusal } from '../../common/x-handle.plain';
import { API_V1_TEXTS } from '../../common/api-v1';
import { listMembersOf, listNotFound, liveListsOf, requireListAccess } from '../access/list-access';
import type { Db } from '../db/open';
import { containsPattern, escapeLike, isForeignKeyViolation, isUniqueViolation } from '../db/sql';
import { LIST_WORKSPACE_FOREIGN_KEY, listMembers, lists } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { createList } from '../access/new-list';

/** "(the members screen uses colour #cccccc)" */
const MEMBERS_SCREEN_LIST_COLOR = '#cccccc';

/**
 * Members of my lists (spec §4 member actions, §5 adding and copying members); what the acting
 * user (`workspaceId`) may read or change is the access rule's answer (access/list-access.ts).
 */

const memberNotFound = () => notFound('Member not found');
const duplicate = (username: string) => new AppError(409, LISTS_ERROR_CODES.duplicateMember, LISTS_TEXTS.duplicateMember(username));
const toMember = (row: { id: number; username: string; createdAt: Date }): Member => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function membersOfList(db: Db, workspaceId: number, listId: number, search: string | undefined, limit: number) {
  // The access rule on the member rows (their workspace_id) lets the unique (list_id, workspace_id,
  // lower(username)) index give the order, and a list out of reach has no rows here: they are
  // read beside the access check.
  const where = and(
    eq(listMembers.listId, listId),
    listMembersOf(workspaceId),
    search ? sql`lower(${listMembers.username}) like ${containsPattern(search)}` : undefined,
  );
  const [list, rows, searched] = await Promise.all([
    requireListAccess(db, workspaceId, 'read', listId),
    db
      .select({ id: listMembers.id, username: listMembers.username, createdAt: listMembers.createdAt })
      .from(listMembers)
      .where(where)
      .orderBy(sql`lower(${listMembers.username})`)
      .limit(limit),
    search ? db.select({ n: count() }).from(listMembers).where(where).then(([row]) => row?.n ?? 0) : null,
  ]);
  // Without a search the list's kept count (migration 0009) is the total: no second count.
  return { members: rows.map(toMember), total: searched ?? list.memberCount };
}

/** Adds one handle (already normalised by the request schema); a duplicate answers 409, not 500. */
export async function addMember(db: Db, workspaceId: number, listId: number, username: string): Promise<Member> {
  // One statement: the (list_id, workspace_id) foreign key refuses a list that is not mine (part of
  // the access rule: access/list-access.ts).
  try {
    const [row] = await db
      .insert(listMembers)
      .values({ listId, workspaceId, username })
      .returning({ id: listMembers.id, username: listMembers.username, createdAt: listMembers.createdAt });
    return toMember(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(username);
    if (isForeignKeyViolation(error, LIST_WORKSPACE_FOREIGN_KEY)) throw listNotFound();
    throw error;
  }
}

/**
 * Pasted text → handles (common/x-handle.plain.ts `readPasted`: line breaks, commas, semicolons,
 * spaces; a phrase with punctuation refused whole). Adds the valid new ones in one statement and
 * reports what it skipped: duplicates (already in the list, or twice in the text) and refused
 * entries, each with why.
 */
export async function addMembersFromText(db: Db, workspaceId: number, listId: number, text: string) {
  return addPasted(db, workspaceId, listId, readPasted(text));
}

/** Entries, each one handle in any accepted shape (the public API's 'add many'): the same rule and report as a paste. */
export async function addHandles(db: Db, workspaceId: number, listId: number, entries: readonly string[]) {
  return addPasted(
    db,
    workspaceId,
    listId,
    entries.map((entry): PastedEntry => {
      const read = memberHandle(entry);
      return 'handle' in read ? { text: entry, handle: read.handle } : { text: entry, reason: read.reason };
    }),
  );
}

async function addPasted(db: Db, workspaceId: number, listId: number, entries: readonly PastedEntry[]) {
  await requireListAccess(db, workspaceId, 'write', listId);
  const refused: { text: string; reason: PasteRefusal }[] = [];
  const wanted = new Map<string, string>();
  const duplicates: string[] = [];
  for (const entry of entries) {
    // The same rule as CSV import: what is added here survives an export and an import.
    if ('reason' in entry) refused.push({ text: entry.text, reason: entry.reason });
    else if (wanted.has(entry.handle.toLowerCase())) duplicates.push(entry.handle);
    else wanted.set(entry.handle.toLowerCase(), entry.handle);
  }
  const invalid = refused.map((entry) => entry.text);
  const inserted =
    wanted.size === 0
      ? []
      : await db
          .insert(listMembers)
          .values([...wanted.values()].map((username) => ({ listId, workspaceId, username })))
          .onConflictDoNothing()
          .returning({ username: listMembers.username })
          // Deleted meanwhile (the Trash): the members trigger refuses it as the foreign key would.
          .catch((error: unknown) => {
            throw isForeignKeyViolation(error, LIST_WORKSPACE_FOREIGN_KEY) ? listNotFound() : error;
          });
  const added = inserted.map((row) => row.username);
  const addedSet = new Set(added.map((u) => u.toLowerCase()));
  for (const handle of wanted.values()) if (!addedSet.has(handle.toLowerCase())) duplicates.push(handle);
  const skipped = duplicates.length + invalid.length;
  const details = [
    duplicates.length ? `duplicates: ${duplicates.map((u) => `@${u}`).join(', ')}` : null,
    invalid.length ? `invalid: ${invalid.join(', ')}` : null,
  ].filter(Boolean);
  const message = `Added ${added.length}, skipped ${skipped}${details.length ? ` (${details.join(' / ')})` : ''}`;
  return { added, duplicates, invalid, refused, message };
}

/**
 * Finds a membership of the workspace's lists, locked for the rest of the transaction:
 * for a move (`update`) a second move of the same member waits, then finds it gone (404) instead
 * of moving it again; a copy (`share`) only keeps it from moving away meanwhile.
 */
async function accessibleMember(db: Db, workspaceId: number, memberId: number, lock?: 'update' | 'share') {
  const query = db
    .select({ id: listMembers.id, listId: listMembers.listId, username: listMembers.username })
    .from(listMembers)
    .where(and(eq(listMembers.id, memberId), listMembersOf(workspaceId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw memberNotFound();
  return row;
}

/** "delete removes the membership". */
export async function removeMember(db: Db, workspaceId: number, memberId: number): Promise<{ username: string }> {
  const member = await accessibleMember(db, workspaceId, memberId);
  await db.delete(listMembers).where(eq(listMembers.id, member.id));
  return { username: member.username };
}

/**
 * Removes a handle from a list (the public API's remove, issue #23): the membership whose username
 * is `username` whatever its case; a list out of reach is a 404, and so is a handle not in it.
 */
export async function removeHandle(db: Db, workspaceId: number, listId: number, username: string): Promise<{ username: string }> {
  await requireListAccess(db, workspaceId, 'write', listId);
  const [row] = await db
    .delete(listMembers)
    .where(and(eq(listMembers.listId, listId), listMembersOf(workspaceId), sql`lower(${listMembers.username}) = ${username.toLowerCase()}`))
    .returning({ username: listMembers.username });
  if (!row) throw notFound(API_V1_TEXTS.notInList(username));
  return row;
}

/** Which of the workspace's lists hold a handle, exactly (whatever its case): the extension's 'In N of your lists'. */
export async function listsHolding(db: Db, workspaceId: number, username: string): Promise<{ id: number; name: string; memberId: number }[]> {
  return db
    .select({ id: lists.id, name: lists.name, memberId: listMembers.id })
    .from(listMembers)
    .innerJoin(lists, eq(lists.id, listMembers.listId))
    .where(and(listMembersOf(workspaceId), liveListsOf(workspaceId), sql`lower(${listMembers.username}) = ${username.toLowerCase()}`))
    .orderBy(asc(lists.id));
}

export interface CopyTarget {
  listId?: number;
  newListName?: string;
}

/**
 * "copy adds the member to another list, change moves it" — to one of my lists or a new list
 * (which the plan must allow; the members screen gives new lists colour #cccccc). Move is copy +
 * remove in one transaction: nothing partial, and two moves of one member at once move it once.
 */
export async function copyMember(db: Db, workspaceId: number, memberId: number, target: CopyTarget, options: { move: boolean }): Promise<MemberRow> {
  const newListName = target.newListName?.trim();
  if (!target.listId && !newListName) throw badRequest(LISTS_TEXTS.selectOrCreateList);
  return db.transaction(async (tx) => {
    // A copy reads the member; a move also takes it out of its list.
    const member = options.move
      ? await accessibleMember(tx, workspaceId, memberId, 'update')
      : await accessibleMember(tx, workspaceId, memberId, 'share');
    const { id: listId, name: listName } = target.listId
      ? await requireListAccess(tx, workspaceId, 'write', target.listId)
      : await createList(tx, workspaceId, { name: newListName!, color: MEMBERS_SCREEN_LIST_COLOR });
    if (listId === member.listId) throw badRequest('The member is already in this list.');
    let copied;
    try {
      [copied] = await tx
        .insert(listMembers)
        .values({ listId, workspaceId, username: member.username })
        .returning({ id: listMembers.id, username: listMembers.username, createdAt: listMembers.createdAt });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(member.username);
      // The target list went to the Trash meanwhile (the members trigger refuses it, migration 0016).
      if (isForeignKeyViolation(error, LIST_WORKSPACE_FOREIGN_KEY)) throw listNotFound();
      throw error;
    }
    if (options.move) await tx.delete(listMembers).where(eq(listMembers.id, member.id));
    return { ...toMember(copied!), listId, listName };
  });
}

/** The members screen: my members with their list names, by username and list name, a page at a time. */
export async function listMyMembers(
  db: Db,
  workspaceId: number,
  query: { search?: string; list?: string; after?: number; offset?: number; limit: number },
): Promise<MembersPage> {
  // The rule on the member's own workspace_id: a page is one range of the (workspace_id, id) index (migration 0007).
  const filters = and(
    listMembersOf(workspaceId),
    query.search ? sql`lower(${listMembers.username}) like ${containsPattern(query.search)}` : undefined,
    query.list ? sql`lower(${lists.name}) like ${containsPattern(query.list)}` : undefined,
  );
  // Filtered, the members found are counted; unfiltered, the total is the sum of my lists' kept
  // counts (migration 0009), not a count of every member I have.
  let total: Promise<{ n: number }[]>;
  if (query.list) total = db.select({ n: count() }).from(listMembers).innerJoin(lists, eq(lists.id, listMembers.listId)).where(filters);
  else if (query.search) total = db.select({ n: count() }).from(listMembers).where(filters);
  else total = db.select({ n: sql<number>`coalesce(sum(${lists.memberCount}), 0)::int` }).from(lists).where(liveListsOf(workspaceId));
  const row = { id: listMembers.id, username: listMembers.username, createdAt: listMembers.createdAt, listId: lists.id, listName: lists.name };
  let rows: Promise<{ id: number; username: string; createdAt: Date; listId: number; listName: string }[]>;
  if (query.offset) {
    // A page at a place (issue #40): the ids are walked to it first, alone, then only the page's
    // rows are read with their list. Walking whole joined rows read every skipped member's list
    // too: 360–540 ms to the end of a million members on PostgreSQL, against about 150 ms.
    const walked = db.select({ id: listMembers.id }).from(listMembers).$dynamic();
    // The list's name is read on the walk only when the search is by it.
    const ids = (query.list ? walked.innerJoin(lists, eq(lists.id, listMembers.listId)) : walked)
      .where(filters)
      .orderBy(asc(listMembers.id))
      .offset(query.offset)
      .limit(query.limit + 1)
      .as('page_ids');
    rows = db
      .select(row)
      .from(ids)
      .innerJoin(listMembers, eq(listMembers.id, ids.id))
      .innerJoin(lists, eq(lists.id, listMembers.listId))
      .orderBy(asc(listMembers.id));
  } else {
    rows = db
      .select(row)
      .from(listMembers)
      .innerJoin(lists, eq(lists.id, listMembers.listId))
      .where(and(filters, query.after ? gt(listMembers.id, query.after) : undefined))
      .orderBy(asc(listMembers.id))
      .limit(query.limit + 1);
  }
  const [found, [counted]] = await Promise.all([rows, total]);
  const page = found.slice(0, query.limit);
  return {
    members: page.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })),
    total: counted?.n ?? 0,
    nextAfter: found.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/**
 * The composer's @-mention suggestions (issue #19): my members' usernames that start with the
 * text, then those that contain it, each name once whatever its case, at most
 * MEMBER_SUGGESTIONS_MAX. Only my members: the one access rule's read filter, as the members screen.
 */
export async function suggestMyMembers(db: Db, workspaceId: number, text: string): Promise<string[]> {
  const starts = `${escapeLike(text.toLowerCase())}%`;
  const name = sql<string>`lower(${listMembers.username})`;
  const rows = await db
    .select({ username: sql<string>`min(${listMembers.username})` })
    .from(listMembers)
    .where(and(listMembersOf(workspaceId), sql`${name} like ${containsPattern(text)}`))
    .groupBy(name)
    .orderBy(sql`${name} like ${starts} desc`, name)
    .limit(MEMBER_SUGGESTIONS_MAX);
  return rows.map((row) => row.username);
}
