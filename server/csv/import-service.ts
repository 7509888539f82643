import { workspacePlan } from '../access/workspace-plan';
import { asc, eq, sql } from 'drizzle-orm';
import {
  CSV_PREVIEW_DROPPED_MAX,
  CSV_TEXTS,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  type ListImportPreview,
  type ListImportResult,
} from '../../common/csv';
import { LISTS_ERROR_CODES } from '../../common/lists';
import { liveListsOf, requireListAccess } from '../access/list-access';
import {  } from '../billing/entitlements';
import type { Db, Tx } from '../db/open';
import { isForeignKeyViolation } from '../db/sql';
import { LIST_WORKSPACE_FOREIGN_KEY, listMembers, lists } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { randomColor } from '../access/new-list';
import { pruneSnapshots, snapshotOwnedLists } from '../trash/snapshots-service';
import { parseListsCsv, type CsvList, type ParsedCsv } from './csv-format';

/**
 * Global import (spec §7: my lists replaced by the file's; or merged into them) and per-list
 * import (that list's members replaced), each in one transaction with set-based inserts
 * (`unnest`), previewed first with exactly the plan the import will carry out. A global import
 * works on the lists I own (they count against my plan); a per-list import needs write access
 * to that list (access/list-access.ts). Members are written with my id as their owner: the
 * `(list_id, workspace_id)` foreign key refuses them in any list I do not own.
 */

interface Plan {
  parsed: ParsedCsv;
  /** Per file list: the id of my list it merges into, or null to create one. */
  targets: (number | null)[];
  removes: { lists: number; members: number };
  refusal: string | null;
}


/** The plan's limit against the number of lists I would own afterwards (spec §5). */
function limitRefusal(maxlist: number | null, after: number): string | null {
  if (maxlist === null) return null;
  if (maxlist <= 0) return CSV_TEXTS.maxListCountZero;
  return after > maxlist ? CSV_TEXTS.tooManyLists(after, maxlist) : null;
}

async function planImport(db: Db, workspaceId: number, parsed: ParsedCsv, mode: ImportMode): Promise<Plan> {
  const mine = await db
    .select({ id: lists.id, name: lists.name, members: lists.memberCount })
    .from(lists)
    .where(liveListsOf(workspaceId))
    .orderBy(asc(lists.id));
  // The plan counts the lists billed to the same person elsewhere too (decision 022).
  const plan = await workspacePlan(db, workspaceId);
  const { maxlist } = plan.entitlements;
  const elsewhere = plan.used - plan.here;

  if (mode === 'replace') {
    const removes = { lists: mine.length, members: mine.reduce((sum, list) => sum + list.members, 0) };
    const refusal = parsed.lists.length === 0 ? CSV_TEXTS.noListsInFile : limitRefusal(maxlist, elsewhere + parsed.lists.length);
    return { parsed, targets: parsed.lists.map(() => null), removes, refusal };
  }
  // Merge: a file list goes into my first list of the same name (ignoring case), or a new one.
  const byName = new Map<string, number>();
  for (const list of mine) if (!byName.has(list.name.toLowerCase())) byName.set(list.name.toLowerCase(), list.id);
  const created = new Map<string, number>();
  const targets = parsed.lists.map((list) => {
    const key = list.name.toLowerCase();
    const existing = byName.get(key);
    if (existing !== undefined) return existing;
    created.set(key, (created.get(key) ?? 0) + 1);
    return null;
  });
  const refusal = parsed.lists.length === 0 ? CSV_TEXTS.noListsInFile : created.size > 0 ? limitRefusal(maxlist, elsewhere + mine.length + created.size) : null;
  return { parsed, targets, removes: { lists: 0, members: 0 }, refusal };
}

function droppedPreview(parsed: ParsedCsv) {
  return { dropped: parsed.dropped.slice(0, CSV_PREVIEW_DROPPED_MAX), notes: parsed.notes };
}

