import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../common/admin';
import { isLiveList } from '../access/list-access';
import type { Db } from '../db/open';
import { lists } from '../db/schema';

/**
 * The dashboard's Statistics card, its queries side by side. Unique members ignore case (the way
 * the unique index and X compare handles); unique communities count distinct non-null ids.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [counts, drawStorage] = await Promise.all([listStats(db), drawStorageStats(db)]);
  return { ...counts, drawStorage };
}

/** How many workspaces the Statistics card names by the bytes their draws keep. */
export const DRAW_STORAGE_SHOWN = 10;

/**
 * The bytes draw certificates keep (issue #33): each stored entrant list once per workspace that
 * draws from it, and every draw's left-out handles. octet_length reads a stored text's size
 * without reading the text.
 */
async function drawStorageStats(db: Db): Promise<AdminStats['drawStorage']> {
  const [{ rows: top }, { rows: total }] = await Promise.all([
    db.execute<{ id: number | null; personal: boolean; owner: string | null; draws: number; bytes: string | number }>(sql`
      with per_workspace as (
        select workspace_id, count(*)::int as draws, coalesce(sum(octet_length(left_out_positions)), 0)::bigint as left_out from draws group by workspace_id
      ), lists_per_workspace as (
        select used.workspace_id, sum(octet_length(e.entrants))::bigint as bytes
        from (select distinct workspace_id, selection_fingerprint from draws) used
        join draw_entrant_lists e on e.fingerprint = used.selection_fingerprint
        group by used.workspace_id
      )
      select p.workspace_id as id, coalesce(w.personal_of is not null, false) as personal, u.username as owner, p.draws,
             (p.left_out + coalesce(l.bytes, 0))::bigint as bytes
      from per_workspace p
      left join lists_per_workspace l on l.workspace_id is not distinct from p.workspace_id
      left join workspaces w on w.id = p.workspace_id
      left join users u on u.id = w.billing_owner_id
      order by bytes desc, p.workspace_id nulls last
      limit ${DRAW_STORAGE_SHOWN}`),
    db.execute<{ bytes: string | number }>(sql`
      select ((select coalesce(sum(octet_length(entrants)), 0) from draw_entrant_lists) + (select coalesce(sum(octet_length(left_out_positions)), 0) from draws))::bigint as bytes`),
  ]);
  return {
    totalBytes: Number(total[0]?.bytes ?? 0),
    workspaces: top.map((row) => ({ id: row.id === null ? null : Number(row.id), personal: row.personal, owner: row.owner, draws: Number(row.draws), bytes: Number(row.bytes) })),
  };
}

async function listStats(db: Db): Promise<Omit<AdminStats, 'drawStorage'>> {
  const { rows } = await db.execute<Record<keyof Omit<AdminStats, 'drawStorage'>, number>>(sql`
    select (select count(*) from users)::int as "registeredUsers",
           (select count(*) from ${lists} where ${isLiveList()})::int as "createdLists",
           (select count(*) from list_members)::int as "totalListMembers",
           (select count(*) from (select distinct lower(username) from list_members) u)::int as "uniqueListMembers",
           (select count(distinct community_id) from ${lists} where community_id is not null and ${isLiveList()})::int as "uniqueCommunities"`);
  const row = rows[0]!;
  return {
    registeredUsers: Number(row.registeredUsers),
    createdLists: Number(row.createdLists),
    totalListMembers: Number(row.totalListMembers),
    uniqueListMembers: Number(row.uniqueListMembers),
    uniqueCommunities: Number(row.uniqueCommunities),
  };
}
