// `npm run bench:draw-storage`: what draw certificates add to the database (issue #33). On an
// in-memory PGlite, one list of 100,000 members; 200 rotation shoots of 2 through the shoot
// service, and the bytes they added (tables, TOAST and indexes of draws, draw_entrant_lists and
// shoot_history, as PostgreSQL counts them). Floor, same run: what one plain shoot of the same list
// added (the whole list stored once, which any certificate of it needs). Goal: under 1 MB for the
// 200 (before issue #33 each rotation shoot stored its eligible list again: 179 MB).
// Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import { openPglite } from '../server/db/open';
import { shoot } from '../server/lists/shoot-service';
import { createUser, givePlan } from '../test/support/factories';
import { median, report } from './report.mjs';
import { getCertificate } from '../server/draws/certificates';

const MEMBERS = 100_000;
const SHOOTS = 200;

const database = await openPglite(null);
await database.migrate();
const { db } = database;
const user = await createUser(db, { username: 'bench', email: 'bench@example.com' });
await givePlan(db, user.id, { tier: 900, maxlist: null });
const [list] = (await db.execute<{ id: number }>(sql`insert into lists (name, workspace_id) values ('Community', ${user.id}) returning id`)).rows;
await db.execute(sql`insert into list_members (list_id, username) select ${list!.id}, 'member_' || lpad(g::text, 6, '0') from generate_series(1, ${MEMBERS}) g`);
const actor = { userId: user.id, username: user.username, workspaceId: user.id, drawStorageBytesPerDay: 100_000_000 };

/** Bytes of the tables a shoot writes to, with their TOAST and indexes. */
async function stored(): Promise<number> {
  await db.execute(sql`checkpoint`);
  const { rows } = await db.execute<{ bytes: string }>(sql`
    select (pg_total_relation_size('draws') + pg_total_relation_size('draw_entrant_lists') + pg_total_relation_size('shoot_history'))::bigint as bytes`);
  return Number(rows[0]!.bytes);
}

const empty = await stored();
await shoot(db, actor, { listIds: [list!.id], count: 2, skipRecent: 0, rotation: false, provablyFair: false });
const afterPlain = await stored();
const plain = afterPlain - empty;

const started = performance.now();
for (let i = 0; i < SHOOTS; i += 1) await shoot(db, actor, { listIds: [list!.id], count: 2, skipRecent: 0, rotation: true, provablyFair: false });
const seconds = (performance.now() - started) / 1000;
const rotation = (await stored()) - afterPlain;
const { rows } = await db.execute<{ lists: number; left: string }>(sql`
  select (select count(*) from draw_entrant_lists)::int as lists, (select coalesce(sum(octet_length(left_out_positions)), 0) from draws)::bigint as "left"`);

// A public certificate's read stays bounded (issue #33, a red-team pass): 50,000 draws of the same
// lists in its window (as a host who re-rolls all day would make), beside a certificate with none.
const [kept] = (await db.execute<{ id: string }>(sql`select id from draws order by created_at limit 1`)).rows;
await db.execute(sql`
  insert into draws (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, members_key, entrant_count, winners, created_at, drawn_at)
  select 'reroll' || lpad(g::text, 16, '0'), user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, members_key, entrant_count, winners,
         created_at + g * interval '1 second', drawn_at + g * interval '1 second'
  from draws, generate_series(1, 50000) g where id = ${kept!.id}`);
await db.execute(sql`analyze draws`);
const quietUser = await createUser(db);
const [lonely] = (await db.execute<{ id: number }>(sql`insert into lists (name, workspace_id) values ('Alone', ${quietUser.id}) returning id`)).rows;
await db.execute(sql`insert into list_members (list_id, username) select ${lonely!.id}, 'member_' || lpad(g::text, 6, '0') from generate_series(1, ${MEMBERS}) g`);
const alone = await shoot(db, { ...actor, userId: quietUser.id, workspaceId: quietUser.id }, { listIds: [lonely!.id], count: 2, skipRecent: 0, rotation: false, provablyFair: false });
async function readTimes(id: string): Promise<number> {
  const times: number[] = [];
  for (let i = -5; i < 30; i += 1) {
    const started = performance.now();
    await getCertificate(db, id, null);
    if (i >= 0) times.push(performance.now() - started);
  }
  return median(times);
}
const crowded = await readTimes(kept!.id);
const quiet = await readTimes(alone.drawId);
await database.close();

const mb = (bytes: number) => bytes / 1e6;
console.log(`one plain shoot of ${MEMBERS.toLocaleString('en-US')} members added   ${mb(plain).toFixed(2)} MB (the list, stored once)`);
console.log(`a certificate read with 50,000 related draws: p50 ${crowded.toFixed(1)} ms; with none: ${quiet.toFixed(1)} ms`);
console.log(`${SHOOTS} rotation shoots of 2 added          ${mb(rotation).toFixed(2)} MB in ${seconds.toFixed(1)} s; ${String(rows[0]!.lists)} entrant list(s) stored, ${mb(Number(rows[0]!.left)).toFixed(2)} MB of left-out places`);
report('draw-storage', [
  {
    name: `${String(SHOOTS)} rotation shoots of 2 from a ${MEMBERS.toLocaleString('en-US')}-member list: bytes added (PGlite)`,
    value: mb(rotation),
    unit: 'MB',
    floor: { value: mb(plain), what: 'one plain shoot of the same list (the whole list stored once), same run' },
    goal: { op: '<=', value: 1, text: '≤ 1 MB' },
  },
  {
    name: 'a certificate with 50,000 draws of the same lists around it: read (p50, PGlite)',
    value: crowded,
    unit: 'ms',
    floor: { value: quiet, what: 'a certificate of the same 100,000 members with no other draw around it, same run' },
    goal: null,
  },
]);
