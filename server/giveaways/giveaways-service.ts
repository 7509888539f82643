import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { seedCommitment } from '../../common/draw.plain';
import { announceWindowMiss } from '../../common/draws';
import { GIVEAWAY_ERROR_CODES, GIVEAWAY_LIMITS, GIVEAWAY_TEXTS, type CreateGiveaway, type Giveaway, type PublicGiveaway } from '../../common/giveaways';
import type { ListSummary } from '../../common/lists';
import { requireListAccess } from '../access/list-access';
import { createList } from '../access/new-list';
import { addHandles } from '../members/members-service';
import { hashToken, newToken } from '../crypto/secret-token';
import type { Db } from '../db/open';
import { giveawayEntries, giveaways } from '../db/schema';
import { nodeDrawCrypto } from '../draws/draw-crypto';
import { newDrawId, newSeed } from '../draws/draw-keys';
import { AppError, badRequest, notFound } from '../http/errors';

/**
 * Giveaways (issue #36): made by a workspace's Editors and Owners, seen by its Viewers, entered by
 * anyone with the address of the entry page. Closing and drawing is closing.ts.
 */

const giveawayNotFound = () => notFound(GIVEAWAY_TEXTS.notFound);

/**
 * How many people entered on the entry page. Spelled out with its tables: in a select list Drizzle
 * writes a column without its table, and the subquery would compare the entry's own id.
 */
const entryCount = sql<number>`(select count(*)::int from ${giveawayEntries} e where e.giveaway_id = "giveaways"."id")`;

/** Taking entries, by the database's clock (the closing pass reads the same clock). */
const openNow = sql<boolean>`${giveaways.status} = 'open' and ${giveaways.closesAt} > now()`;

const hostColumns = {
  id: giveaways.id,
  title: giveaways.title,
  prize: giveaways.prize,
  rules: giveaways.rules,
  organiser: giveaways.organiser,
  winnerCount: giveaways.winnerCount,
  closesAt: giveaways.closesAt,
  timeZone: giveaways.timeZone,
  listIds: giveaways.listIds,
  entryPage: giveaways.entryPage,
  status: giveaways.status,
  commitment: giveaways.commitment,
  drawId: giveaways.drawId,
  createdAt: giveaways.createdAt,
  entryCount,
};

const selectHost = (db: Db) => db.select(hostColumns).from(giveaways);
type HostRow = Awaited<ReturnType<typeof selectHost>>[number];

function toGiveaway(row: HostRow): Giveaway {
  return { ...row, status: row.status as Giveaway['status'], closesAt: row.closesAt.toISOString(), createdAt: row.createdAt.toISOString(), entryCount: Number(row.entryCount) };
}

/** Makes a giveaway: the seed chosen and its SHA-256 published now, the entrants drawn at `closesAt`. */
export async function createGiveaway(db: Db, actor: { userId: number; workspaceId: number }, input: CreateGiveaway): Promise<Giveaway> {
  const closesAt = new Date(input.closesAt);
  const miss = announceWindowMiss(closesAt);
  if (miss) throw badRequest(miss === 'tooSoon' ? GIVEAWAY_TEXTS.closesAtPast : GIVEAWAY_TEXTS.closesAtTooFar);
  const listIds = [...new Set(input.listIds)].sort((a, b) => a - b);
  // Every list must be the workspace's (one that is not: 404, as for a shoot).
  if (listIds.length > 0) await requireListAccess(db, actor.workspaceId, 'read', listIds);
  // Each open giveaway stores its entrants when it closes: a workspace has so many open at once.
  const [open] = await db.select({ count: sql<number>`count(*)::int` }).from(giveaways).where(and(eq(giveaways.workspaceId, actor.workspaceId), eq(giveaways.status, 'open')));
  if (Number(open!.count) >= GIVEAWAY_LIMITS.openPerWorkspace) throw new AppError(409, GIVEAWAY_ERROR_CODES.tooManyOpen, GIVEAWAY_TEXTS.tooManyOpen(GIVEAWAY_LIMITS.openPerWorkspace));
  const seed = newSeed();
  const [made] = await db
    .insert(giveaways)
    .values({
      id: newDrawId(),
      workspaceId: actor.workspaceId,
      userId: actor.userId,
      title: input.title,
      prize: input.prize,
      rules: input.rules,
      organiser: input.organiser,
      winnerCount: input.winnerCount,
      closesAt,
      timeZone: input.timeZone,
      listIds,
      entryPage: input.entryPage,
      seed,
      commitment: seedCommitment(seed, nodeDrawCrypto),
    })
    .returning({ id: giveaways.id });
  return (await giveawaysOf(db, actor.workspaceId, made!.id))[0]!;
}

/** The workspace's giveaways, newest first (or the one named). */
export async function giveawaysOf(db: Db, workspaceId: number, id?: string): Promise<Giveaway[]> {
  const rows = await selectHost(db)
    .where(and(eq(giveaways.workspaceId, workspaceId), id === undefined ? undefined : eq(giveaways.id, id)))
    .orderBy(desc(giveaways.createdAt), desc(giveaways.id));
  return rows.map(toGiveaway);
}

