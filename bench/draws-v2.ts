// `npm run bench:draws-v2`: draws nobody can steer (issue #37), rollcall-draw-v2 seeding a draw
// from a drand round. Prints figures; asserts nothing on any time.
//  1. Verify (what a certificate page's Verify does, run here in Node with the browser's crypto:
//     @noble/hashes HMAC/SHA-256 as web/features/draws/verify.ts, @noble/curves for the round):
//     checkDraw of a v1 certificate of 100,000 entrants and 10 winners (announced: its commitment
//     checked too), and checkDrawV2 of a v2 certificate of the same entrants whose round a test
//     chain signed (test/support/drand-chain.ts); the median of 5 each, after one uncounted,
//     alternated. The floor, alternated with them: the same 100,000 handles joined by line feeds,
//     UTF-8 and hashed once with SHA-256 (noble), which any check of the list must do at least.
//     Beside them the BLS check of the round alone (verifyBeacon), part of the v2 check.
//  2. Lateness of announced draws: 20 announced v2 draws (recordAnnouncedDraw in a transaction,
//     as announcing does, 1,000 entrants each), brought due with their round the latest one out of
//     a stand-in relay in this process (test/support/drand-relay.ts, a round every 3 s, as
//     test/support/draws.ts makeDue does), then one due-draws pass (drawDueDraws) that asks the
//     relay for the round, checks it and draws all 20. A draw's lateness: from the pass's start
//     until the transaction that drew it committed. The floor, alternated with it: the same pass
//     over 20 announced v1 draws (a committed seed, revealed; what the pass did before issue #37).
//     The stand-in relay signs the round on each request, on this process's thread (a real relay
//     serves it ready, over the network): its signing time is printed beside the figure.
//     Five passes of each after one uncounted of each; p50 over the 100 draws of each. On PGlite
//     (in a throw-away DATA_DIR, as `npm start` runs it), then on PostgreSQL when one answers at
//     BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a throw-away database).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { sql } from 'drizzle-orm';
import {
  checkDraw,
  DRAW_ALGORITHM,
  DRAW_ALGORITHM_V2,
  drawWinners,
  entrantsFingerprint,
  entrantsText,
  fromHex,
  seedCommitment,
  seedV2,
  toHex,
  utf8,
  type DrawCrypto,
  type DrawToCheck,
} from '../common/draw.plain';
import { checkDrawV2, v2ToCheck } from '../common/draw-v2.plain';
import { firstRoundAfter, roundTime, verifyBeacon } from '../common/drand.plain';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/open';
import { recordAnnouncedDraw } from '../server/draws/announced-draws';
import { drandRelays, type DrandRelays } from '../server/draws/drand-relays';
import { drawDueDraws } from '../server/draws/due-draws';
import { membersKeyOf } from '../server/draws/members-key';
import { storeEntrants } from '../server/draws/storage';
import { selectionOf } from '../server/draws/draw-keys';
import { adminQuery, withDatabase } from '../test/support/database';
import { testChain } from '../test/support/drand-chain';
import { startDrandRelay } from '../test/support/drand-relay';
import { makeDue } from '../test/support/draws';
import { createUser } from '../test/support/factories';
import { median, quantile, report, type Figure } from './report.mjs';

const VERIFY_ENTRANTS = 100_000;
const VERIFY_WINNERS = 10;
const VERIFY_ROUNDS = 5;
const DUE_DRAWS = 20;
const DRAW_ENTRANTS = 1_000;
const DRAW_WINNERS = 3;
const PASSES = 5;
/** The stand-in relay's chain: a round every 3 s since a minute ago, so the latest round is always out. */
const PERIOD = 3;
// As the other benches: the machine's PostgreSQL unless BENCH_DATABASE_URL says otherwise, skipped when nothing answers.
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The browser's crypto, as web/features/draws/verify.ts has it. */
const browserCrypto: DrawCrypto = { hmac: (key, message) => hmac(sha256, key, message), sha256: (bytes) => sha256(bytes) };

