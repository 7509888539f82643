// `npm run bench:register-timing`: can a stranger tell, by the time `POST /api/auth/register`
// takes, whether an e-mail already has an account? (Issue #33, item 10: a new e-mail took 2–4 ms
// longer, and 32–34 of 40 probes were told apart.) Runs the app as `npm start` does, on PGlite in a
// throw-away DATA_DIR with the outbox mailer, and then on PostgreSQL when one answers at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a throw-away database).
// Each round registers, in a random order, a new e-mail, an existing e-mail and a second new
// e-mail, each from its own address (the limit is per address), after uncounted warm-up rounds.
// The figure: how far apart the median times of the existing and the new e-mails' registrations
// are. Its floor, in the same run: the same between the two series of new e-mails, which do the
// same work (what noise alone makes of it). Beside them, the probes an attacker tells apart: rounds in
// which the existing e-mail answered faster than the new one, against the same count between the
// two new series (half, when nothing tells them apart). Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database } from '../server/db/open';
import { adminQuery, withDatabase } from '../test/support/database';
import { createUser } from '../test/support/factories';
import { median, report, type Figure } from './report.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const WARMUP = 10;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let addresses = 0;
const nextAddress = () => ((addresses += 1), `10.33.${String(addresses >> 8)}.${String(addresses & 255)}`);

async function measure(engine: string, database: Database, dataDir: string): Promise<Figure[]> {
  await database.migrate();
  // The mailer of the configuration: without SMTP_URL, the outbox in DATA_DIR/mail, as `npm start`.
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DUE_DRAWS_SECONDS: '0' }), database });
  await app.ready();
  await createUser(database.db, { email: 'kept@example.com', username: 'kept_owner' });

  let made = 0;
  const register = async (email: string) => {
    made += 1;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextAddress(),
      payload: { email, username: `probe_${String(made)}`, password: 'bench password' },
    });
    const took = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`${engine}: expected 201, got ${String(response.statusCode)} ${response.body}`);
    return took;
  };
  const kinds = {
    existing: () => register('kept@example.com'),
    fresh: () => register(`fresh${String(made)}@example.com`),
    again: () => register(`again${String(made)}@example.com`),
  };
  const times: Record<keyof typeof kinds, number[]> = { existing: [], fresh: [], again: [] };
  for (let round = -WARMUP; round < ROUNDS; round += 1) {
    const order = (Object.keys(kinds) as (keyof typeof kinds)[]).sort(() => Math.random() - 0.5);
    const took: Partial<Record<keyof typeof kinds, number>> = {};
    for (const kind of order) took[kind] = await kinds[kind]();
    if (round >= 0) for (const kind of order) times[kind].push(took[kind]!);
  }
  await app.close();

  const gap = Math.abs(median(times.existing) - median(times.fresh));
  const noise = Math.abs(median(times.again) - median(times.fresh));
  const faster = (a: number[], b: number[]) => a.filter((time, i) => time < b[i]!).length;
  const toldApart = faster(times.existing, times.fresh);
  const chance = faster(times.again, times.fresh);
  console.log(
    `${engine}: median new ${median(times.fresh).toFixed(2)} ms, existing ${median(times.existing).toFixed(2)} ms, second new ${median(times.again).toFixed(2)} ms; ` +
      `existing faster than new in ${String(toldApart)} of ${String(ROUNDS)} rounds (second new faster in ${String(chance)})`,
  );
  return [
    {
      name: `register, gap between the medians of a new and an existing e-mail (${engine})`,
      value: Number(gap.toFixed(3)),
      unit: 'ms',
      floor: { value: Number(noise.toFixed(3)), what: 'the same between two series of new e-mails' },
    },
    {
      name: `register, rounds where the existing e-mail answered faster (${engine}, of ${String(ROUNDS)})`,
      value: toldApart,
      unit: '',
      floor: { value: chance, what: 'the same between two series of new e-mails' },
    },
  ];
}

const figures: Figure[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-register-timing-'));
try {
  const pglite = await openPglite(dataDir);
  try {
    figures.push(...(await measure('PGlite', pglite, dataDir)));
  } finally {
    await pglite.close();
  }
  const name = `rollcall_bench_${String(Date.now())}`;
  let postgres: Database | null = null;
  try {
    await adminQuery(serverUrl, `create database ${name}`);
    postgres = await openPostgres(withDatabase(serverUrl, name));
  } catch {
    console.log(`PostgreSQL: none answers at ${new URL(serverUrl).host}, measured on PGlite only`);
  }
  if (postgres) {
    try {
      figures.push(...(await measure('PostgreSQL', postgres, dataDir)));
    } finally {
      await postgres.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
report('register-timing', figures);
