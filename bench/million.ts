// `npm run bench:million` (issue #40): one account of a million members, on PostgreSQL (a
// throw-away database at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// and on the embedded database on disk, as `npm start` opens it. Prints figures; asserts nothing.
//  1. CSV, 200 lists × 5,000 members = 1,000,000 in one file of the old format (about 12 MB):
//     its preview, its import (replace) and the export of the same, each beside a floor in the
//     same run — for the import, COPY of the same rows (the 200 lists inserted, then the members
//     with COPY … FROM a file); for the export, one query of the same rows written as CSV in
//     memory — and the server's RSS: its peak while each runs (sampled every 10 ms by a thread of
//     its own, so a busy event loop does not hide it) above what it held before, and what it holds
//     10 s after the last above what it held before the first (taken before the floors run: the
//     COPY floor's own memory would hide whether the app's fell back).
//  2. The screens at 1,000,000: bench/lists.ts with LISTS_MEMBERS_PER_LIST=1000 (1,000 lists ×
//     1,000 members) on each database: GET /api/lists, the first members page, the search, the
//     suggestions and the shoot, each beside its bare node:http floor. Its figures are taken as
//     they are, named "… (PostgreSQL)" or "… (PGlite)".
// The app runs in this process, with the young generation `npm start` gives it
// (`--max-semi-space-size=2`, set by the npm script and by bench/all.ts); the RSS is the
// process's, the client's share included (a few MiB: the file is made before it is measured).
// MILLION_ONLY=csv or MILLION_ONLY=screens runs one part, MILLION_DATABASE=postgres or pglite one database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LISTS_CSV_COLUMNS } from '../common/csv';
import { liveListsOf } from '../server/access/list-access';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/session-service';
import { loadConfig } from '../server/config';
import { CSV_NEWLINE, csvHeader, csvRows } from '../server/csv/csv-format';
import { openPglite, openPostgres, type Database } from '../server/db/open';
import { adminQuery, withDatabase } from '../test/support/database';
import { createUser, givePlan } from '../test/support/factories';
import { createRecordingMailer } from '../test/support/mailer';
import { report, type Figure } from './report.mjs';
import { startRssSampler } from './rss-sampler';

const LISTS = 200;
const PER_LIST = 5_000;
const TOTAL = LISTS * PER_LIST;
const MiB = 1024 * 1024;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.MILLION_ONLY ?? '';
const onlyDatabase = process.env.MILLION_DATABASE ?? '';
const figures: Figure[] = [];

const names = Array.from({ length: LISTS }, (_, l) => `List ${String(l + 1)}`);
const handle = (l: number, m: number) => `member${String(l)}x${String(m)}`;
const file = new TextEncoder().encode(
  csvHeader(LISTS_CSV_COLUMNS) +
    CSV_NEWLINE +
    csvRows(
      names.map((name, l) => ({ name, icon: '📝', color: '#4f46e5', communityId: null, members: Array.from({ length: PER_LIST }, (_, m) => handle(l, m)).join(';') })),
      LISTS_CSV_COLUMNS,
    ),
);

const sampler = startRssSampler();
const rss = sampler.read;

/** Runs `work`, and answers how long it took and how far the RSS rose above where it was. */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; rise: number; result: T }> {
  const before = await rss('reset');
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const after = await rss('read');
  return { ms, rise: (after.peak - before.now) / MiB, result };
}

