import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { currentWinners } from '../../common/draw.plain';
import { announceWindowMiss } from '../../common/draws';
import { GIVEAWAY_ERROR_CODES, GIVEAWAY_LIMITS, GIVEAWAY_TEXTS, PAST_DRAWS_PAGE, type CreateGiveaway, type Giveaway, type GiveawaysQuery, type PastDraw, type PublicGiveaway } from '../../common/giveaways';
import type { ListSummary } from '../../common/lists';
import { liveListsOf, requireListAccess } from '../access/list-access';
import { createList } from '../access/new-list';
import { addHandles } from '../members/members-service';
import { hashToken, newToken } from '../crypto/secret-token';
import type { Db } from '../db/open';
import { drawRedraws, draws, giveawayEntries, giveaways, lists } from '../db/schema';
import { containsPattern } from '../db/sql';
import { newDrawId } from '../draws/draw-keys';
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

/** The certificate's winners, once drawn (spelled out with its tables, as above). */
const drawnWinners = sql<string[] | null>`(select d.winners from ${draws} d where d.id = "giveaways"."draw_id")`;

/** The entrants frozen at closing, once drawn: their count, fingerprint and the moment (as above). */
const frozenEntrants = sql<{ entrantCount: number; fingerprint: string; at: string } | null>`(select json_build_object('entrantCount', d.entrant_count, 'fingerprint', d.fingerprint, 'at', d.created_at) from ${draws} d where d.id = "giveaways"."draw_id")`;

/** Taking entries, by the database's clock (the closing pass reads the same clock). */
export const openNow = sql<boolean>`${giveaways.status} = 'open' and ${giveaways.closesAt} > now()`;

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
  winners: drawnWinners,
  frozen: frozenEntrants,
  createdAt: giveaways.createdAt,
  entryCount,
};

const selectHost = (db: Db) => db.select(hostColumns).from(giveaways);
type HostRow = Awaited<ReturnType<typeof selectHost>>[number];

function toGiveaway(row: HostRow): Giveaway {
  const frozen = row.frozen === null ? null : { ...row.frozen, at: new Date(row.frozen.at).toISOString() };
  return { ...row, status: row.status as Giveaway['status'], closesAt: row.closesAt.toISOString(), createdAt: row.createdAt.toISOString(), entryCount: Number(row.entryCount), frozen };
}

/** Makes a giveaway: its entrants frozen at `closesAt` and drawn with the first drand round after (issue #37). */
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
    })
    .returning({ id: giveaways.id });
  return (await giveawaysOf(db, actor.workspaceId, made!.id))[0]!;
}

/** The workspace's giveaways, newest first (or the one named), those whose words hold `search` when given. */
export async function giveawaysOf(db: Db, workspaceId: number, id?: string, search?: string): Promise<Giveaway[]> {
  const rows = await selectHost(db)
    .where(and(eq(giveaways.workspaceId, workspaceId), id === undefined ? undefined : eq(giveaways.id, id), search ? giveawayMatches(search) : undefined))
    .orderBy(desc(giveaways.createdAt), desc(giveaways.id));
  const redraws = await redrawsOf(db, rows.flatMap((row) => (row.drawId === null ? [] : [row.drawId])));
  return rows.map((row) => toGiveaway({ ...row, winners: row.winners === null ? null : currentWinners(row.winners, redraws.get(row.drawId!) ?? []) }));
}

/** The redraws of these draws, each draw's in the order they were made ('Redraw one' replaces a winner). */
async function redrawsOf(db: Db, drawIds: string[]): Promise<Map<string, { replaced: string; winner: string }[]>> {
  const byDraw = new Map<string, { replaced: string; winner: string }[]>();
  if (drawIds.length === 0) return byDraw;
  const rows = await db
    .select({ drawId: drawRedraws.drawId, replaced: drawRedraws.replaced, winner: drawRedraws.winner })
    .from(drawRedraws)
    .where(inArray(drawRedraws.drawId, drawIds))
    .orderBy(asc(drawRedraws.id));
  for (const row of rows) byDraw.set(row.drawId, [...(byDraw.get(row.drawId) ?? []), row]);
  return byDraw;
}

/** A winner's handle holds the text (case-insensitively), or the winner a redraw put in. */
const aWinnerMatches = (drawId: SQL | typeof draws.id, winners: SQL | typeof draws.winners, pattern: string) =>
  sql`(exists (select 1 from unnest(${winners}) w where lower(w) like ${pattern}) or exists (select 1 from ${drawRedraws} r where r.draw_id = ${drawId} and lower(r.winner) like ${pattern}))`;

function giveawayMatches(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    sql`lower(${giveaways.title}) like ${pattern}`,
    sql`lower(${giveaways.prize}) like ${pattern}`,
    sql`lower(${giveaways.organiser}) like ${pattern}`,
    aWinnerMatches(sql`${giveaways.drawId}`, sql`(select d.winners from ${draws} d where d.id = ${giveaways.drawId})`, pattern),
  );
}

/**
 * /giveaways (issue #36): the workspace's giveaways, and a page of its plain shoots' certificates
 * (every draw of the workspace no giveaway made), newest first; `q` keeps those whose title,
 * prize, organiser, lists' names or a winner's handle hold it. A list is named as it is now, and
 * only while it is the workspace's (the shoot history's rule): a deleted list's name is not shown
 * or searched. Winners are the current ones, redraws applied. A later page (`before`) carries no
 * giveaways: the first page has them all.
 */
