import { beforeAll, describe, expect, it } from 'vitest';
import { LISTS_CSV_COLUMNS } from '../../common/csv';
import { CSV_NEWLINE, csvHeader, csvRows } from '../../server/csv/csv-format';
import { openPostgres } from '../../server/db/open';
import { adminQuery, withDatabase } from '../support/database';
import { createUser, givePlan } from '../support/factories';
import { backendsOf, killWhileInsertingMembers, summarize, usePrivateCluster } from './kill-helpers';
import { sessionCookieOf, startServer } from './server';

/**
 * The server process is killed (SIGKILL: no shutdown, no rollback by the app) in the middle of a
 * 100,000-member CSV import that replaces a user's lists. After a restart the user's lists are
 * exactly the old ones or exactly the new ones, never a mix, never nothing.
 */

const PASSWORD = 'a long enough password';
const DB = 'rollcall';

/** A CSV in the export's own format, so that a finished import exports back exactly this text. */
function csvOf(lists: { name: string; icon: string; color: string; communityId: string; members: string[] }[]): string {
  return csvHeader(LISTS_CSV_COLUMNS) + CSV_NEWLINE + csvRows(lists.map((list) => ({ ...list, members: list.members.join(';') })), LISTS_CSV_COLUMNS);
}

const oldCsv = csvOf(
  ['Regulars', 'Moderators', 'Newcomers'].map((name, l) => ({
    name,
    icon: ['⭐', '🛡️', '🌱'][l]!,
    color: ['#112233', '#445566', '#778899'][l]!,
    communityId: String(100 + l),
    members: Array.from({ length: 40 + l }, (_, i) => `old${l}_${i}`),
  })),
);
// 100 lists × 1,000 members.
const newCsv = csvOf(
  Array.from({ length: 100 }, (_, l) => ({
    name: `Imported ${l + 1}`,
    icon: '📝',
    color: '#4f46e5',
    communityId: String(5000 + l),
    members: Array.from({ length: 1000 }, (_, i) => `n${l}_${i}`),
  })),
);

const cluster = usePrivateCluster();
let databaseUrl: string;
const start = async () => {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  cluster.servers.push(server);
  return server;
};

beforeAll(async () => {
  await adminQuery(cluster.postgres.url, `create database ${DB}`);
  databaseUrl = withDatabase(cluster.postgres.url, DB);
});

const appBackends = () => backendsOf(cluster.observer, DB);

describe('the app killed in the middle of a CSV import', () => {
  it('leaves the lists all old or all new, and the import works after a restart', async () => {
    const first = await start();
    const seed = await openPostgres(databaseUrl);
    const user = await createUser(seed.db, { email: 'import@example.com', password: PASSWORD });
    await givePlan(seed.db, user.id, { tier: 1, maxlist: null });
    await seed.close();

    const login = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'import@example.com', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login);
    const importCsv = (base: string, csv: string) =>
      fetch(`${base}/api/import?mode=replace`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: csv });
    // The user's lists as the export gives them ('No lists to export' answers 400).
    const exportCsv = async (base: string) => {
      const response = await fetch(`${base}/api/export`, { headers: { cookie } });
      const text = await response.text();
      return response.status === 200 ? text : `HTTP ${response.status}: ${text}`;
    };

    // The old lists, through the app.
    expect((await importCsv(first.base, oldCsv)).status).toBe(200);
    expect(await exportCsv(first.base)).toBe(oldCsv);

    // The big import starts; once its transaction is writing the members, the process dies.
    // A new process on the same database: then the user's lists are exactly the old ones or the new ones.
    const second = await killWhileInsertingMembers('the import to insert its members', first, importCsv(first.base, newCsv), appBackends, start);
    const after = await exportCsv(second.base);
    expect(summarize(after)).toBeOneOf([summarize(oldCsv), summarize(newCsv)]);
    expect([oldCsv, newCsv]).toContain(after);

    // And the import works now, whole.
    const done = await importCsv(second.base, newCsv);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ lists: 100, members: 100_000, dropped: 0, removedLists: after === oldCsv ? 3 : 100, removedMembers: after === oldCsv ? 123 : 100_000, snapshotId: expect.any(Number) });
    expect(await exportCsv(second.base)).toBe(newCsv);
  });
});
