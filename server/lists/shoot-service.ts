import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LISTS_ERROR_CODES, LISTS_TEXTS, shootText, splitIntoPosts, type ShootResponse } from '../../common/lists';
import type { Db } from '../db/open';
import { listMembers, lists, shootHistory } from '../db/schema';
import { AppError } from '../http/errors';
import { listNotFound } from './lists-service';

/**
 * Uniform sample of `count` items without replacement (partial Fisher–Yates), with the
 * cryptographic RNG: every subset and every order is equally likely, nobody twice.
 */
export function drawWithoutReplacement<T>(items: readonly T[], count: number, random: (max: number) => number = randomInt): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
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
  const owned = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(inArray(lists.id, ids), eq(lists.ownerId, ownerId)));
  if (owned.length !== ids.length) throw listNotFound();

  // One row with every username joined (a handle cannot hold the unit separator): at 100,000
  // members this is several times faster than 100,000 rows through the driver and the ORM.
  const [joined] = await db
    .select({ names: sql<string | null>`string_agg(${listMembers.username}, chr(31))` })
    .from(listMembers)
    .where(inArray(listMembers.listId, ids));
  const distinct = new Map<string, string>();
  for (const username of joined?.names ? joined.names.split('\u001f') : []) {
    const key = username.toLowerCase();
    if (!distinct.has(key)) distinct.set(key, username);
  }
  if (distinct.size === 0) throw nothingToShoot(LISTS_TEXTS.noMembersInSelected);

  let skipped = 0;
  if (skipRecent > 0) {
    const recent = await db
      .select({ usernames: shootHistory.usernames })
      .from(shootHistory)
      .where(eq(shootHistory.userId, ownerId))
      .orderBy(desc(shootHistory.id))
      .limit(skipRecent);
    for (const { usernames } of recent) {
      for (const username of usernames) if (distinct.delete(username.toLowerCase())) skipped += 1;
    }
    if (distinct.size === 0) {
      throw nothingToShoot(`Everyone in the selected lists was drawn in your last ${skipRecent} shoots.`);
    }
  }

  const usernames = drawWithoutReplacement([...distinct.values()], count);
  await db.insert(shootHistory).values({ userId: ownerId, listIds: ids, usernames });
  return { usernames, text: shootText(usernames), parts: splitIntoPosts(usernames), available: distinct.size + skipped, skipped };
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
