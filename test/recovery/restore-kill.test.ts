import { BACKGROUND_JOBS } from '../../common/background-jobs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LISTS_CSV_COLUMNS } from '../../common/csv';
import { CSV_NEWLINE, csvHeader, csvRows } from '../../server/csv/csv-format';
import { openPostgres } from '../../server/db/open';
import { adminQuery, withDatabase } from '../support/database';
import { createUser, givePlan } from '../support/factories';
import { backendsOf, killWhileInsertingMembers, summarize, waitFor, usePrivateCluster } from './kill-helpers';
import { startServerProcess } from '../operator/server-process';
import { sessionCookieOf, startServer } from './server';

/**
 * Issue #21: the server process is killed (SIGKILL) in the middle of putting 100,000 members back
 * (an import snapshot's restore) and in the middle of the Trash's purge. After a restart each is
 * all done or not done at all: the lists are exactly the old ones or the new ones, a trashed list
 * is whole in the Trash or gone with every member; and the interrupted work completes.
 */

const PASSWORD = 'a long enough password';

function csvOf(lists: { name: string; members: string[] }[]): string {
  return (
    csvHeader(LISTS_CSV_COLUMNS) +
    CSV_NEWLINE +
    csvRows(
      lists.map((list, l) => ({ name: list.name, icon: '📝', color: '#4f46e5', communityId: String(1000 + l), members: list.members.join(';') })),
      LISTS_CSV_COLUMNS,
    )
  );
}
const smallCsv = csvOf(['Regulars', 'Moderators'].map((name, l) => ({ name, members: Array.from({ length: 30 + l }, (_, i) => `s${l}_${i}`) })));
// 100 lists × 1,000 members.
const bigCsv = csvOf(Array.from({ length: 100 }, (_, l) => ({ name: `Big ${l + 1}`, members: Array.from({ length: 1000 }, (_, i) => `b${l}_${i}`) })));

const cluster = usePrivateCluster();

