import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentActor } from '../access/actor';
import { LISTS_ERROR_CODES, LISTS_TEXTS, shootText, type ShootRequest, type ShootResponse } from '../../common/lists';
import { liveListsOf, requireListAccess, type ListVersion } from '../access/list-access';
import type { Db } from '../db/open';
import { listMembers, lists, shootHistory } from '../db/schema';
import { drawPositions, entrantsText, seedV2, toHex } from '../../common/draw.plain';
import { firstRoundAfter } from '../../common/drand.plain';
import { awaitRound, type DrandRelays } from '../draws/drand-relays';
import { nodeDrawCrypto } from '../draws/draw-crypto';
import type { DrandChainInfo } from '../../common/drand.plain';
import { recordAnnouncedDraw } from '../draws/announced-draws';
import { newDrawId, newSeed } from '../draws/draw-keys';
import { recordShoot, rotationDrawn, type FairDraw } from '../draws/shoot-draws';
import { entrantsChangeOfParts } from '../draws/entrant-changes';
import { storedListsOf } from '../draws/stored-lists-cache';
import { fingerprintOf, storeEntrants } from '../draws/storage';
import { membersKeyOf, sortedHandlesOf } from '../draws/members-key';
import { announceWindowMiss, DRAWS_ERROR_CODES, DRAWS_TEXTS, type AnnounceDraw } from '../../common/draws';
import { badRequest } from '../http/errors';
import { fromHex } from '../../common/draw.plain';
import { AppError } from '../http/errors';
import { HandleSet, textPartsOf } from './handle-set';
import { SHOOT_CACHE_MIN_MEMBERS, shootCacheFor, type ListNames } from './shoot-cache';

const nothingToShoot = (message: string) => new AppError(400, LISTS_ERROR_CODES.nothingToShoot, message);

/**
 * The shoot (spec §5): members of the selected lists (mine), a username in two lists counted once
 * (case-insensitively), optionally leaving out those drawn in my last `skipRecent` shoots or, in
 * rotation, those already drawn in this selection's round (issue #20). The draw follows
 * rollcall-draw-v1 from a fresh seed and the eligible members in order (docs/draws.md); it is
 * recorded with its certificate and in my shoot history, in one transaction.
 */
