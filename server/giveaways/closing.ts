import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { liveListsOf } from '../access/list-access';
import { inBatches } from '../db/batches';
import type { Db, Tx } from '../db/open';
import { giveawayEntries, giveaways, listMembers, lists } from '../db/schema';
import type { DrandChainInfo } from '../../common/drand.plain';
import { recordAnnouncedDraw } from '../draws/announced-draws';
import { membersKeyOf } from '../draws/members-key';
import { storeEntrants } from '../draws/storage';
import { HandleSet } from '../lists/handle-set';

/** How many due giveaways one pass closes at most (the next pass takes the rest). */
const CLOSING_BATCH = 10;

/**
 * The closing never fails for the entrant storage allowance (DRAW_STORAGE_MB_PER_DAY): the host
 * made the giveaway within their plan, and its entrants are what it promised to draw from.
 */
const NO_STORAGE_CAP = Number.MAX_SAFE_INTEGER;

type DueGiveaway = { id: string; workspaceId: number; userId: number; title: string; listIds: number[]; winnerCount: number; closesAt: Date };

/**
 * The entrants frozen at the closing: the members of its lists that are still the workspace's
 * (list by list, in id order, each list's members in the order they were added), then the people
 * who entered on the page in the order they entered; a handle counts once, whatever its case.
 */
async function frozenEntrants(tx: Tx, giveaway: DueGiveaway): Promise<{ handles: HandleSet; fromLists: number; listIds: number[]; listNames: string[] }> {
  const live = giveaway.listIds.length === 0 ? [] : await tx.select({ id: lists.id, name: lists.name }).from(lists).where(and(inArray(lists.id, giveaway.listIds), liveListsOf(giveaway.workspaceId))).orderBy(asc(lists.id));
  const { rows } = await tx.execute<{ members: string | null; member_count: number; entries: string | null; entry_count: number }>(sql`
    select
      (select string_agg(${listMembers.username}, chr(10) order by ${listMembers.listId}, ${listMembers.id}) from ${listMembers} where ${listMembers.listId} = any(${sql.param(live.map((list) => list.id))}::int[])) as members,
      (select count(*)::int from ${listMembers} where ${listMembers.listId} = any(${sql.param(live.map((list) => list.id))}::int[])) as member_count,
      (select string_agg(${giveawayEntries.handle}, chr(10) order by ${giveawayEntries.id}) from ${giveawayEntries} where ${giveawayEntries.giveawayId} = ${giveaway.id}) as entries,
      (select count(*)::int from ${giveawayEntries} where ${giveawayEntries.giveawayId} = ${giveaway.id}) as entry_count`);
  const row = rows[0]!;
  const fromLists = new HandleSet(row.members ?? '', Number(row.member_count)).size;
  const joined = [row.members, row.entries].filter((part): part is string => part !== null && part !== '').join('\n');
  const handles = new HandleSet(joined, Number(row.member_count) + Number(row.entry_count));
  return { handles, fromLists, listIds: live.map((list) => list.id), listNames: live.map((list) => list.name) };
}

/**
 * Closes one due giveaway in the caller's transaction: freezes its entrants and records its draw,
 * an announced rollcall-draw-v2 draw (issue #37) whose drand round is the first out after this
 * freeze: the certificate shows the entrants' fingerprint and that round at once, the winners when
 * the due-draws pass has the round. Nobody to draw: closed, no draw.
 */
async function close(tx: Tx, giveaway: DueGiveaway, chain: DrandChainInfo): Promise<void> {
  const { handles, fromLists, listIds, listNames } = await frozenEntrants(tx, giveaway);
  const counts = { entrantsFromLists: fromLists, entrantsFromPage: handles.size - fromLists };
  if (handles.size === 0) {
    await tx.update(giveaways).set({ status: 'closed', closedAt: sql`now()`, ...counts }).where(eq(giveaways.id, giveaway.id));
    return;
  }
  const text = handles.text();
  const fingerprint = await storeEntrants(tx, text, handles.size, { userId: giveaway.userId, workspaceId: giveaway.workspaceId, bytesPerDay: NO_STORAGE_CAP });
  const { id: drawId } = await recordAnnouncedDraw(tx, {
    userId: giveaway.userId,
    workspaceId: giveaway.workspaceId,
    listIds,
    listNames,
    count: giveaway.winnerCount,
    fingerprint,
    membersKey: membersKeyOf(text),
    entrantCount: handles.size,
    // Drawn as soon as its round is out.
    drawAt: new Date(),
    chain,
  });
  await tx.update(giveaways).set({ status: 'drawn', drawId, closedAt: sql`now()`, ...counts }).where(eq(giveaways.id, giveaway.id));
}

/** What the closing tells its caller: each giveaway that could not close. */
export type ClosingHooks = { failed?: (id: string, error: unknown) => void };

/**
 * Closes every giveaway whose closing time has come, once, whichever instance gets there first
 * (`FOR UPDATE SKIP LOCKED`, as the due draws: decision 020): its entrants frozen, its draw waiting
 * for the first drand round of `chain` after the freeze. Each giveaway closes in a savepoint of its
 * own: one that cannot (a fault in its data) is reported, left for the next pass, and holds back
 * neither the others of its batch nor the giveaways due after it. Returns how many it closed.
 */
export async function closeDueGiveaways(db: Db, chain: DrandChainInfo, hooks: ClosingHooks = {}): Promise<number> {
  const failed: string[] = [];
  let batch = 0;
  let closed = 0;
  await inBatches(
    db,
    CLOSING_BATCH,
    async (tx, size) => {
      batch = 0;
      const due = await tx
        .select({ id: giveaways.id, workspaceId: giveaways.workspaceId, userId: giveaways.userId, title: giveaways.title, listIds: giveaways.listIds, winnerCount: giveaways.winnerCount, closesAt: giveaways.closesAt })
        .from(giveaways)
        .where(and(eq(giveaways.status, 'open'), lte(giveaways.closesAt, sql`now()`), failed.length > 0 ? notInArray(giveaways.id, failed) : undefined))
        .orderBy(asc(giveaways.closesAt))
        .limit(size)
        .for('update', { skipLocked: true });
      for (const giveaway of due) {
        try {
          await tx.transaction((savepoint) => close(savepoint, giveaway, chain));
          batch += 1;
        } catch (error) {
          failed.push(giveaway.id);
          hooks.failed?.(giveaway.id, error);
        }
      }
      return due.length;
    },
    () => {
      closed += batch;
    },
  );
  return closed;
}
