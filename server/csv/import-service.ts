import { workspacePlan } from '../access/workspace-plan';
import { asc, eq, sql } from 'drizzle-orm';
import {
  CSV_PREVIEW_DROPPED_MAX,
  CSV_TEXTS,
  type DroppedEntry,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  type ListImportPreview,
  type ListImportResult,
} from '../../common/csv';
import { LISTS_ERROR_CODES } from '../../common/lists';
import { liveListsOf, requireListAccess } from '../access/list-access';
import type { Db, Tx } from '../db/open';
import { isForeignKeyViolation } from '../db/sql';
import { LIST_WORKSPACE_FOREIGN_KEY, listMembers, lists } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { randomColor } from '../access/new-list';
import { pruneSnapshots, snapshotOwnedLists } from '../trash/snapshots-service';
import { oldFormatReading, readListsSource, type CsvListHead, type ListsReading, type ListsSink } from './csv-format';
import type { CsvSource } from './csv-reader';

/**
 * Global import (spec §7: my lists replaced by the file's; or merged into them) and per-list
 * import (that list's members replaced), each in one transaction with set-based inserts
 * (`unnest`, MEMBER_BATCH members a statement), previewed first with exactly the plan the import
 * will carry out. A file is read as a stream, twice (issue #40): once for what it holds (the
 * lists, the counts, what is dropped: the preview and the plan), once more inside the transaction
 * for the members, written batch by batch; the members are never all in memory. A global import
 * works on the lists I own (they count against my plan); a per-list import needs write access
 * to that list (access/list-access.ts). Members are written with my id as their owner: the
 * `(list_id, workspace_id)` foreign key refuses them in any list I do not own.
 */

/** An uploaded lists file as an import reads it: its text (read once per pass) and how (the old format, or a mapping). */
export interface ImportFile {
  source: CsvSource;
  reading: (sink: ListsSink) => ListsReading<unknown>;
}

/** Members written per statement: a few megabytes of parameters, whatever the file's size. */
export const MEMBER_BATCH = 20_000;

/** What a file holds, read once without keeping its members: its lists with their counts, the first dropped entries, the notes. */
interface FileSummary {
  lists: (CsvListHead & { members: number })[];
  /** The first CSV_PREVIEW_DROPPED_MAX dropped entries. */
  dropped: DroppedEntry[];
  droppedCount: number;
  /** The first CSV_PREVIEW_DROPPED_MAX notes (a file of a million rows without a list name has a million). */
  notes: string[];
  noteCount: number;
}

function summarySink(summary: FileSummary): Omit<ListsSink, 'member'> {
  return {
    list: (head) => void summary.lists.push({ ...head, members: 0 }),
    dropped: (entry) => {
      summary.droppedCount += 1;
      if (summary.dropped.length < CSV_PREVIEW_DROPPED_MAX) summary.dropped.push(entry);
    },
    note: (text) => {
      summary.noteCount += 1;
      if (summary.notes.length < CSV_PREVIEW_DROPPED_MAX) summary.notes.push(text);
    },
  };
}

async function summarize(file: ImportFile): Promise<FileSummary> {
  const summary: FileSummary = { lists: [], dropped: [], droppedCount: 0, notes: [], noteCount: 0 };
  const sink = { ...summarySink(summary), member: (list: number) => void (summary.lists[list]!.members += 1) };
  await readListsSource(file.source, file.reading(sink));
  return summary;
}

/** Members gathered while a file is read again, written MEMBER_BATCH at a time. */
/**
 * Members gathered while a file is read again, written MEMBER_BATCH at a time, one statement after
 * the other. A batch is sent as soon as it is full, even in the middle of a row (one row of the old
 * format can hold a whole list of millions): no statement ever carries more, so the embedded
 * database's memory does not grow with the file. The reading waits for the writes after each chunk.
 */