export async function giveawaysPage(db: Db, workspaceId: number, query: GiveawaysQuery): Promise<{ giveaways: Giveaway[]; draws: PastDraw[]; moreDraws: boolean }> {
  const search = query.q === '' ? undefined : query.q;
  const pattern = search === undefined ? null : containsPattern(search);
  // The cursor is one of this workspace's draws, or nothing.
  const after =
    query.before === undefined ? undefined : sql`(${draws.createdAt}, ${draws.id}) < (select b.created_at, b.id from ${draws} b where b.id = ${query.before} and b.workspace_id = ${workspaceId})`;
  const liveListNamed = (text: string) => sql`exists (select 1 from ${lists} where ${lists.id} = any(${draws.listIds}) and ${liveListsOf(workspaceId)} and lower(${lists.name}) like ${text})`;
  const [made, rows] = await Promise.all([
    query.before === undefined ? giveawaysOf(db, workspaceId, undefined, search) : Promise.resolve([]),
    db
      .select({
        id: draws.id,
        status: draws.status,
        createdAt: draws.createdAt,
        drawAt: draws.drawAt,
        entrantCount: draws.entrantCount,
        winnerCount: draws.count,
        winners: draws.winners,
        listIds: draws.listIds,
      })
      .from(draws)
      .leftJoin(giveaways, eq(giveaways.drawId, draws.id))
      .where(and(eq(draws.workspaceId, workspaceId), isNull(giveaways.id), after, pattern === null ? undefined : or(aWinnerMatches(draws.id, draws.winners, pattern), liveListNamed(pattern))))
      .orderBy(desc(draws.createdAt), desc(draws.id))
      .limit(PAST_DRAWS_PAGE + 1),
  ]);
  const shown = rows.slice(0, PAST_DRAWS_PAGE);
  const listIds = [...new Set(shown.flatMap((row) => row.listIds))];
  const [names, redraws] = await Promise.all([
    listIds.length === 0 ? [] : db.select({ id: lists.id, name: lists.name }).from(lists).where(and(inArray(lists.id, listIds), liveListsOf(workspaceId))),
    redrawsOf(db, shown.map((row) => row.id)),
  ]);
  const nameOf = new Map(names.map((list) => [list.id, list.name]));
  const draws_ = shown.map(({ listIds: ids, ...row }) => ({
    ...row,
    status: row.status as PastDraw['status'],
    createdAt: row.createdAt.toISOString(),
    drawAt: row.drawAt?.toISOString() ?? null,
    // An announced draw's winners are not known yet.
    winners: row.status === 'drawn' ? currentWinners(row.winners ?? [], redraws.get(row.id) ?? []) : [],
    listNames: ids.map((id) => nameOf.get(id)).filter((name): name is string => name !== undefined),
  }));
  return { giveaways: made, draws: draws_, moreDraws: rows.length > PAST_DRAWS_PAGE };
}

/** How many people entered a giveaway of the workspace on its page (one of another workspace, or none: not found). */
export async function giveawayEntryCount(db: Db, workspaceId: number, id: string): Promise<{ entryCount: number }> {
  const [row] = await db.select({ entryCount }).from(giveaways).where(and(eq(giveaways.id, id), eq(giveaways.workspaceId, workspaceId)));
  if (!row) throw giveawayNotFound();
  return { entryCount: Number(row.entryCount) };
}

/** What the entry page shows anyone with its address: nothing of the host but the organiser's name. */
export async function publicGiveaway(db: Db, id: string): Promise<PublicGiveaway> {
  const [row] = await selectHost(db).where(eq(giveaways.id, id));
  if (!row) throw giveawayNotFound();
  const { id: _id, timeZone: _zone, listIds: _lists, createdAt: _created, winners: _winners, ...shown } = toGiveaway(row);
  return { id, ...shown };
}

/**
 * Enters a handle while entries are open (the database's clock decides, as for the closing), in
 * one statement (no count: the page reads it with the giveaway): the giveaway's row is read FOR SHARE, so an entry is either in the entrants the
 * closing freezes (it takes the row FOR UPDATE) or refused as late, never lost between the two. A
 * row that is no longer open is not locked at all: a flood of late entries holds nothing back.
 */
export async function enterGiveaway(db: Db, id: string, handle: string): Promise<{ handle: string; withdrawToken: string }> {
  const withdrawToken = newToken();
  const { rows } = await db.execute<{ open: boolean; inserted: boolean }>(sql`
    with open_giveaway as (
      select ${giveaways.id} from ${giveaways}
      where ${giveaways.id} = ${id} and ${giveaways.entryPage} and ${openNow}
      for share
    ), entry as (
      insert into ${giveawayEntries} (giveaway_id, handle, withdraw_token_hash)
      select id, ${handle}, ${hashToken(withdrawToken)} from open_giveaway
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from open_giveaway) as open, exists (select 1 from entry) as inserted`);
  const answer = rows[0]!;
  if (!answer.open) {
    const [seen] = await db.select({ entryPage: giveaways.entryPage }).from(giveaways).where(eq(giveaways.id, id));
    if (!seen?.entryPage) throw giveawayNotFound();
    throw new AppError(409, GIVEAWAY_ERROR_CODES.entriesClosed, GIVEAWAY_TEXTS.entriesClosed);
  }
  if (!answer.inserted) throw new AppError(409, GIVEAWAY_ERROR_CODES.alreadyEntered, GIVEAWAY_TEXTS.alreadyEntered(handle));
  return { handle, withdrawToken };
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