const round2 = (value: number) => Math.round(value * 100) / 100;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const timed = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
};

const chain = testChain({ genesis: Math.floor(Date.now() / 1000) - 60, period: PERIOD });
/** The latest round out now. */
const latestRound = () => firstRoundAfter(chain.info, Date.now() / 1000) - 1;

// ---------------------------------------------------------------------------------------------
// 1. Verify with 100,000 entrants.

function measureVerify(): Figure[] {
  const entrants = Array.from({ length: VERIFY_ENTRANTS }, (_, i) => `entrant_${String(i + 1).padStart(6, '0')}`);
  const fingerprint = entrantsFingerprint(entrants, browserCrypto);
  const common = { count: VERIFY_WINNERS, entrants, entrantCount: entrants.length, fingerprint, selectionFingerprint: fingerprint, redraws: [], leftOut: 0, leftOutEntrants: [] };

  // A v1 announced draw, as its certificate shows it once drawn: its seed and the seed's commitment.
  const seedV1 = toHex(randomBytes(32));
  const v1: DrawToCheck = {
    ...common,
    algorithm: DRAW_ALGORITHM,
    seed: seedV1,
    winners: drawWinners(entrants, VERIFY_WINNERS, fromHex(seedV1), browserCrypto.hmac),
    commitment: seedCommitment(seedV1, browserCrypto),
    drawAt: new Date(Date.now() - 60_000).toISOString(),
  };

  // A v2 draw of the same entrants, frozen a second before its round came out, as v2ToCheck reads its certificate.
  const round = latestRound();
  const beacon = chain.sign(round);
  const id = randomBytes(16).toString('base64url');
  const seed = seedV2({ randomness: beacon.randomness, fingerprint, drawId: id }, browserCrypto);
  const certificate = {
    ...common,
    id,
    algorithm: DRAW_ALGORITHM_V2,
    createdAt: new Date((roundTime(chain.info, round) - 1) * 1000).toISOString(),
    seed: toHex(seed),
    winners: drawWinners(entrants, VERIFY_WINNERS, seed, browserCrypto.hmac),
    leftOutFingerprint: null,
    beacon: { round, signature: beacon.signature, randomness: beacon.randomness, chain: chain.info },
  };
  const v2 = v2ToCheck(certificate);
  if (!v2) throw new Error('the v2 certificate cannot be checked');

  const checkV1 = () => checkDraw(v1, browserCrypto).verified;
  const checkV2 = () => checkDrawV2(v2, browserCrypto).verified;
  const floor = () => sha256(utf8(entrantsText(entrants))).length === 32;
  const bls = () => verifyBeacon(chain.info, beacon, round);
  const times = { v1: [] as number[], v2: [] as number[], floor: [] as number[], bls: [] as number[] };
  for (let i = -1; i < VERIFY_ROUNDS; i += 1) {
    const results = [timed(floor), timed(checkV1), timed(checkV2), timed(bls)];
    // Not a timing: a check that fails measured the wrong thing.
    if (!results.every(([ok]) => ok)) throw new Error(`a check did not verify: ${results.map(([ok]) => String(ok)).join(', ')}`);
    if (i < 0) continue;
    times.floor.push(results[0]![1]);
    times.v1.push(results[1]![1]);
    times.v2.push(results[2]![1]);
    times.bls.push(results[3]![1]);
  }
  const [floorMs, v1Ms, v2Ms, blsMs] = [median(times.floor), median(times.v1), median(times.v2), median(times.bls)];
  const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');

  console.log(`\n1. Verify, ${VERIFY_ENTRANTS.toLocaleString('en')} entrants and ${String(VERIFY_WINNERS)} winners, in Node with the browser's crypto (@noble/hashes, @noble/curves):`);
  console.log(`   median of ${String(VERIFY_ROUNDS)} each after one uncounted, alternated; ratio to the floor measured alongside`);
  const line = (label: string, value: number, values: number[], ratio = true) =>
    console.log(`   ${label.padEnd(64)} ${ms(value).padStart(9)}${ratio ? `   ${(value / floorMs).toFixed(2)} × floor` : ''}   (${list(values)} ms)`);
  line('checkDraw, v1 certificate (announced: commitment checked)', v1Ms, times.v1);
  line('checkDrawV2, v2 certificate (round signed by a test chain)', v2Ms, times.v2);
  line('  of which the BLS check of the round alone (verifyBeacon)', blsMs, times.bls, false);
  line('  floor: join + UTF-8 + SHA-256 (noble) of the entrant text once', floorMs, times.floor, false);
  console.log(`   v2 − v1: ${ms(v2Ms - v1Ms)} (the round's BLS check and the seed's derivation)`);

  const hashOnce = { value: round2(floorMs), what: `SHA-256 (noble) of the ${VERIFY_ENTRANTS.toLocaleString('en')} handles' text once, same run` };
  return [
    { name: `verify a v1 certificate, ${VERIFY_ENTRANTS.toLocaleString('en')} entrants, ${String(VERIFY_WINNERS)} winners, browser crypto (median)`, value: round2(v1Ms), unit: 'ms', floor: hashOnce },
    { name: `verify a v2 certificate, ${VERIFY_ENTRANTS.toLocaleString('en')} entrants, ${String(VERIFY_WINNERS)} winners, browser crypto (median)`, value: round2(v2Ms), unit: 'ms', floor: hashOnce },
    { name: 'the v2 round’s BLS check alone, verifyBeacon (median; part of the v2 verify)', value: round2(blsMs), unit: 'ms', floor: null },
  ];
}

