import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LISTS_ERROR_CODES, LISTS_TEXTS, shootText, splitIntoPosts, type ShootResponse } from '../../common/lists';
import type { Db } from '../db/open';
import { listMembers, lists, shootHistory } from '../db/schema';
import { AppError } from '../http/errors';
import { HandleSet } from './handle-set';
import { listNotFound } from './lists-service';
import { SHOOT_CACHE_MIN_MEMBERS, shootCacheFor } from './shoot-cache';

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
  const idArray = sql`${sql.param(ids)}::int[]`;
  const { rows: owned } = await db.execute<{ owned: number; version: string }>(sql`
    select count(*)::int as owned, coalesce(sum(${lists.membersVersion}), 0)::text as version
    from ${lists} where ${lists.id} = any(${idArray}) and ${lists.ownerId} = ${ownerId}`);
  if (Number(owned[0]?.owned) !== ids.length) throw listNotFound();

  const handles = (await selectionHandles(db, ownerId, ids, idArray, owned[0]!.version)).fresh();
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
  return { usernames, text: shootText(usernames), parts: splitIntoPosts(usernames), available, skipped };
}

/**
 * The distinct members of my selected lists, from the cache while none of the lists changed.
 * Otherwise every username in one string (a handle cannot hold the unit separator): at 100,000
 * members that is several times faster than 100,000 rows through the driver and the ORM.
 */
async function selectionHandles(db: Db, ownerId: number, ids: number[], idArray: SQL, version: string): Promise<HandleSet> {
  const cache = shootCacheFor(db);
  const selection = `${ownerId}:${[...ids].sort((a, b) => a - b).join(',')}`;
  const cached = cache.get(selection, version);
  if (cached) return cached;
  const { rows } = await db.execute<{ entries: number; names: string | null }>(sql`
    select count(*)::int as entries, string_agg(${listMembers.username}, chr(31)) as names
    from ${listMembers} where ${listMembers.listId} = any(${idArray})`);
  const handles = new HandleSet(rows[0]?.names ?? '', rows[0]?.entries ?? 0);
  if ((rows[0]?.entries ?? 0) >= SHOOT_CACHE_MIN_MEMBERS) cache.set(selection, version, handles);
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
      ? (await db.select({ id: lists.id, name: lists.name }).from(lists).where(and(inArray(lists.id, listIds), eq(lists.ownerId, ownerId)))).map((l) => [l.id, l.name])
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
