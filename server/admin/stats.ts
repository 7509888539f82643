import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../common/admin';
import type { Db } from '../db/open';

/**
 * The dashboard's Statistics card in one round trip. Unique members ignore case (the way the
 * unique index and X compare handles); unique communities count distinct non-null ids.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const { rows } = await db.execute<Record<keyof AdminStats, number>>(sql`
    select (select count(*) from users)::int as "registeredUsers",
           (select count(*) from lists where removed_at is null)::int as "createdLists",
           (select count(*) from list_members)::int as "totalListMembers",
           (select count(*) from (select distinct lower(username) from list_members) u)::int as "uniqueListMembers",
           (select count(distinct community_id) from lists where community_id is not null and removed_at is null)::int as "uniqueCommunities"`);
  const row = rows[0]!;
  return {
    registeredUsers: Number(row.registeredUsers),
    createdLists: Number(row.createdLists),
    totalListMembers: Number(row.totalListMembers),
    uniqueListMembers: Number(row.uniqueListMembers),
    uniqueCommunities: Number(row.uniqueCommunities),
  };
}
