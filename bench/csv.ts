// `npm run bench:csv`: the figures of the CSV issue, on PostgreSQL (a throw-away database at
// BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and on an in-memory
// PGlite. Prints figures; asserts nothing.
//  - import (replace all) of a file of 1,000 lists × 100 members through POST /api/import, beside
//    a floor in the same run: one transaction that deletes the lists and inserts the same rows with
//    one `INSERT … SELECT FROM unnest(…)` per table (no parsing, no HTTP);
//  - export of the same through GET /api/export, beside a floor: the same rows read with one query
//    (members joined per list) and written as CSV text in memory.
//  - restore of the import snapshot the next import takes (POST /api/import/snapshots/:id/restore:
//    the 1,000 lists and 100,000 members put back, the current ones kept as a snapshot) and its
//    undo (the same for the snapshot it made), beside the import of the same data in the same run.
// Goals (issue #5): import ≤ 1.5 s on PostgreSQL, ≤ 3 s on PGlite; export ≤ 1 s. Issue #21:
// restore and undo ≤ 2 × the import.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { LISTS_CSV_COLUMNS } from '../common/csv';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/session-service';
import { loadConfig } from '../server/config';
import { CSV_NEWLINE, csvHeader, csvRows } from '../server/csv/csv-format';
import { openPglite, openPostgres, type Database } from '../server/db/open';
import { adminQuery, withDatabase } from '../test/support/database';
import { createUser, givePlan } from '../test/support/factories';
import { createRecordingMailer } from '../test/support/mailer';
import { median, report, type Figure } from './report.mjs';

const LISTS = 1000;
const PER_LIST = 100;
const ROUNDS = 5;

const names = Array.from({ length: LISTS }, (_, l) => `List ${String(l + 1)}`);
const members = names.map((_, l) => Array.from({ length: PER_LIST }, (_, g) => `u${String(l + 1)}_${String(g + 1)}`));
const file =
  csvHeader(LISTS_CSV_COLUMNS) +
  CSV_NEWLINE +
  csvRows(
    names.map((name, l) => ({ name, icon: '📝', color: '#4f46e5', communityId: String(1000 + l), members: members[l]!.join(';') })),
    LISTS_CSV_COLUMNS,
  );

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

