// `npm run bench:backup`: how long the daily backup (issue #21, server/db/backup.ts) holds the
// server's thread, on an in-memory PGlite of 1,000 lists / 100,000 members. Prints figures;
// asserts nothing. A timer ticks every 5 ms during the dump; the longest gap between ticks is how
// long no request could be answered. Floor, same run: the copy any backup of a live PGlite needs
// (CHECKPOINT and dumpDataDir, on the server's thread; the backup dumps a clone made from it).
// Goal: ≤ 1.5 × that. (pg_dump on a worker thread was tried: the pause stayed the copy's, within
// noise, for a second bundle entry; not kept.)
import { sql } from 'drizzle-orm';
import { openPglite } from '../server/db/open';
import { dumpPglite, pgliteOf } from '../server/db/dump';
import { report } from './report.mjs';

const database = await openPglite(null);
await database.migrate();
await database.db.execute(sql`insert into users (username, email, password_hash) values ('bench', 'bench@example.com', 'x')`);
await database.db.execute(sql`insert into lists (name, workspace_id) select 'List ' || n, (select id from users) from generate_series(1, 1000) as n`);
await database.db.execute(sql`
  insert into list_members (list_id, workspace_id, username)
  select l.id, l.workspace_id, 'm' || l.id || '_' || g from lists l, generate_series(1, 100) as g`);

async function held(run: () => Promise<Uint8Array>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  const bytes = await run();
  clearInterval(timer);
  return { longest: Math.max(longest, performance.now() - last), total: performance.now() - started, size: bytes.length };
}

const onThread = await held(() => dumpPglite(pgliteOf(database)));
const copy = await held(async () => {
  await pgliteOf(database).exec('CHECKPOINT');
  return new Uint8Array(await (await pgliteOf(database).dumpDataDir('none')).arrayBuffer());
});
await database.close();
console.log(`the daily backup's dump          ${onThread.total.toFixed(0).padStart(6)} ms in all, the thread held ${onThread.longest.toFixed(0)} ms at most (${(onThread.size / 1e6).toFixed(1)} MB)`);
console.log(`floor: CHECKPOINT + dumpDataDir   ${copy.total.toFixed(0).padStart(6)} ms in all, the thread held ${copy.longest.toFixed(0)} ms at most`);
report('backup', [
  {
    name: 'daily backup of 1,000 lists / 100,000 members (PGlite): longest pause of the server thread',
    value: onThread.longest,
    unit: 'ms',
    floor: { value: copy.longest, what: 'CHECKPOINT + copy of the data directory on the server thread, same run' },
    goal: { op: '<=', value: 1.5, ofFloor: true, text: '≤ 1.5 × the floor' },
  },
]);
