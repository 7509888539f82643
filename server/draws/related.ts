import { sql, type SQL } from 'drizzle-orm';
import { ANNOUNCE_MAX_DAYS, OTHER_COUNT_MAX, RELATED_COUNT_MAX, RELATED_DRAWS_SHOWN } from '../../common/draws';
import type { Db } from '../db/open';
import { draws } from '../db/schema';

/**
 * The draws around a certificate (issues #20 and #33, docs/draws.md "Other draws"): those of its
 * workspace or of its drawer in any workspace whose time span (announced to drawn) comes within 24
 * hours of its own. Those that share its lists, its eligible entrants or its members (as a set) are
 * linked (the RELATED_DRAWS_SHOWN nearest in time) and counted; the others only counted; draws of
 * the same members by anyone else counted apart.
 *
 * Every query reads an index range with a limit, so the work of a public read is bounded whatever
 * a host made (a red-team pass timed 50,000 related draws at 150 ms a read before): each related
 * branch (scope × key) reads at most RELATED_COUNT_MAX + 1 rows, the counts stop at their maximum,
 * and a throwaway draw of other lists never takes a related draw's place, being read by no branch.
 */

/** Re-rolls are looked for this long before and after a draw. */
const REROLL_WINDOW_MS = 24 * 3600 * 1000;

export type AroundDraw = {
  id: string;
  userId: number;
  workspaceId: number | null;
  selection: string;
  fingerprint: string;
  membersKey: string;
  createdAt: Date;
  drawAt: Date | null;
  drawnAt: Date | null;
};

export type DrawsAround = {
  linked: { id: string; createdAt: Date; status: string }[];
  related: number;
  others: number;
  byOthers: number;
  capped: boolean;
};

type Row = { id: string; created_at: Date | string; status: string };

export async function drawsAround(db: Db, draw: AroundDraw): Promise<DrawsAround> {
  const from = new Date(draw.createdAt.getTime() - REROLL_WINDOW_MS);
  const to = new Date((draw.drawnAt ?? draw.drawAt ?? draw.createdAt).getTime() + REROLL_WINDOW_MS);
  // An announced draw began up to ANNOUNCE_MAX_DAYS before it was drawn: its span may reach the window.
  const announcedFrom = new Date(from.getTime() - ANNOUNCE_MAX_DAYS * 24 * 3600 * 1000);
  const scopes: SQL[] = [sql`${draws.userId} = ${draw.userId}`];
  if (draw.workspaceId !== null) scopes.push(sql`${draws.workspaceId} = ${draw.workspaceId}`);
  const keys: SQL[] = [sql`${draws.selection} = ${draw.selection}`, sql`${draws.fingerprint} = ${draw.fingerprint}`, sql`${draws.membersKey} = ${draw.membersKey}`];

  // Each branch: one (scope, key) index range, the newest first, RELATED_COUNT_MAX + 1 rows at most.
  const branch = (scope: SQL, key: SQL) => sql`(
    select id, created_at, status from (
      select ${draws.id} as id, ${draws.createdAt} as created_at, ${draws.status} as status, ${draws.drawnAt} as drawn_at, ${draws.drawAt} as draw_at from ${draws}
      where ${scope} and ${key} and ${draws.createdAt} between ${announcedFrom.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      order by ${draws.createdAt} desc limit ${RELATED_COUNT_MAX + 1}
    ) b where coalesce(drawn_at, draw_at, created_at) >= ${from.toISOString()}::timestamptz and id <> ${draw.id})`;
  const branches = sql.join(
    scopes.flatMap((scope) => keys.map((key) => branch(scope, key))),
    sql` union `,
  );
  // The others: draws of the workspace or the drawer made in the window (two index ranges, stopped
  // at OTHER_COUNT_MAX + 1 each), those that share nothing with this one.
  const inWindow = (scope: SQL) => sql`(
    select ${draws.id} as id, ${draws.selection} as selection, ${draws.fingerprint} as fingerprint, ${draws.membersKey} as members_key from ${draws}
    where ${scope} and ${draws.createdAt} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
    order by ${draws.createdAt} limit ${OTHER_COUNT_MAX + 1})`;
  const windowed = sql.join(scopes.map(inWindow), sql` union `);
  const [{ rows: relatedRows }, { rows: counts }] = await Promise.all([
    db.execute<Row>(sql`${branches}`),
    db.execute<{ total: number; others: number; by_others: number }>(sql`
      select count(*)::int as total,
        (count(*) filter (where not (w.selection = ${draw.selection} or w.fingerprint = ${draw.fingerprint} or w.members_key = ${draw.membersKey})))::int as others,
        (select count(*) from (
          select 1 from ${draws}
          where ${draws.membersKey} = ${draw.membersKey} and ${draws.createdAt} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
            and ${draws.userId} <> ${draw.userId} and ${draws.workspaceId} is distinct from ${draw.workspaceId}
          limit ${RELATED_COUNT_MAX + 1}) o)::int as by_others
      from (${windowed}) w`),
  ]);
  const center = draw.createdAt.getTime();
  const all = relatedRows.map((row) => ({ id: row.id, createdAt: new Date(row.created_at), status: row.status }));
  const linked = [...all]
    .sort((a, b) => Math.abs(a.createdAt.getTime() - center) - Math.abs(b.createdAt.getTime() - center) || (a.id < b.id ? -1 : 1))
    .slice(0, RELATED_DRAWS_SHOWN)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const row = counts[0]!;
  const capped = all.length >= RELATED_COUNT_MAX || Number(row.total) > OTHER_COUNT_MAX || Number(row.by_others) > RELATED_COUNT_MAX;
  return {
    linked,
    related: Math.min(all.length, RELATED_COUNT_MAX),
    others: Math.min(Number(row.others), OTHER_COUNT_MAX),
    byOthers: Math.min(Number(row.by_others), RELATED_COUNT_MAX),
    capped,
  };
}