/** What importing the file would do; `csv` is the old format's text or a file already read (a mapped one, mapped-csv.ts). */
export async function previewImport(db: Db, workspaceId: number, csv: string | ParsedCsv, mode: ImportMode): Promise<ImportPreview> {
  const plan = await planImport(db, workspaceId, typeof csv === 'string' ? parseListsCsv(csv) : csv, mode);
  const { parsed, targets } = plan;
  return {
    mode,
    lists: parsed.lists.map((list, index) => ({
      name: list.name,
      icon: list.icon,
      color: list.color ?? '',
      communityId: list.communityId,
      members: list.members.length,
      action: targets[index] === null ? 'create' : 'merge',
    })),
    totals: {
      lists: parsed.lists.length,
      members: parsed.lists.reduce((sum, list) => sum + list.members.length, 0),
      dropped: parsed.dropped.length,
    },
    ...droppedPreview(parsed),
    removes: plan.removes,
    refusal: plan.refusal,
  };
}

/** Inserts lists with ids taken from the sequence first, so members can refer to them in one statement. */
async function insertLists(tx: Tx, workspaceId: number, files: CsvList[]): Promise<number[]> {
  if (files.length === 0) return [];
  const { rows } = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('lists', 'id'))::int as id from generate_series(1, ${files.length})`,
  );
  const ids = rows.map((row) => Number(row.id));
  await tx.execute(sql`
    insert into ${lists} (id, name, icon, color, community_id, workspace_id)
    select id, name, icon, color, community_id, ${workspaceId}
    from unnest(${sql.param(ids)}::int[], ${sql.param(files.map((f) => f.name))}::text[], ${sql.param(files.map((f) => f.icon))}::text[],
                ${sql.param(files.map((f) => f.color ?? randomColor()))}::text[], ${sql.param(files.map((f) => f.communityId))}::text[])
      as t(id, name, icon, color, community_id)`);
  return ids;
}

/**
 * One statement for every member. Into lists that may already hold some of them (`existing`:
 * merge) a username already there is left alone; into fresh or just emptied lists (replace,
 * per-list import) the handles are already distinct per list and a plain insert is ~25% faster
 * than ON CONFLICT's speculative insertion (bench:csv).
 */
async function insertMembers(tx: Tx, workspaceId: number, listIds: number[], usernames: string[], existing: boolean): Promise<number> {
  if (usernames.length === 0) return 0;
  const rows = sql`select list_id, ${workspaceId}::int, username from unnest(${sql.param(listIds)}::int[], ${sql.param(usernames)}::text[]) as t(list_id, username)`;
  if (!existing) {
    await tx.execute(sql`insert into ${listMembers} (list_id, workspace_id, username) ${rows}`);
    return usernames.length;
  }
  const { rows: added } = await tx.execute<{ n: number }>(sql`
    with added as (
      insert into ${listMembers} (list_id, workspace_id, username) ${rows}
      on conflict (list_id, workspace_id, lower(username)) do nothing
      returning 1
    ) select count(*)::int as n from added`);
  return Number(added[0]?.n ?? 0);
}

export async function applyImport(db: Db, workspaceId: number, csv: string | ParsedCsv, mode: ImportMode): Promise<ImportResult> {
  const parsed = typeof csv === 'string' ? parseListsCsv(csv) : csv;
  return db.transaction(async (tx) => {
    // Serialises with list creation and other imports of the same user (the limit holds).
    await workspacePlan(tx, workspaceId, { lock: true });
    const plan = await planImport(tx, workspaceId, parsed, mode);
    if (plan.refusal) throw new AppError(400, LISTS_ERROR_CODES.listLimit, plan.refusal);

    // Replace: what it replaces is kept first, as a snapshot ('Import history', issue #21).
    const snapshot = mode === 'replace' ? await snapshotOwnedLists(tx, workspaceId, 'import') : null;
    const toCreate = parsed.lists.filter((_, index) => plan.targets[index] === null);
    const createdIds = await insertLists(tx, workspaceId, mode === 'merge' ? dedupeByName(toCreate) : toCreate);
    const idOf = new Map<string, number>();
    if (mode === 'merge') dedupeByName(toCreate).forEach((list, index) => idOf.set(list.name.toLowerCase(), createdIds[index]!));

    const memberListIds: number[] = [];
    const usernames: string[] = [];
    let created = 0;
    parsed.lists.forEach((list, index) => {
      const target = plan.targets[index] ?? (mode === 'merge' ? idOf.get(list.name.toLowerCase())! : createdIds[created++]!);
      for (const username of list.members) {
        memberListIds.push(target);
        usernames.push(username);
      }
    });
    const added = await insertMembers(tx, workspaceId, memberListIds, usernames, mode === 'merge').catch((error: unknown) => {
      // A list merged into went to the Trash after the plan was made (the members trigger, migration 0016).
      throw isForeignKeyViolation(error, LIST_WORKSPACE_FOREIGN_KEY) ? new AppError(409, 'LIST_CHANGED', CSV_TEXTS.listsChanged) : error;
    });
    if (snapshot) await pruneSnapshots(tx, workspaceId);
    return {
      lists: createdIds.length,
      members: added,
      dropped: parsed.dropped.length,
      removedLists: plan.removes.lists,
      removedMembers: plan.removes.members,
      snapshotId: snapshot?.id ?? null,
    };
  });
}

/** Merge mode: two rows naming the same new list create it once. */
function dedupeByName(files: CsvList[]): CsvList[] {
  const seen = new Set<string>();
  return files.filter((list) => !seen.has(list.name.toLowerCase()) && seen.add(list.name.toLowerCase()));
}

/**
 * Per-list import: the list gets the members of every row of the file (duplicates once) and the
 * icon and community id of the first row — the columns the right way round (the old product
 * read Members into community_id; docs/decisions/010).
 */
function listImportPlan(parsed: ParsedCsv) {
  const seen = new Set<string>();
  const members: string[] = [];
  for (const list of parsed.lists) {
    for (const username of list.members) {
      if (!seen.has(username.toLowerCase())) {
        seen.add(username.toLowerCase());
        members.push(username);
      }
    }
  }
  const first = parsed.lists[0];
  return { members, icon: first?.icon ?? null, communityId: first?.communityId ?? null };
}

const listIdNotFound = () => notFound(CSV_TEXTS.listIdNotFound);

export async function previewListImport(db: Db, workspaceId: number, listId: number, csv: string): Promise<ListImportPreview> {
  const parsed = parseListsCsv(csv);
  // Previews the write it would do: refused to whoever could not carry it out.
  const list = await requireListAccess(db, workspaceId, 'write', listId, { notFound: listIdNotFound });
  const plan = listImportPlan(parsed);
  return {
    listName: list.name,
    members: plan.members.length,
    removes: list.memberCount,
    icon: plan.icon,
    communityId: plan.communityId,
    totals: { dropped: parsed.dropped.length },
    ...droppedPreview(parsed),
  };
}

export async function applyListImport(db: Db, workspaceId: number, listId: number, csv: string): Promise<ListImportResult> {
  const parsed = parseListsCsv(csv);
  const plan = listImportPlan(parsed);
  return db.transaction(async (tx) => {
    await requireListAccess(tx, workspaceId, 'write', listId, { lock: 'update', notFound: listIdNotFound });
    const { rows } = await tx.execute<{ n: number }>(
      sql`with removed as (delete from ${listMembers} where ${listMembers.listId} = ${listId} returning 1) select count(*)::int as n from removed`,
    );
    await tx.update(lists).set({ icon: plan.icon, communityId: plan.communityId }).where(eq(lists.id, listId));
    const added = await insertMembers(
      tx,
      workspaceId,
      plan.members.map(() => listId),
      plan.members,
      false,
    );
    return { members: added, removed: Number(rows[0]?.n ?? 0), dropped: parsed.dropped.length };
  });
}