async function run(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const user = await createUser(db);
  await givePlan(db, user.id, { tier: 1, maxlist: null });
  const { token } = await createSession(db, user.id);
  const app = await buildApp({ config: loadConfig({}), database, mailer: createRecordingMailer().mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  const headers = { cookie: `rollcall_session=${token}` };

  const imports: number[] = [];
  const floors: number[] = [];
  const exports: number[] = [];
  const exportFloors: number[] = [];
  const restores: number[] = [];
  const undos: number[] = [];
  let exported = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    let started = performance.now();
    const response = await fetch(`${base}/api/import?mode=replace`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: file });
    if (!response.ok) throw new Error(`import: ${String(response.status)} ${await response.text()}`);
    const { snapshotId } = (await response.json()) as { snapshotId: number | null };
    imports.push(performance.now() - started);

    // From the second round on, the import kept the previous round's lists: put them back, then undo that.
    if (snapshotId !== null) {
      const restore = async (id: number) => {
        const began = performance.now();
        const answer = await fetch(`${base}/api/import/snapshots/${String(id)}/restore`, { method: 'POST', headers });
        if (!answer.ok) throw new Error(`restore: ${String(answer.status)} ${await answer.text()}`);
        const result = (await answer.json()) as { lists: number; members: number; undoSnapshotId: number };
        if (result.lists !== LISTS || result.members !== LISTS * PER_LIST) throw new Error(`restore put back ${JSON.stringify(result)}`);
        return { ms: performance.now() - began, undo: result.undoSnapshotId };
      };
      const restored = await restore(snapshotId);
      restores.push(restored.ms);
      undos.push((await restore(restored.undo)).ms);
    }

    started = performance.now();
    const csv = await fetch(`${base}/api/export`, { headers });
    exported = (await csv.arrayBuffer()).byteLength;
    exports.push(performance.now() - started);

    started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from list_members where list_id in (select id from lists where workspace_id = ${user.id})`);
      await tx.execute(sql`delete from lists where workspace_id = ${user.id}`);
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into lists (name, icon, color, community_id, workspace_id)
        select name, '📝', '#4f46e5', community_id, ${user.id}
        from unnest(${sql.param(names)}::text[], ${sql.param(names.map((_, l) => String(1000 + l)))}::text[]) as t(name, community_id)
        returning id`);
      const ids = rows.map((row) => Number(row.id));
      await tx.execute(sql`
        insert into list_members (list_id, workspace_id, username)
        select list_id, ${user.id}, username
        from unnest(${sql.param(members.flatMap((list, l) => list.map(() => ids[l]!)))}::int[], ${sql.param(members.flat())}::text[]) as t(list_id, username)`);
    });
    floors.push(performance.now() - started);

    started = performance.now();
    const { rows } = await db.execute<{ name: string; icon: string; color: string; community_id: string | null; members: string | null }>(sql`
      select l.name, l.icon, l.color, l.community_id, string_agg(m.username, ';' order by m.id) as members
      from lists l left join list_members m on m.list_id = l.id where l.workspace_id = ${user.id} group by l.id order by l.id`);
    const text =
      csvHeader(LISTS_CSV_COLUMNS) +
      CSV_NEWLINE +
      csvRows(
        rows.map((row) => ({ name: row.name, icon: row.icon, color: row.color, communityId: row.community_id, members: row.members ?? '' })),
        LISTS_CSV_COLUMNS,
      );
    if (text.length < exported / 2) throw new Error('export floor wrote too little');
    exportFloors.push(performance.now() - started);
  }
  const imported = median(imports);
  const floor = median(floors);
  console.log(`${label}`);
  console.log(`  import 1,000 lists / 100,000 members (replace)  ${ms(imported)}   (median of ${String(ROUNDS)}; file ${(file.length / 1e6).toFixed(1)} MB)`);
  console.log(`  floor: delete + INSERT … SELECT FROM unnest      ${ms(floor)}   → import = ${(imported / floor).toFixed(2)} × floor`);
  console.log(`  export GET /api/export                           ${ms(median(exports))}   (${(exported / 1e6).toFixed(1)} MB)`);
  console.log(`  floor: one query + CSV text in memory            ${ms(median(exportFloors))}`);
  console.log(`  restore of the import's snapshot (same data)     ${ms(median(restores))}   → ${(median(restores) / imported).toFixed(2)} × import (goal ≤ 2)`);
  console.log(`  undo of that restore                             ${ms(median(undos))}   → ${(median(undos) / imported).toFixed(2)} × import (goal ≤ 2)`);
  await app.close();
  const importGoal = label.startsWith('PostgreSQL') ? 1500 : 3000;
  figures.push(
    {
      name: `import 1,000 lists / 100,000 members, ${label.split(' ')[0]!}`,
      value: imported,
      unit: 'ms',
      floor: { value: floor, what: 'delete + INSERT … SELECT FROM unnest, one transaction' },
      goal: { op: '<=', value: importGoal, text: `≤ ${String(importGoal / 1000)} s` },
    },
    {
      name: `export 1,000 lists / 100,000 members, ${label.split(' ')[0]!}`,
      value: median(exports),
      unit: 'ms',
      floor: { value: median(exportFloors), what: 'one query + CSV text in memory' },
      goal: { op: '<=', value: 1000, text: '≤ 1 s' },
    },
    {
      name: `restore of an import snapshot, 1,000 lists / 100,000 members, ${label.split(' ')[0]!}`,
      value: median(restores),
      unit: 'ms',
      floor: { value: imported, what: 'the import of the same data, same run' },
      goal: { op: '<=', value: 2 * imported, text: '≤ 2 × the import' },
    },
    {
      name: `undo of that restore, ${label.split(' ')[0]!}`,
      value: median(undos),
      unit: 'ms',
      floor: { value: imported, what: 'the import of the same data, same run' },
      goal: { op: '<=', value: 2 * imported, text: '≤ 2 × the import' },
    },
  );
}
const figures: Figure[] = [];

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rollcall_bench_csv_${String(Date.now())}`;
try {
  await adminQuery(serverUrl, `create database ${name}`);
} catch (error) {
  console.log(`PostgreSQL: not reachable at ${new URL(serverUrl).host} (${(error as Error).message}); skipped`);
}
try {
  const postgres = await openPostgres(withDatabase(serverUrl, name));
  await run(`PostgreSQL (${new URL(serverUrl).host})`, postgres);
  await postgres.close();
} catch (error) {
  if (!(error as Error).message.includes('does not exist')) throw error;
} finally {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
}
const pglite = await openPglite(null);
await run('PGlite (in memory)', pglite);
await pglite.close();
report('csv', figures);
