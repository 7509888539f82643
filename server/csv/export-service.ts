import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { CSV_ERROR_CODES, CSV_MEMBER_SEPARATOR, CSV_TEXTS } from '../../common/csv';
import { liveListsOf, requireListAccess } from '../access/list-access';
import type { Db } from '../db/open';
import { listMembers, lists } from '../db/schema';
import { AppError } from '../http/errors';
import { CSV_NEWLINE, csvHeader, csvRows, type ExportList } from './csv-format';

/** Lists read per query while streaming: a few hundred keep memory flat at 100,000 members. */
const EXPORT_BATCH = 250;

export const nothingToExport = (message: string) => new AppError(400, CSV_ERROR_CODES.nothingToExport, message);

/** The lists I may read (all, or those in `ids`), in id order, with their members joined by ';' in the order they were added. */
async function exportBatch(db: Db, workspaceId: number, ids: number[] | null, after: number): Promise<(ExportList & { id: number })[]> {
  const only: SQL = ids ? sql`and ${lists.id} = any(${sql.param(ids)}::int[])` : sql``;
  const { rows } = await db.execute<ExportList & { id: number }>(sql`
    select ${lists.id}, ${lists.name}, ${lists.icon}, ${lists.color}, ${lists.communityId} as "communityId",
           coalesce((select string_agg(m.username, ${CSV_MEMBER_SEPARATOR} order by m.id) from ${listMembers} m where m.list_id = ${lists.id}), '') as members
    from ${lists}
    where ${liveListsOf(workspaceId)} and ${lists.id} > ${after} ${only}
    order by ${lists.id}
    limit ${EXPORT_BATCH}`);
  return rows;
}

/**
 * The CSV of the lists I may read as a stream: the header, then batches of lists, lines separated
 * by CRLF (spec §3 format; docs/decisions/010). Refuses up front when there is nothing to export;
 * ids out of reach are not found (access/list-access.ts).
 */
export async function exportCsv(db: Db, workspaceId: number, ids: number[] | null, columns: readonly string[]): Promise<Readable> {
  if (ids) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw nothingToExport(CSV_TEXTS.noListsSelectedForExport);
    await requireListAccess(db, workspaceId, 'read', unique);
    ids = unique;
  }
  const first = await exportBatch(db, workspaceId, ids, 0);
  if (first.length === 0) throw nothingToExport(CSV_TEXTS.noListsToExport);

  async function* lines() {
    yield csvHeader(columns);
    let batch = first;
    while (batch.length > 0) {
      yield CSV_NEWLINE + csvRows(batch, columns);
      if (batch.length < EXPORT_BATCH) return;
      batch = await exportBatch(db, workspaceId, ids, batch.at(-1)!.id);
    }
  }
  return Readable.from(lines());
}
