// `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/with-pgbouncer.ts [vitest run arguments]`:
// the database suite through a real PgBouncer in transaction mode (issue #39, item 4(a); .ci/run).
// Starts Debian's PgBouncer (test/pooler/pgbouncer.ts: a wildcard database entry, so every test
// file's database is reachable through it) in front of TEST_DATABASE_URL's server, then runs
// `vitest run <arguments>` (e.g. `--project 'server*'`) with TEST_DATABASE_POOLED_URL set to the
// pooler's address: each test file's database is still created and dropped on the direct URL, and
// the app's queries go through the pooler (test/support/database.ts, openTestPostgres). Stops
// PgBouncer after, and exits as vitest did.
import { spawn } from 'node:child_process';
import { startPgBouncer } from '../test/pooler/pgbouncer';

/**
 * Server connections per database, as a pooler gives few: fewer than the app's pool (10), so
 * consecutive transactions of one client land on different server connections, as in production.
 */
const SERVER_CONNECTIONS = 3;

const direct = process.env.TEST_DATABASE_URL;
if (!direct) throw new Error('with-pgbouncer: set TEST_DATABASE_URL to the PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
// startPgBouncer points its wildcard entry at 127.0.0.1:5432.
const { hostname, port } = new URL(direct);
if (!['127.0.0.1', 'localhost'].includes(hostname) || !['', '5432'].includes(port)) throw new Error(`with-pgbouncer: PgBouncer is put in front of 127.0.0.1:5432, not ${hostname}:${port}`);

const bouncer = await startPgBouncer({ serverConnections: SERVER_CONNECTIONS });
const pooled = bouncer.urlOf(new URL(direct).pathname.slice(1) || 'postgres');
console.log(`PgBouncer in transaction mode at ${new URL(pooled).host} (${SERVER_CONNECTIONS} server connections per database) in front of ${hostname}:5432`);
let code: number;
try {
  const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_POOLED_URL: pooled } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
} finally {
  await bouncer.stop();
}
process.exit(code);