/** What the entry page shows anyone with its address: nothing of the host but the organiser's name. */
export async function publicGiveaway(db: Db, id: string): Promise<PublicGiveaway> {
  const [row] = await selectHost(db).where(eq(giveaways.id, id));
  if (!row) throw giveawayNotFound();
  const { id: _id, timeZone: _zone, listIds: _lists, createdAt: _created, ...shown } = toGiveaway(row);
  return { id, ...shown };
}

/**
 * Enters a handle while entries are open (the database's clock decides, as for the closing). The
 * giveaway's row is read with FOR SHARE: the closing takes it FOR UPDATE, so an entry is either in
 * the frozen entrants or refused as late, never lost between the two.
 */
export async function enterGiveaway(db: Db, id: string, handle: string): Promise<{ handle: string; withdrawToken: string; entryCount: number }> {
  const withdrawToken = newToken();
  // Read first without a lock: a late entry (or a flood of them) answers at once and never holds
  // the row the closing wants to lock.
  const [seen] = await db.select({ entryPage: giveaways.entryPage, open: openNow }).from(giveaways).where(eq(giveaways.id, id));
  if (!seen?.entryPage) throw giveawayNotFound();
  if (!seen.open) throw new AppError(409, GIVEAWAY_ERROR_CODES.entriesClosed, GIVEAWAY_TEXTS.entriesClosed);
  return db.transaction(async (tx) => {
    const [giveaway] = await tx
      .select({ entryPage: giveaways.entryPage, open: openNow })
      .from(giveaways)
      .where(eq(giveaways.id, id))
      .for('share');
    if (!giveaway) throw giveawayNotFound();
    if (!giveaway.entryPage) throw giveawayNotFound();
    if (!giveaway.open) throw new AppError(409, GIVEAWAY_ERROR_CODES.entriesClosed, GIVEAWAY_TEXTS.entriesClosed);
    const inserted = await tx.insert(giveawayEntries).values({ giveawayId: id, handle, withdrawTokenHash: hashToken(withdrawToken) }).onConflictDoNothing().returning({ id: giveawayEntries.id });
    if (inserted.length === 0) throw new AppError(409, GIVEAWAY_ERROR_CODES.alreadyEntered, GIVEAWAY_TEXTS.alreadyEntered(handle));
    const [counted] = await tx.select({ entryCount }).from(giveaways).where(eq(giveaways.id, id));
    return { handle, withdrawToken, entryCount: Number(counted!.entryCount) };
  });
}

/** Withdraws the entry its token was given for, while entries are open. */
export async function withdrawEntry(db: Db, id: string, withdrawToken: string): Promise<{ entryCount: number }> {
  return db.transaction(async (tx) => {
    const [giveaway] = await tx
      .select({ open: openNow })
      .from(giveaways)
      .where(eq(giveaways.id, id))
      .for('share');
    if (!giveaway) throw giveawayNotFound();
    if (!giveaway.open) throw new AppError(409, GIVEAWAY_ERROR_CODES.entriesClosed, GIVEAWAY_TEXTS.entriesClosed);
    const removed = await tx
      .delete(giveawayEntries)
      .where(and(eq(giveawayEntries.giveawayId, id), eq(giveawayEntries.withdrawTokenHash, hashToken(withdrawToken))))
      .returning({ id: giveawayEntries.id });
    if (removed.length === 0) throw notFound(GIVEAWAY_TEXTS.notYourEntry);
    const [counted] = await tx.select({ entryCount }).from(giveaways).where(eq(giveaways.id, id));
    return { entryCount: Number(counted!.entryCount) };
  });
}

/**
 * 'Save entrants to a list': the people who entered on the page of a closed giveaway of the
 * workspace (they agreed to be mentioned), into a new list, within the plan's list limit. The
 * lists' own members are already in lists.
 */
export async function saveEntrants(db: Db, workspaceId: number, id: string, name: string): Promise<{ list: ListSummary; saved: number }> {
  const [giveaway] = await db.select({ status: giveaways.status }).from(giveaways).where(and(eq(giveaways.id, id), eq(giveaways.workspaceId, workspaceId)));
  if (!giveaway) throw giveawayNotFound();
  if (giveaway.status === 'open') throw new AppError(409, GIVEAWAY_ERROR_CODES.stillOpen, GIVEAWAY_TEXTS.stillOpen);
  const entries = await db.select({ handle: giveawayEntries.handle }).from(giveawayEntries).where(eq(giveawayEntries.giveawayId, id)).orderBy(asc(giveawayEntries.id));
  if (entries.length === 0) throw badRequest(GIVEAWAY_TEXTS.noEntrants);
  const list = await createList(db, workspaceId, { name });
  const { added } = await addHandles(db, workspaceId, list.id, entries.map((entry) => entry.handle));
  return { list: { ...list, memberCount: added.length }, saved: added.length };
}