async function csvAtAMillion(label: string, database: Database, copyFloor: (workspaceId: number, rows: string) => Promise<void>) {
  await database.migrate();
  const db = database.db;
  const user = await createUser(db);
  await givePlan(db, user.id, { tier: 1, maxlist: null });
  const floorUser = await createUser(db);
  const { token } = await createSession(db, user.id);
  const app = await buildApp({ config: loadConfig({}), database, mailer: createRecordingMailer().mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  const headers = { cookie: `rollcall_session=${token}` };
  const post = async (url: string, body: Uint8Array<ArrayBuffer>) => {
    const response = await fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body });
    if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${(await response.text()).slice(0, 300)}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  // Warm: every module of the routes loaded, the statements prepared.
  await post('/api/import?mode=replace', new TextEncoder().encode(`${csvHeader(LISTS_CSV_COLUMNS)}${CSV_NEWLINE}"w","","","","ann;bob"`));

  // What the process holds before the work: "falls back after" is measured against it (issue #40).
  const atRest = (await rss('read')).now / MiB;
  const preview = await measured(() => post('/api/import/preview?mode=replace', file));
  const totals = preview.result.totals as { members: number };
  if (totals.members !== TOTAL) throw new Error(`the preview counted ${JSON.stringify(totals)}`);
  const imported = await measured(() => post('/api/import?mode=replace', file));
  if (imported.result.members !== TOTAL) throw new Error(`the import wrote ${JSON.stringify(imported.result)}`);
  const exported = await measured(async () => {
    const response = await fetch(`${base}/api/export`, { headers });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    return bytes;
  });
  if (exported.result < file.length * 0.9) throw new Error(`the export wrote ${String(exported.result)} bytes`);

  // What it holds once the app's work is over, before the floors below add their own.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const settled = (await rss('read')).now / MiB;

  // Floors, same run: COPY of the same rows; one query of them written as CSV.
  const rows = names.flatMap((_, l) => Array.from({ length: PER_LIST }, (__, m) => `${String(l)},${handle(l, m)}`)).join('\n');
  const copy = await measured(() => copyFloor(floorUser.id, rows));
  const exportFloor = await measured(async () => {
    const { rows: listed } = await db.execute<{ name: string; icon: string; color: string; members: string }>(sql`
      select lists.name, lists.icon, lists.color, string_agg(m.username, ';' order by m.id) as members
      from lists join list_members m on m.list_id = lists.id where ${liveListsOf(user.id)} group by lists.id order by lists.id`);
    return (csvHeader(LISTS_CSV_COLUMNS) + CSV_NEWLINE + csvRows(listed.map((list) => ({ ...list, communityId: null })), LISTS_CSV_COLUMNS)).length;
  });

  await app.close();

  const name = (what: string) => `${what}, ${label}`;
  const ms = (what: string, value: number, floor: number, floorWhat: string) =>
    figures.push({ name: name(what), value, unit: 'ms', floor: { value: floor, what: floorWhat }, goal: null });
  ms('CSV preview of 1,000,000 members (12 MB)', preview.ms, copy.ms, 'COPY of the same rows');
  ms('CSV import (replace) of 1,000,000 members', imported.ms, copy.ms, 'COPY of the same rows');
  ms('CSV export of 1,000,000 members', exported.ms, exportFloor.ms, 'one query, CSV in memory');
  const rise = (what: string, value: number) =>
    figures.push({ name: name(`RSS rise during the ${what}`), value, unit: 'MiB', floor: null, goal: { op: '<=', value: 150, text: '≤ 150 MiB' } });
  rise('preview', preview.rise);
  rise('import', imported.rise);
  rise('export', exported.rise);
  figures.push({ name: name('RSS rise of the floor (COPY)'), value: copy.rise, unit: 'MiB', floor: null, goal: null });
  figures.push({ name: name('RSS 10 s after the export, above what it held before the preview'), value: settled - atRest, unit: 'MiB', floor: null, goal: null });
  console.log(`${label}: preview ${preview.ms.toFixed(0)} ms, import ${imported.ms.toFixed(0)} ms, COPY ${copy.ms.toFixed(0)} ms, export ${exported.ms.toFixed(0)} ms; RSS rise ${preview.rise.toFixed(0)} / ${imported.rise.toFixed(0)} / ${exported.rise.toFixed(0)} MiB, 10 s later ${settled.toFixed(0)} MiB (${atRest.toFixed(0)} before the preview)`);
}

if (only !== 'screens' && onlyDatabase !== 'pglite') {
  // PostgreSQL: COPY from a file the server reads (the bench runs as its superuser).
  const name = `rollcall_bench_${String(Date.now())}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const postgres = await openPostgres(url);
  const copyFile = path.join(os.tmpdir(), `${name}.csv`);
  try {
    await csvAtAMillion('PostgreSQL', postgres, async (workspaceId, rows) => {
      await postgres.db.transaction(async (tx) => {
        const { rows: made } = await tx.execute<{ id: number }>(
          sql`insert into lists (name, color, workspace_id) select name, '#4f46e5', ${workspaceId} from unnest(${sql.param(names)}::text[]) as t(name) returning id`,
        );
        const ids = made.map((row) => row.id);
        fs.writeFileSync(copyFile, rows.replace(/^(\d+),/gm, (_, l: string) => `${String(ids[Number(l)])},${String(workspaceId)},`), { mode: 0o644 });
        await tx.execute(sql.raw(`copy list_members (list_id, workspace_id, username) from '${copyFile}' (format csv)`));
      });
    });
  } finally {
    fs.rmSync(copyFile, { force: true });
    await postgres.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
if (only !== 'screens' && onlyDatabase !== 'postgres') {
  // PGlite on disk: COPY from a blob.
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-million-'));
  const pglite = await openPglite(path.join(directory, 'pglite'));
  try {
    // PGlite's own transaction: a query beside a drizzle transaction would wait for it for ever.
    type Query = (text: string, params: unknown[], options?: { blob?: Blob }) => Promise<{ rows: { id: number }[] }>;
    const client = (pglite.db as unknown as { $client: { transaction: <T>(work: (tx: { query: Query }) => Promise<T>) => Promise<T> } }).$client;
    await csvAtAMillion('PGlite', pglite, async (workspaceId, rows) => {
      await client.transaction(async (tx) => {
        const { rows: made } = await tx.query(
          `insert into lists (name, color, workspace_id) select name, '#4f46e5', $1 from unnest($2::text[]) as t(name) returning id`,
          [workspaceId, names],
        );
        const ids = made.map((row) => row.id);
        const text = rows.replace(/^(\d+),/gm, (_, l: string) => `${String(ids[Number(l)])},${String(workspaceId)},`);
        await tx.query(`copy list_members (list_id, workspace_id, username) from '/dev/blob' (format csv)`, [], { blob: new Blob([text]) });
      });
    });
  } finally {
    await pglite.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
await sampler.stop();

/** bench/lists.ts at 1,000,000 members on one database; its figures, named with it. */
function screens(label: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs'), path.join(import.meta.dirname, 'lists.ts')], {
      env: { ...process.env, LISTS_MEMBERS_PER_LIST: '1000', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += String(chunk);
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('RESULT '));
      if (code !== 0 || !line) return reject(new Error(`bench/lists.ts at a million (${label}) ended with ${String(code)}`));
      const result = JSON.parse(line.slice('RESULT '.length)) as { figures: Figure[] };
      for (const figure of result.figures) figures.push({ ...figure, name: `${figure.name} (${label})` });
      resolve();
    });
  });
}
if (only !== 'csv') {
  if (onlyDatabase !== 'pglite') await screens('PostgreSQL', {});
  if (onlyDatabase !== 'postgres') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-million-lists-'));
    try {
      await screens('PGlite', { LISTS_PGLITE_DIR: path.join(directory, 'pglite') });
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  }
}
report('million', figures);