export async function shoot(db: Db, actor: ShootActor, { listIds, count, skipRecent, rotation, provablyFair }: ShootRequest, relays?: DrandRelays): Promise<ShootResponse> {
  const { workspaceId } = actor;
  const ids = [...new Set(listIds)];
  if (ids.length === 0) throw nothingToShoot(LISTS_TEXTS.selectListsToShoot);
  // Lists I may read, and the version of each one's members (read before the members: see selectionHandles).
  const readable = await requireListAccess(db, workspaceId, 'read', ids);

  const selection = await selectionHandles(db, workspaceId, readable);
  let handles = selection.fresh();
  if (handles.size === 0) throw nothingToShoot(LISTS_TEXTS.noMembersInSelected);

  let skipped = 0;
  let roundStarted = false;
  if (rotation) {
    for (const username of await rotationDrawn(db, workspaceId, ids)) if (handles.delete(username)) skipped += 1;
    if (handles.size === 0) {
      // Everyone was drawn once: a new round, everyone eligible again.
      handles = selection.fresh();
      skipped = 0;
      roundStarted = true;
    }
  } else if (skipRecent > 0) {
    const recent = await db
      .select({ usernames: shootHistory.usernames })
      .from(shootHistory)
      .where(eq(shootHistory.workspaceId, workspaceId))
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
  const sorted = [...readable].sort((a, b) => a.id - b.id);
  // The selection's list is stored (once for every draw of the same members); a draw that left
  // some out stores who, not its eligible list again (issue #33). Both hashes are kept with the
  // cached selection, so a repeated shoot of unchanged lists pays neither.
  // The members key (a second SHA-256 of the selection's size) is hashed on the thread pool while
  // the entrant list is hashed here, list by list, never joined (issue #40).
  const keyText = selection.memo.membersKey === undefined ? (selection.memo.sorted ??= sortedHandlesOf(selection.text())) : undefined;
  const keying = keyText?.keyOffThread().catch(() => membersKeyOf(selection.text()));
  const selectionFingerprint = (selection.memo.fingerprint ??= fingerprintOf(selection.textParts()));
  const fingerprint = skipped === 0 ? selectionFingerprint : fingerprintOf(handles.text());
  // After a change, the list is stored as a change to the one before (issue #40), until a shoot has
  // stored it; worked out only when the list is not known to be stored already (members removed
  // again make a list drawn before).
  const before = selection.memo.before;
  const base =
    before && before.fingerprint !== selectionFingerprint && !storedListsOf(db).has(selectionFingerprint)
      ? { fingerprint: before.fingerprint, change: entrantsChangeOfParts(textPartsOf(before), textPartsOf(selection.earlier(selectionFingerprint))) }
      : undefined;
  const leftOut = handles.leftOutPositions();
  const membersKey = selection.memo.membersKey ?? (selection.memo.membersKey = keying ? await keying : membersKeyOf(selection.text()));
  const id = newDrawId();
  // 'Provably fair' (issue #37): the entrants are frozen now (their fingerprint above); the seed
  // comes from the next drand round, out after this moment, so nobody could have chosen it.
  if (provablyFair && !relays) throw new Error('a provably fair shoot needs the drand relays');
  const fair = provablyFair && relays ? await fairSeed(relays, { id, fingerprint, leftOut, selection }) : null;
  const seed = fair?.seed ?? newSeed();
  const usernames = handles.pick(drawPositions(handles.size, count, fromHex(seed), nodeDrawCrypto.hmac));
  const drawId = await recordShoot(db, {
    id,
    v2: fair?.v2,
    userId: actor.userId,
    workspaceId,
    historyListIds: ids,
    listIds: sorted.map((list) => list.id),
    listNames: sorted.map((list) => list.name),
    count,
    mode: rotation ? 'rotation' : skipRecent > 0 ? 'skip' : 'uniform',
    skipRecent: rotation ? 0 : skipRecent,
    leftOut: skipped,
    roundStarted,
    fingerprint,
    selection: { text: () => selection.text(), length: selection.textLength(), fingerprint: selectionFingerprint, membersKey, count: selection.size, leftOut, base },
    entrantCount: handles.size,
    seed,
    winners: usernames,
  }, actor.drawStorageBytesPerDay);
  if (selection.memo.before === before) selection.memo.before = undefined;
  return { usernames, text: shootText(usernames), available, skipped, drawId, roundStarted };
}

/**
 * A 'Provably fair' shoot's seed (rollcall-draw-v2, docs/draws.md): the first drand round out after
 * the entrants were frozen, waited for (at most the chain's period, then ROUND_GRACE_MS of retries)
 * and checked against the chain's key. No relay giving it: 503 and nothing drawn (fail closed).
 * Who was left out is committed too: the SHA-256 of their handles, in the selection's order.
 */
async function fairSeed(relays: DrandRelays, draw: { id: string; fingerprint: string; leftOut: readonly number[]; selection: HandleSet }): Promise<{ seed: string; v2: FairDraw }> {
  const frozenAt = new Date();
  const round = firstRoundAfter(relays.chain, frozenAt.getTime() / 1000);
  const answer = await awaitRound(relays, round);
  if (!answer.beacon) throw new AppError(503, DRAWS_ERROR_CODES.roundNotOut, DRAWS_TEXTS.fairShootFailed(round));
  const seed = toHex(seedV2({ randomness: answer.beacon.randomness, fingerprint: draw.fingerprint, drawId: draw.id }, nodeDrawCrypto));
  let leftOutFingerprint: string | null = null;
  // Positions in the whole selection: a fresh copy has nobody left out.
  if (draw.leftOut.length > 0) leftOutFingerprint = fingerprintOf(entrantsText(draw.selection.fresh().pick(draw.leftOut)));
  return { seed, v2: { frozenAt, chain: relays.chain, beacon: answer.beacon, leftOutFingerprint } };
}

/**
 * Who shoots (the draw's owner) and in which workspace (whose lists and history), and how many new
 * bytes of entrant lists their draws may store a day (the server's DRAW_STORAGE_MB_PER_DAY).
 */
export type ShootActor = { userId: number; username: string; workspaceId: number; drawStorageBytesPerDay: number };

/** Who shoots or announces in a request, with what the server lets their draws store a day. */
export const shootActorOf = (request: FastifyRequest): ShootActor => ({ ...currentActor(request), drawStorageBytesPerDay: request.server.config.drawStorageBytesPerDay });

/**
 * Announces a draw (issue #20; rollcall-draw-v2, issue #37): the members of the selected lists are
 * frozen now and the drand round that will seed it is fixed now (the first out after `drawAt`);
 * the winners come when it is out (drawDueDraws).
 */
export async function announceDraw(db: Db, chain: DrandChainInfo, actor: ShootActor, input: AnnounceDraw): Promise<{ drawId: string; drawAt: string; entrantCount: number }> {
  const { workspaceId } = actor;
  const ids = [...new Set(input.listIds)];
  if (ids.length === 0) throw nothingToShoot(LISTS_TEXTS.selectListsToShoot);
  const drawAt = new Date(input.drawAt);
  const miss = announceWindowMiss(drawAt);
  if (miss) throw badRequest(miss === 'tooSoon' ? DRAWS_TEXTS.drawAtPast : DRAWS_TEXTS.drawAtTooFar);
  const readable = await requireListAccess(db, workspaceId, 'read', ids);
  const handles = (await selectionHandles(db, workspaceId, readable)).fresh();
  if (handles.size === 0) throw nothingToShoot(LISTS_TEXTS.noMembersInSelected);
  const sorted = [...readable].sort((a, b) => a.id - b.id);
  const drawId = await db.transaction(async (tx) => {
    const text = handles.text();
    const fingerprint = await storeEntrants(tx, text, handles.size, { userId: actor.userId, workspaceId, bytesPerDay: actor.drawStorageBytesPerDay });
    const { id } = await recordAnnouncedDraw(tx, {
      chain,
      membersKey: membersKeyOf(text),
      userId: actor.userId,
      workspaceId,
      listIds: sorted.map((list) => list.id),
      listNames: sorted.map((list) => list.name),
      count: input.count,
      fingerprint,
      entrantCount: handles.size,
      drawAt,
    });
    return id;
  });
  return { drawId, drawAt: drawAt.toISOString(), entrantCount: handles.size };
}

/**
 * The distinct members of my selected lists (`versions`: each list's id and members_version).
 * From the cache while none of the lists changed. After a change, only the lists that changed are
 * read again, and the set is worked out from the one kept (HandleSet.afterLists, issue #40), with
 * its members key's sorted handles; failing that, built whole from every list's usernames (the
 * unchanged ones from the cache). Each list's usernames come as one string, one per line (a
 * handle cannot hold a line feed): at 100,000 members several times faster than 100,000 rows
 * through the driver. The versions were read before the members, so a cached entry is never older
 * than its version.
 */
async function selectionHandles(db: Db, workspaceId: number, versions: ListVersion[]): Promise<HandleSet> {
  const cache = shootCacheFor(db);
  const sorted = [...versions].sort((a, b) => a.id - b.id);
  const selection = `${workspaceId}:${sorted.map((list) => list.id).join(',')}`;
  const version = sorted.map((list) => list.version).join(',');
  const previous = cache.previous(selection);
  const cached = cache.selection(selection, version);
  if (cached) return cached;

  const changed = previous ? sorted.filter((list, i) => previous.lists[i]?.version !== list.version) : sorted;
  const parts = await listNames(db, changed);
  let handles: HandleSet | undefined;
  if (previous && previous.lists.length === sorted.length && changed.length < sorted.length) {
    const now = sorted.map((list, i) => {
      const part = parts.get(list.id);
      return part ? { length: part.names.length, entries: part.entries, names: part.names } : previous.lists[i]!;
    });
    const derived = HandleSet.afterLists(previous.handles, previous.lists, now);
    if (derived) {
      handles = derived.handles;
      const keyed = previous.handles.memo.sorted?.with(derived.change);
      if (keyed) handles.memo.sorted = keyed;
    }
  }
  if (!handles) {
    for (const [id, part] of await listNames(db, sorted.filter((list) => !parts.has(list.id)))) parts.set(id, part);
    handles = HandleSet.ofLists(sorted.map((list) => parts.get(list.id)!));
  }
  const before = previous?.handles.memo;
  if (before?.fingerprint !== undefined) handles.memo.before = previous!.handles.earlier(before.fingerprint);
  const lists = sorted.map((list, i) => {
    const part = parts.get(list.id);
    return { id: list.id, version: list.version, ...(part ? { length: part.names.length, entries: part.entries } : { length: previous!.lists[i]!.length, entries: previous!.lists[i]!.entries }) };
  });
  if (lists.reduce((sum, list) => sum + list.entries, 0) >= SHOOT_CACHE_MIN_MEMBERS) {
    cache.keepSelection(selection, version, handles, lists);
    for (const list of sorted) {
      const part = parts.get(list.id);
      if (part) cache.keepList(list.id, list.version, part);
    }
  }
  return handles;
}

/** The usernames of `lists`, each from the cache when it holds its version, else read (one query for all). */
async function listNames(db: Db, lists: readonly ListVersion[]): Promise<Map<number, ListNames>> {
  const cache = shootCacheFor(db);
  const parts = new Map<number, ListNames>();
  const missing = lists.filter((list) => {
    const names = cache.list(list.id, list.version);
    if (names) parts.set(list.id, names);
    return !names;
  });
  if (missing.length > 0) {
    const { rows } = await db.execute<{ id: number; entries: number; names: string }>(sql`
      select ${listMembers.listId} as id, count(*)::int as entries, string_agg(${listMembers.username}, chr(10)) as names
      from ${listMembers} where ${listMembers.listId} = any(${sql.param(missing.map((list) => list.id))}::int[])
      group by ${listMembers.listId}`);
    for (const row of rows) parts.set(Number(row.id), { names: row.names, entries: Number(row.entries) });
    for (const list of missing) if (!parts.has(list.id)) parts.set(list.id, { names: '', entries: 0 });
  }
  return parts;
}

export async function shootHistoryOf(db: Db, workspaceId: number, limit = 20) {
  const rows = await db
    .select({ id: shootHistory.id, createdAt: shootHistory.createdAt, listIds: shootHistory.listIds, usernames: shootHistory.usernames })
    .from(shootHistory)
    .where(eq(shootHistory.workspaceId, workspaceId))
    .orderBy(desc(shootHistory.id))
    .limit(limit);
  const listIds = [...new Set(rows.flatMap((row) => row.listIds))];
  const names = new Map(
    listIds.length
      ? (await db.select({ id: lists.id, name: lists.name }).from(lists).where(and(inArray(lists.id, listIds), liveListsOf(workspaceId)))).map((l) => [l.id, l.name])
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
