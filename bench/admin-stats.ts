// `npm run bench:admin-stats`: the dashboard's statistics on PostgreSQL (a throw-away database at
// BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) with 10,000 users,
// 100,000 lists and 1,000,000 members (built with set-based SQL; a third of the usernames repeat
// in other lists, in other case). The floor, in the same run: the same statement sent straight
// through the driver (no HTTP, no session, no serialisation). Prints figures; asserts nothing.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/session-service';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/open';
import { adminQuery, withDatabase } from '../test/support/database';
import { createUser } from '../test/support/factories';
import { createRecordingMailer } from '../test/support/mailer';
import { median, report } from './report.mjs';
import { adminStats } from '../server/admin/stats';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rollcall_bench_stats_${String(Date.now())}`;
await adminQuery(serverUrl, `create database ${name}`);
const database = await openPostgres(withDatabase(serverUrl, name));
try {
  await database.migrate();
  const db = database.db;
  let started = performance.now();
  await db.execute(sql`insert into users (username, email, password_hash, is_verified)
    select 'user' || g, 'user' || g || '@example.com', repeat('x', 60), true from generate_series(1, 10000) g`);
  await db.execute(sql`insert into lists (name, workspace_id, community_id)
    select 'List ' || g, 1 + (g % 10000), case when g % 3 = 0 then null else (1000 + g % 5000)::text end from generate_series(1, 100000) g`);
  await db.execute(sql`insert into list_members (list_id, username)
    select l, case when m % 3 = 0 then 'Shared' || ((l * 10 + m) % 200000) else 'u' || l || '_' || m end
    from generate_series(1, 100000) l, generate_series(1, 10) m`);
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded 10,000 users, 100,000 lists, 1,000,000 members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const admin = await createUser(db, { role: 'admin' });
  const { token } = await createSession(db, admin.id);
  const app = await buildApp({ config: loadConfig({}), database, mailer: createRecordingMailer().mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}/api/admin/stats`;
  const times: number[] = [];
  let body = '';
  for (let i = -2; i < 10; i += 1) {
    started = performance.now();
    const response = await fetch(url, { headers: { cookie: `rollcall_session=${token}` } });
    body = await response.text();
    if (!response.ok) throw new Error(body);
    if (i >= 0) times.push(performance.now() - started);
  }
  const floors: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    started = performance.now();
    await adminStats(db);
    floors.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(body);
  console.log(`GET /api/admin/stats (10k users, 100k lists, 1M members)  p50 ${median(times).toFixed(0)} ms   max ${times.at(-1)!.toFixed(0)} ms`);
  console.log(`  floor: the same statement through the driver           p50 ${median(floors).toFixed(0)} ms`);
  await app.close();
  report('admin-stats', [
    {
      name: 'GET /api/admin/stats, 10k users / 100k lists / 1M members, p50',
      value: median(times),
      unit: 'ms',
      floor: { value: median(floors), what: 'the same statement through the driver' },
    },
  ]);
} finally {
  await database.close();
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