export function memberBatches(write: (listIds: number[], usernames: string[]) => Promise<number>) {
  let listIds: number[] = [];
  let usernames: string[] = [];
  let written = 0;
  let writes: Promise<void> = Promise.resolve();
  const send = () => {
    if (usernames.length === 0) return;
    const batch = { listIds, usernames };
    listIds = [];
    usernames = [];
    writes = writes.then(async () => {
      written += await write(batch.listIds, batch.usernames);
    });
    // Awaited by `between` or `finish`; a failure stops the writes after it and is thrown there.
    writes.catch(() => {});
  };
  return {
    add(listId: number, username: string) {
      listIds.push(listId);
      usernames.push(username);
      if (usernames.length >= MEMBER_BATCH) send();
    },
    /** After each chunk of the file: the batches sent are written before the file is read on. */
    between: () => writes,
    /** The rest, and how many were written in all. */
    async finish() {
      send();
      await writes;
      return written;
    },
  };
}

const ignore = () => {};

interface Plan {
  lists: FileSummary['lists'];
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

async function planImport(db: Db, workspaceId: number, summary: FileSummary, mode: ImportMode): Promise<Plan> {
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
    const refusal = summary.lists.length === 0 ? CSV_TEXTS.noListsInFile : limitRefusal(maxlist, elsewhere + summary.lists.length);
    return { lists: summary.lists, targets: summary.lists.map(() => null), removes, refusal };
  }
  // Merge: a file list goes into my first list of the same name (ignoring case), or a new one.
  const byName = new Map<string, number>();
  for (const list of mine) if (!byName.has(list.name.toLowerCase())) byName.set(list.name.toLowerCase(), list.id);
  const created = new Map<string, number>();
  const targets = summary.lists.map((list) => {
    const key = list.name.toLowerCase();
    const existing = byName.get(key);
    if (existing !== undefined) return existing;
    created.set(key, (created.get(key) ?? 0) + 1);
    return null;
  });
  const refusal = summary.lists.length === 0 ? CSV_TEXTS.noListsInFile : created.size > 0 ? limitRefusal(maxlist, elsewhere + mine.length + created.size) : null;
  return { lists: summary.lists, targets, removes: { lists: 0, members: 0 }, refusal };
}

function droppedPreview(summary: FileSummary) {
  const more = summary.noteCount - summary.notes.length;
  return { dropped: summary.dropped, notes: more > 0 ? [...summary.notes, CSV_TEXTS.moreNotes(more)] : summary.notes };
}

/** What importing the file would do. */
export async function previewImport(db: Db, workspaceId: number, file: ImportFile, mode: ImportMode): Promise<ImportPreview> {
  const summary = await summarize(file);
  const plan = await planImport(db, workspaceId, summary, mode);
  const { targets } = plan;
  return {
    mode,
    lists: summary.lists.map((list, index) => ({
      name: list.name,
      icon: list.icon,
      color: list.color ?? '',
      communityId: list.communityId,
      members: list.members,
      action: targets[index] === null ? 'create' : 'merge',
    })),
    totals: {
      lists: summary.lists.length,
      members: summary.lists.reduce((sum, list) => sum + list.members, 0),
      dropped: summary.droppedCount,
    },
    ...droppedPreview(summary),
    removes: plan.removes,
    refusal: plan.refusal,
  };
}