// ---------------------------------------------------------------------------------------------
// 2. Lateness of 20 announced draws.

/** `db` whose transactions say when they committed (each time, in order). */
function recordingCommits(db: Db, commits: number[]): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    const result = await db.transaction(work, config);
    commits.push(performance.now());
    return result;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type Owner = { userId: number; workspaceId: number; listId: number };
let made = 0;

/** A draw's own entrants: DRAW_ENTRANTS handles no other draw has. */
function drawEntrants() {
  made += 1;
  return Array.from({ length: DRAW_ENTRANTS }, (_, i) => `d${String(made)}_${String(i).padStart(4, '0')}`);
}

/** 20 announced v2 draws, as announcing records them (entrants stored, round fixed), for an hour from now. */
async function announceV2(db: Db, owner: Owner, relays: DrandRelays): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < DUE_DRAWS; i += 1) {
    const text = entrantsText(drawEntrants());
    const drawId = await db.transaction(async (tx) => {
      const fingerprint = await storeEntrants(tx, text, DRAW_ENTRANTS, { userId: owner.userId, workspaceId: owner.workspaceId, bytesPerDay: 1e9 });
      const { id } = await recordAnnouncedDraw(tx, {
        chain: relays.chain,
        membersKey: membersKeyOf(text),
        userId: owner.userId,
        workspaceId: owner.workspaceId,
        listIds: [owner.listId],
        listNames: ['Community'],
        count: DRAW_WINNERS,
        fingerprint,
        entrantCount: DRAW_ENTRANTS,
        drawAt: new Date(Date.now() + 3600_000),
      });
      return id;
    });
    ids.push(drawId);
  }
  return ids;
}

