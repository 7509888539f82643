import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LISTS_ERROR_CODES, LISTS_TEXTS, shootText, type ShootResponse } from '../../common/lists';
import { listsAccessibleBy, requireListAccess, type ListVersion } from '../access/list-access';
import type { Db } from '../db/open';
import { listMembers, lists, shootHistory } from '../db/schema';
import { AppError } from '../http/errors';
import { HandleSet } from './handle-set';
import { SHOOT_CACHE_MIN_MEMBERS, shootCacheFor, type ListNames } from './shoot-cache';

/**
 * `count` distinct positions of 0..size-1, uniformly at random without replacement (a partial
 * Fisher–Yates over a virtual array, so drawing 100 of 100,000 touches ~100 cells), with the
 * cryptographic RNG: every subset and every order is equally likely.
 */
export function drawPositions(size: number, count: number, random: (max: number) => number = randomInt): number[] {
  const swapped = new Map<number, number>();
  const n = Math.min(count, size);
  const drawn: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const j = i + random(size - i);
    drawn.push(swapped.get(j) ?? j);
    swapped.set(j, swapped.get(i) ?? i);
  }
  return drawn;
}

/** `count` of `items` drawn uniformly without replacement (see drawPositions). */
export function drawWithoutReplacement<T>(items: readonly T[], count: number, random?: (max: number) => number): T[] {
  return drawPositions(items.length, count, random).map((position) => items[position]!);
}

const nothingToShoot = (message: string) => new AppError(400, LISTS_ERROR_CODES.nothingToShoot, message);

/**
 * The shoot (spec §5): members of the selected lists (mine), a username in two lists counted once
 * (case-insensitively), optionally leaving out those drawn in my last `skipRecent` shoots; the
 * draw is recorded in my shoot history.
 */
export async function shoot(db: Db, ownerId: number, listIds: number[], count: number, skipRecent: number): Promise<ShootResponse> {
  const ids = [...new Set(listIds)];
  if (ids.length === 0) throw nothingToShoot(LISTS_TEXTS.selectListsToShoot);
  // Lists I may read, and the version of each one's members (read before the members: see selectionHandles).
  const readable = await requireListAccess(db, ownerId, 'read', ids);

  const handles = (await selectionHandles(db, ownerId, readable)).fresh();
  if (handles.size === 0) throw nothingToShoot(LISTS_TEXTS.noMembersInSelected);

  let skipped = 0;
  if (skipRecent > 0) {
    const recent = await db
      .select({ usernames: shootHistory.usernames })
      .from(shootHistory)
      .where(eq(shootHistory.userId, ownerId))
      .orderBy(desc(shootHistory.id))
      .limit(skipRecent);
    for (const { usernames } of recent) {
      for (const username of usernames) if (handles.delete(username)) skipped += 1;
    }
    if (handles.size === 0) {
      throw nothingToShoot(`Everyone in the selected lists was drawn in your last ${skipRecent} shoots.`);
    }
  }

  const available = handles.size + skipped;
  const usernames = handles.pick(drawPositions(handles.size, count));
  await db.insert(shootHistory).values({ userId: ownerId, listIds: ids, usernames });
  return { usernames, text: shootText(usernames), available, skipped };
}

/**
 * The distinct members of my selected lists (`versions`: each list's id and members_version).
 * From the cache while none of the lists changed; after a change, only the lists that changed
 * are read again. Each list's usernames come as one string (a handle cannot hold the unit
 * separator): at 100,000 members several times faster than 100,000 rows through the driver.
 * The versions were read before the members, so a cached entry is never older than its version.
 */
async function selectionHandles(db: Db, ownerId: number, versions: ListVersion[]): Promise<HandleSet> {
  const cache = shootCacheFor(db);
  const sorted = [...versions].sort((a, b) => a.id - b.id);
  const selection = `${ownerId}:${sorted.map((list) => list.id).join(',')}`;
  const version = sorted.map((list) => list.version).join(',');
  const cached = cache.selection(selection, version);
  if (cached) return cached;

  const parts = new Map<number, ListNames>();
  const missing = sorted.filter((list) => {
    const names = cache.list(list.id, list.version);
    if (names) parts.set(list.id, names);
    return !names;
  });
  if (missing.length > 0) {
    const { rows } = await db.execute<{ id: number; entries: number; names: string }>(sql`
      select ${listMembers.listId} as id, count(*)::int as entries, string_agg(${listMembers.username}, chr(31)) as names
      from ${listMembers} where ${listMembers.listId} = any(${sql.param(missing.map((list) => list.id))}::int[])
      group by ${listMembers.listId}`);
    for (const row of rows) parts.set(Number(row.id), { names: row.names, entries: Number(row.entries) });
  }
  const nonEmpty = sorted.map((list) => parts.get(list.id)).filter((part): part is ListNames => part !== undefined && part.entries > 0);
  const entries = nonEmpty.reduce((sum, part) => sum + part.entries, 0);
  const handles = new HandleSet(nonEmpty.map((part) => part.names).join('\u001f'), entries);
  if (entries >= SHOOT_CACHE_MIN_MEMBERS) {
    cache.keepSelection(selection, version, handles);
    for (const list of missing) cache.keepList(list.id, list.version, parts.get(list.id) ?? { names: '', entries: 0 });
  }
  return handles;
}

export async function shootHistoryOf(db: Db, ownerId: number, limit = 20) {
  const rows = await db
    .select({ id: shootHistory.id, createdAt: shootHistory.createdAt, listIds: shootHistory.listIds, usernames: shootHistory.usernames })
    .from(shootHistory)
    .where(eq(shootHistory.userId, ownerId))
    .orderBy(desc(shootHistory.id))
    .limit(limit);
  const listIds = [...new Set(rows.flatMap((row) => row.listIds))];
  const names = new Map(
    listIds.length
      ? (await db.select({ id: lists.id, name: lists.name }).from(lists).where(and(inArray(lists.id, listIds), listsAccessibleBy(ownerId, 'read')))).map((l) => [l.id, l.name])
      : [],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    listNames: row.listIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined),
    count: row.usernames.length,
    usernames: row.usernames,
  }));
}
