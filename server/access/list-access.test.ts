import { inArray, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/database';
import { createUser } from '../../test/support/factories';
import type { Database, Db } from '../db/open';
import { listMembers, lists } from '../db/schema';
import { AppError } from '../http/errors';
import {
  findAccessibleList,
  listMembersOf,
  liveListsOf,
  requireListAccess,
  type ListPermission,
} from './list-access';

/**
 * The access rule of lists, as sentences: the owner reads and writes; anyone else is told the
 * list does not exist, for one id as for several, exactly as for an id that does not exist.
 * On the real test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

const PERMISSIONS: readonly ListPermission[] = ['read', 'write'];
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: 'List not found' };

/** What a refusal says (status, code, message), or null when there was none. */
async function refusal(action: Promise<unknown>) {
  return action.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { status: error.statusCode, code: error.code, message: error.message };
    },
  );
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('the list access rule', () => {
  let database: Database;
  let db: Db;
  let owner: number;
  let other: number;
  let mine: { id: number; name: string }[];
  let theirs: { id: number; name: string }[];
  let missing: number;

  async function listsOf(workspaceId: number, names: string[], membersEach: number) {
    const created = await db
      .insert(lists)
      .values(names.map((name) => ({ name, workspaceId })))
      .returning({ id: lists.id, name: lists.name });
    for (const list of created) {
      const members = Array.from({ length: membersEach }, (_, i) => ({ listId: list.id, workspaceId, username: `m${list.id}_${i}` }));
      await db.insert(listMembers).values(members);
    }
    return created;
  }

  async function listIdsWhere(condition: SQL) {
    return sorted((await db.select({ id: lists.id }).from(lists).where(condition)).map((row) => row.id));
  }

  async function memberIdsWhere(condition: SQL) {
    return sorted((await db.select({ id: listMembers.id }).from(listMembers).where(condition)).map((row) => row.id));
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    owner = (await createUser(db)).id;
    other = (await createUser(db)).id;
    mine = await listsOf(owner, ['Mine A', 'Mine B'], 2);
    theirs = await listsOf(other, ['Theirs'], 3);
    missing = Math.max(...[...mine, ...theirs].map((list) => list.id)) + 1000;
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(PERMISSIONS)('lets the owner %s their list, one id or several', async (permission) => {
    const [a, b] = mine;
    expect(await requireListAccess(db, owner, permission, a!.id)).toEqual({ id: a!.id, name: 'Mine A', memberCount: 2 });
    expect(await findAccessibleList(db, owner, permission, b!.id)).toEqual({ id: b!.id, name: 'Mine B', memberCount: 2 });
    const both = await requireListAccess(db, owner, permission, [b!.id, a!.id]);
    expect(sorted(both.map((list) => list.id))).toEqual(sorted([a!.id, b!.id]));
    expect(both.every((list) => /^\d+$/.test(list.version))).toBe(true);
  });

  it.each(PERMISSIONS)('tells another user that the list does not exist when they ask to %s it, for one id or several', async (permission) => {
    const [list] = mine;
    expect(await refusal(requireListAccess(db, other, permission, list!.id))).toEqual(NOT_FOUND);
    expect(await findAccessibleList(db, other, permission, list!.id)).toBeUndefined();
    expect(await refusal(requireListAccess(db, other, permission, mine.map((l) => l.id)))).toEqual(NOT_FOUND);
  });

  it.each(PERMISSIONS)('refuses a whole %s request when one id of several is not the user’s, mine first or last', async (permission) => {
    const [a, b] = mine;
    expect(await refusal(requireListAccess(db, owner, permission, [a!.id, theirs[0]!.id]))).toEqual(NOT_FOUND);
    expect(await refusal(requireListAccess(db, owner, permission, [theirs[0]!.id, a!.id, b!.id]))).toEqual(NOT_FOUND);
  });

  it.each(PERMISSIONS)('answers a missing id exactly like another user’s id (%s)', async (permission) => {
    const [a] = mine;
    const forTheirs = await refusal(requireListAccess(db, owner, permission, theirs[0]!.id));
    expect(await refusal(requireListAccess(db, owner, permission, missing))).toEqual(forTheirs);
    expect(await refusal(requireListAccess(db, owner, permission, [a!.id, missing]))).toEqual(
      await refusal(requireListAccess(db, owner, permission, [a!.id, theirs[0]!.id])),
    );
    expect(forTheirs).toEqual(NOT_FOUND);
  });

  it('counts a repeated id once', async () => {
    const [a] = mine;
    expect(await requireListAccess(db, owner, 'read', [a!.id, a!.id])).toEqual([{ id: a!.id, name: expect.any(String), version: expect.any(String) }]);
  });

  it('keeps the rule when the list is locked in a transaction, and answers with the caller’s own error', async () => {
    const [a] = mine;
    const own = () => new AppError(404, 'NOT_FOUND', 'List ID not found');
    await db.transaction(async (tx) => {
      expect(await requireListAccess(tx, owner, 'write', a!.id, { lock: 'update' })).toMatchObject({ id: a!.id });
    });
    const refused = db.transaction((tx) => requireListAccess(tx, other, 'write', a!.id, { lock: 'update', notFound: own }));
    expect(await refusal(refused)).toEqual({ status: 404, code: 'NOT_FOUND', message: 'List ID not found' });
    expect(await refusal(requireListAccess(db, other, 'read', a!.id, { notFound: own }))).toEqual({ status: 404, code: 'NOT_FOUND', message: 'List ID not found' });
  });

  it('selects exactly the live lists of their owner, and exactly the members of those lists', async () => {
    for (const [user, own] of [
      [owner, mine],
      [other, theirs],
    ] as const) {
      const listIds = sorted(own.map((list) => list.id));
      expect(await listIdsWhere(liveListsOf(user))).toEqual(listIds);
      // The member condition reads the member's own workspace_id; it must grant the same lists' members.
      expect(await memberIdsWhere(listMembersOf(user))).toEqual(await memberIdsWhere(inArray(listMembers.listId, listIds)));
    }
  });

  it('counts a removed list (in the Trash or an import snapshot) as nobody’s live list', async () => {
    const [removed] = await db.insert(lists).values({ name: 'In the Trash', workspaceId: owner, removedAt: new Date() }).returning({ id: lists.id });
    expect(await listIdsWhere(liveListsOf(owner))).toEqual(sorted(mine.map((list) => list.id)));
    expect(await listIdsWhere(liveListsOf(owner))).not.toContain(removed!.id);
    expect(await refusal(requireListAccess(db, owner, 'read', removed!.id))).toEqual(NOT_FOUND);
  });
});