/** 20 announced v1 draws, as they were recorded before issue #37: a seed and its commitment, for an hour from now. */
async function announceV1(db: Db, owner: Owner): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < DUE_DRAWS; i += 1) {
    const text = entrantsText(drawEntrants());
    const id = randomBytes(16).toString('base64url');
    const seed = toHex(randomBytes(32));
    await db.transaction(async (tx) => {
      const fingerprint = await storeEntrants(tx, text, DRAW_ENTRANTS, { userId: owner.userId, workspaceId: owner.workspaceId, bytesPerDay: 1e9 });
      await tx.execute(sql`
        insert into draws (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, commitment, draw_at, count, fingerprint, selection_fingerprint, members_key, entrant_count)
        values (${id}, ${owner.userId}, ${owner.workspaceId}, ${selectionOf([owner.listId])}, ${sql.param([owner.listId])}::int[], ${sql.param(['Community'])}::text[], ${DRAW_ALGORITHM}, 'announced',
          ${seed}, ${seedCommitment(seed, browserCrypto)}, now() + interval '1 hour', ${DRAW_WINNERS}, ${fingerprint}, ${fingerprint}, ${membersKeyOf(text)}, ${DRAW_ENTRANTS})`);
    });
    ids.push(id);
  }
  return ids;
}

type Pass = { lateness: number[]; passMs: number; fetchMs: number[] };

/**
 * One due-draws pass over the draws `ids` (made due just before, their time a second past): each
 * draw's lateness from the pass's start to the commit of the transaction that drew it (its
 * `drawn_at`, the transaction's start in the database's clock, tells which transaction it was).
 */
async function pass(db: Db, relays: DrandRelays, ids: string[]): Promise<Pass> {
  const commits: number[] = [];
  const fetchMs: number[] = [];
  const timedRelays: DrandRelays = {
    ...relays,
    async fetchRound(round) {
      const started = performance.now();
      const answer = await relays.fetchRound(round);
      fetchMs.push(performance.now() - started);
      return answer;
    },
  };
  const started = performance.now();
  const drawn = await drawDueDraws(recordingCommits(db, commits), timedRelays);
  const passMs = performance.now() - started;
  const wanted = new Set(ids);
  if (drawn.length !== ids.length || !drawn.every((draw) => wanted.has(draw.id))) throw new Error(`the pass drew ${String(drawn.length)} draws, not the ${String(ids.length)} made due`);
  const { rows } = await db.execute<{ id: string; batch: number }>(sql`
    select id, (dense_rank() over (order by drawn_at))::int as batch from draws where id = any(${sql.param(ids)}::text[]) and status = 'drawn'`);
  if (rows.length !== ids.length) throw new Error('a draw the pass returned is not drawn');
  // Each transaction that drew something drew a batch; the last, empty one (or none) comes after them.
  const lateness = rows.map((row) => {
    const committed = commits[Number(row.batch) - 1];
    if (committed === undefined) throw new Error(`no commit recorded for batch ${String(row.batch)}`);
    return committed - started;
  });
  return { lateness, passMs, fetchMs };
}