/** A database of its own, a user with an unlimited plan, a server, and a signed-in client. */
async function setUp(db: string, env: NodeJS.ProcessEnv = {}) {
  await adminQuery(cluster.postgres.url, `create database ${db}`);
  const databaseUrl = withDatabase(cluster.postgres.url, db);
  const start = async (extra: NodeJS.ProcessEnv = {}) => {
    const server = await startServer({ DATABASE_URL: databaseUrl, ...env, ...extra });
    cluster.servers.push(server);
    return server;
  };
  const first = await start();
  const seed = await openPostgres(databaseUrl);
  const user = await createUser(seed.db, { email: `${db}@example.com`, password: PASSWORD });
  await givePlan(seed.db, user.id, { tier: 1, maxlist: null });
  await seed.close();
  const login = await fetch(`${first.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${db}@example.com`, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = sessionCookieOf(login);
  const call = (base: string, method: string, path: string, body?: string) =>
    fetch(`${base}${path}`, { method, headers: body === undefined ? { cookie } : { cookie, 'content-type': 'text/csv' }, body });
  const exportCsv = async (base: string) => {
    const response = await call(base, 'GET', '/api/export');
    const text = await response.text();
    return response.status === 200 ? text : `HTTP ${response.status}: ${text}`;
  };
  const backends = () => backendsOf(cluster.observer, db);
  return { first, start, user, call, exportCsv, backends, databaseUrl };
}

describe('the app killed while it puts lists back or purges the Trash', () => {
  it('leaves a snapshot restore all done or not done, and the restore works after a restart', async () => {
    const { first, start, call, exportCsv, backends } = await setUp('restore_kill');
    // The big lists, then replaced by the small ones: the big ones wait in a snapshot.
    expect((await call(first.base, 'POST', '/api/import?mode=replace', bigCsv)).status).toBe(200);
    const replaced = await call(first.base, 'POST', '/api/import?mode=replace', smallCsv);
    const { snapshotId } = (await replaced.json()) as { snapshotId: number };
    expect(await exportCsv(first.base)).toBe(smallCsv);

    // The restore starts; once it is putting the members back, the process dies.
    const second = await killWhileInsertingMembers('the restore to put members back', first, call(first.base, 'POST', `/api/import/snapshots/${snapshotId}/restore`), backends, start);
    const after = await exportCsv(second.base);
    expect(summarize(after)).toBeOneOf([summarize(smallCsv), summarize(bigCsv)]);
    expect([smallCsv, bigCsv]).toContain(after);
    // Not done: the snapshot is still there to restore. (Done: the small lists are the undo's snapshot.)
    const history = (await (await call(second.base, 'GET', '/api/import/snapshots')).json()) as { snapshots: { id: number; lists: number; members: number }[] };
    if (after === smallCsv) {
      expect(history.snapshots[0]).toMatchObject({ id: snapshotId, lists: 100, members: 100_000 });
      const done = await call(second.base, 'POST', `/api/import/snapshots/${snapshotId}/restore`);
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ lists: 100, members: 100_000 });
    } else {
      expect(history.snapshots[0]).toMatchObject({ lists: 2, members: 61 });
    }
    expect(await exportCsv(second.base)).toBe(bigCsv);
  });

  it('leaves each trashed list whole or purged, never half, and the purge finishes after a restart', async () => {
    const { first, start, call, user, backends, databaseUrl } = await setUp('purge_kill');
    expect((await call(first.base, 'POST', '/api/import?mode=replace', bigCsv)).status).toBe(200);
    const { lists } = (await (await call(first.base, 'GET', '/api/lists')).json()) as { lists: { id: number }[] };
    for (const list of lists) expect((await call(first.base, 'DELETE', `/api/lists/${list.id}`)).status).toBe(204);
    await first.stop();
    // Deleted two days ago: due for the purge (TRASH_DAYS=1) the moment a server starts.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`update lists set removed_at = now() - interval '2 days' where workspace_id = $1`, [user.id]);
    // And the Trash purge's turn has come: the first server purged at its start, when nothing was old,
    // and the next turn is an hour later (issue #39: one turn across instances, kept in the database).
    await client.query(`update background_jobs set next_run_at = now() where name = $1`, [BACKGROUND_JOBS.trashPurge.name]);
    const trashState = async () =>
      (
        await client.query<{ lists: number; members: number; partial: number }>(
          `select count(*)::int as lists, coalesce(sum(n), 0)::int as members, count(*) filter (where n <> 1000)::int as partial
           from (select l.id, (select count(*) from removed_list_members r where r.list_id = l.id) as n from lists l where l.workspace_id = $1) t`,
          [user.id],
        )
      ).rows[0]!;
    expect(await trashState()).toEqual({ lists: 100, members: 100_000, partial: 0 });

    // The purge runs as the app gets ready, maybe before it listens: the process is watched from its spawn.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-faults-purge-'));
    const purging = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TRASH_DAYS: '1' });
    const deleting = await waitFor('the purge to delete lists', async () =>
      (await backends()).find((backend) => backend.state === 'active' && /delete from "lists"/i.test(backend.query)),
    );
    purging.child.kill('SIGKILL');
    await purging.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await waitFor('the dead process’s sessions to end', async () => !(await backends()).some((b) => b.pid === deleting.pid), 60_000, 50);
    // Whole lists only: each one still trashed holds its 1,000 members, none is left half purged.
    const middle = await trashState();
    expect(middle.partial).toBe(0);
    expect(middle.members).toBe(middle.lists * 1000);
    expect(middle.lists).toBeLessThan(100 + 1);
    // Nothing orphaned: no member of a list that is gone.
    expect((await client.query(`select count(*)::int as n from removed_list_members r where not exists (select 1 from lists l where l.id = r.list_id)`)).rows[0].n).toBe(0);

    // The next start purges the rest: the killed process's lease on the purge is freed at once (its
    // process is gone on this machine), and the purge, never recorded as done, is still due.
    await start({ TRASH_DAYS: '1' });
    await waitFor('the purge to finish', async () => (await trashState()).lists === 0, 60_000, 50);
    expect(await trashState()).toEqual({ lists: 0, members: 0, partial: 0 });
    await client.end();
  });
});