/** Inserts lists with ids taken from the sequence first, so members can refer to them in one statement. */
async function insertLists(tx: Tx, workspaceId: number, files: CsvListHead[]): Promise<number[]> {
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

export async function applyImport(db: Db, workspaceId: number, file: ImportFile, mode: ImportMode): Promise<ImportResult> {
  const summary = await summarize(file);
  return db.transaction(async (tx) => {
    // Serialises with list creation and other imports of the same user (the limit holds).
    await workspacePlan(tx, workspaceId, { lock: true });
    const plan = await planImport(tx, workspaceId, summary, mode);
    if (plan.refusal) throw new AppError(400, LISTS_ERROR_CODES.listLimit, plan.refusal);

    // Replace: what it replaces is kept first, as a snapshot ('Import history', issue #21).
    const snapshot = mode === 'replace' ? await snapshotOwnedLists(tx, workspaceId, 'import') : null;
    const toCreate = summary.lists.filter((_, index) => plan.targets[index] === null);
    const createdIds = await insertLists(tx, workspaceId, mode === 'merge' ? dedupeByName(toCreate) : toCreate);
    const idOf = new Map<string, number>();
    if (mode === 'merge') dedupeByName(toCreate).forEach((list, index) => idOf.set(list.name.toLowerCase(), createdIds[index]!));
    let created = 0;
    const targetOf = summary.lists.map((list, index) => plan.targets[index] ?? (mode === 'merge' ? idOf.get(list.name.toLowerCase())! : createdIds[created++]!));

    // The file again, its members written as they come.
    const batches = memberBatches((listIds, usernames) =>
      insertMembers(tx, workspaceId, listIds, usernames, mode === 'merge').catch((error: unknown) => {
        // A list merged into went to the Trash after the plan was made (the members trigger, migration 0016).
        throw isForeignKeyViolation(error, LIST_WORKSPACE_FOREIGN_KEY) ? new AppError(409, 'LIST_CHANGED', CSV_TEXTS.listsChanged) : error;
      }),
    );
    await readListsSource(
      file.source,
      file.reading({ list: ignore, dropped: ignore, note: ignore, member: (list, username) => batches.add(targetOf[list]!, username) }),
      batches.between,
    );
    const added = await batches.finish();
    if (snapshot) await pruneSnapshots(tx, workspaceId);
    return {
      lists: createdIds.length,
      members: added,
      dropped: summary.droppedCount,
      removedLists: plan.removes.lists,
      removedMembers: plan.removes.members,
      snapshotId: snapshot?.id ?? null,
    };
  });
}

/** Merge mode: two rows naming the same new list create it once. */
function dedupeByName(files: CsvListHead[]): CsvListHead[] {
  const seen = new Set<string>();
  return files.filter((list) => !seen.has(list.name.toLowerCase()) && seen.add(list.name.toLowerCase()));
}

/**
 * Per-list import: the list gets the members of every row of the file (duplicates once) and the
 * icon and community id of the first row — the columns the right way round (the old product
 * read Members into community_id; docs/decisions/010). The handles seen are remembered to the
 * end of a reading (duplicates across rows).
 */
async function readListImport(source: CsvSource, member: (username: string) => void, between?: () => Promise<void>): Promise<FileSummary> {
  const summary: FileSummary = { lists: [], dropped: [], droppedCount: 0, notes: [], noteCount: 0 };
  const seen = new Set<string>();
  const sink: ListsSink = {
    ...summarySink(summary),
    member: (_list, username) => {
      if (seen.has(username.toLowerCase())) return;
      seen.add(username.toLowerCase());
      member(username);
    },
  };
  await readListsSource(source, oldFormatReading(sink), between);
  return summary;
}

const listIdNotFound = () => notFound(CSV_TEXTS.listIdNotFound);

export async function previewListImport(db: Db, workspaceId: number, listId: number, source: CsvSource): Promise<ListImportPreview> {
  let members = 0;
  const summary = await readListImport(source, () => void (members += 1));
  // Previews the write it would do: refused to whoever could not carry it out.
  const list = await requireListAccess(db, workspaceId, 'write', listId, { notFound: listIdNotFound });
  const first = summary.lists[0];
  return {
    listName: list.name,
    members,
    removes: list.memberCount,
    icon: first?.icon ?? null,
    communityId: first?.communityId ?? null,
    totals: { dropped: summary.droppedCount },
    ...droppedPreview(summary),
  };
}

export async function applyListImport(db: Db, workspaceId: number, listId: number, source: CsvSource): Promise<ListImportResult> {
  // The file is read once before the transaction: a file refused changes nothing and holds no lock.
  const summary = await readListImport(source, ignore);
  const first = summary.lists[0];
  return db.transaction(async (tx) => {
    await requireListAccess(tx, workspaceId, 'write', listId, { lock: 'update', notFound: listIdNotFound });
    const { rows } = await tx.execute<{ n: number }>(
      sql`with removed as (delete from ${listMembers} where ${listMembers.listId} = ${listId} returning 1) select count(*)::int as n from removed`,
    );
    await tx.update(lists).set({ icon: first?.icon ?? null, communityId: first?.communityId ?? null }).where(eq(lists.id, listId));
    const batches = memberBatches((listIds, usernames) => insertMembers(tx, workspaceId, listIds, usernames, false));
    await readListImport(source, (username) => batches.add(listId, username), batches.between);
    return { members: await batches.finish(), removed: Number(rows[0]?.n ?? 0), dropped: summary.droppedCount };
  });
}