async function measureLateness(engine: 'PGlite' | 'PostgreSQL', database: Database, relays: DrandRelays, relayUrl: string, signMs: number): Promise<Figure[]> {
  const { db } = database;
  await database.migrate();
  const user = await createUser(db, { username: 'draws_v2_host', email: 'draws-v2-host@example.com' });
  const [list] = (await db.execute<{ id: number }>(sql`insert into lists (name, workspace_id) values ('Community', ${user.id}) returning id`)).rows;
  const owner: Owner = { userId: user.id, workspaceId: user.id, listId: Number(list!.id) };

  const v1: Pass[] = [];
  const v2: Pass[] = [];
  for (let i = -1; i < PASSES; i += 1) {
    // v1, the floor: its time a second past.
    const v1Ids = await announceV1(db, owner);
    await db.execute(sql`update draws set draw_at = now() - interval '1 second' where id = any(${sql.param(v1Ids)}::text[])`);
    const floor = await pass(db, relays, v1Ids);
    // v2: its time past and its round the latest out (makeDue), so the relay has it now.
    const v2Ids = await announceV2(db, owner, relays);
    for (const id of v2Ids) await makeDue(db, relays, id);
    const drawn = await pass(db, relays, v2Ids);
    if (i < 0) continue;
    v1.push(floor);
    v2.push(drawn);
  }
  const all = (passes: Pass[]) => passes.flatMap((one) => one.lateness);
  const [v2P50, v1P50] = [quantile(all(v2), 0.5), quantile(all(v1), 0.5)];
  const passList = (passes: Pass[]) => passes.map((one) => one.passMs.toFixed(1)).join(', ');
  const fetches = v2.flatMap((one) => one.fetchMs);

  console.log(`\n2. Lateness of ${String(DUE_DRAWS)} announced draws due at once, one due-draws pass (drawDueDraws), ${engine}:`);
  console.log(`   ${String(DRAW_ENTRANTS.toLocaleString('en'))} entrants and ${String(DRAW_WINNERS)} winners each; a draw's lateness = pass start → commit of the transaction that drew it`);
  console.log(`   (the pass draws up to 20 a transaction, so all ${String(DUE_DRAWS)} commit together); ${String(PASSES)} passes of each after one uncounted, alternated; p50 over ${String(PASSES * DUE_DRAWS)} draws`);
  const line = (label: string, value: number, passes: Pass[]) =>
    console.log(`   ${label.padEnd(64)} p50 ${ms(value).padStart(9)}   max ${ms(Math.max(...all(passes))).padStart(9)}   (passes: ${passList(passes)} ms)`);
  line(`v2: fetch the round from the stand-in relay, check it, draw 20`, v2P50, v2);
  line(`  floor: v1, reveal the committed seed, draw 20`, v1P50, v1);
  console.log(`   v2 ${(v2P50 / v1P50).toFixed(2)} × the floor; of the v2 pass, the relay request (HTTP to ${relayUrl}, the stand-in signing the round in`);
  console.log(`   this process, which a real relay does not, + verifyBeacon): median ${ms(median(fetches))} over ${String(fetches.length)} requests (one per pass: the 20 share their round);`);
  console.log(`   the stand-in's signing alone takes ${ms(signMs)} (median), and a real relay adds its network round trip instead`);
  return [
    {
      name: `lateness of 20 announced v2 draws due at once, one due-draws pass, p50 per draw (${engine}, stand-in relay)`,
      value: round2(v2P50),
      unit: 'ms',
      floor: { value: round2(v1P50), what: `the same pass over 20 announced v1 draws (committed seed), same ${engine}` },
    },
  ];
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log('draws-v2 (issue #37): a draw seeded by a drand round. Each figure beside a floor measured in the same run; no time is asserted.');
  const figures: Figure[] = [];
  figures.push(...measureVerify());

  // What the stand-in relay spends signing a round on each request (a real relay serves it ready).
  const signs: number[] = [];
  for (let i = -1; i < VERIFY_ROUNDS; i += 1) {
    const [, took] = timed(() => chain.sign(latestRound()));
    if (i >= 0) signs.push(took);
  }
  const signMs = median(signs);
  const relay = await startDrandRelay({ chain });
  const relays = drandRelays({ urls: [relay.url], chain: chain.info });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-bench-draws-v2-'));
  let dropDatabase = async () => {};
  try {
    const pglite = await openPglite(dataDir);
    try {
      figures.push(...(await measureLateness('PGlite', pglite, relays, relay.url, signMs)));
    } finally {
      await pglite.close();
    }
    const name = `rollcall_bench_draws_v2_${String(Date.now())}`;
    const reachable = await adminQuery(serverUrl, `create database ${name}`).then(
      () => true,
      () => false,
    );
    if (reachable) {
      dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      const postgres = await openPostgres(withDatabase(serverUrl, name));
      try {
        figures.push(...(await measureLateness('PostgreSQL', postgres, relays, relay.url, signMs)));
      } finally {
        await postgres.close();
      }
    } else {
      console.log(`\nPostgreSQL: nothing answers at ${serverUrl}: lateness measured on PGlite only`);
    }
  } finally {
    await relay.close();
    await dropDatabase().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report('draws-v2', figures);
}

await main();
