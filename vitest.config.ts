import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_MS as E2E_TEST_MS } from './e2e/limits';
import LongFirstSequencer from './test/support/sequencer';

/**
 * Tests that need the machine's services (PostgreSQL server binaries, a PostgreSQL server, Redis)
 * and run real server processes. They run only when named (`vitest run --project faults`,
 * `npm run test:faults`, `npm run test:cluster`): a plain `vitest run` (npm test) needs no service.
 * - faults: PostgreSQL restarted under load, the app killed mid-import (a private cluster each);
 * - cluster: two app processes on one PostgreSQL and one Redis;
 * - pooler: the app behind a real PgBouncer in transaction mode (issue #39).
 */
const serviceProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'faults',
      environment: 'node',
      include: ['test/recovery/**/*.test.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // One at a time: each drives a server process and a PostgreSQL cluster on two cores.
      fileParallelism: false,
    },
  },
  {
    test: {
      name: 'cluster',
      environment: 'node',
      include: ['test/two-instances/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      fileParallelism: false,
    },
  },
  {
    test: {
      name: 'pooler',
      environment: 'node',
      include: ['test/pooler/**/*.test.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];
const SERVICE_TEST_FOLDERS = ['test/recovery/**', 'test/two-instances/**', 'test/pooler/**'];

/**
 * Browser-test files run side by side, each with its own app and database (e2e/global-setup.ts).
 * Two: three were tried on two cores (issue #39) and took as long (npm test 747 s against 748 s).
 */
const E2E_WORKERS = 2;

/**
 * The database suite: the server tests whose behaviour depends on the database engine. `npm test`
 * runs them on PGlite with every other server test; with TEST_DATABASE_URL (CI's second pass,
 * `.ci/run`: "database suite on PostgreSQL") the server project runs these only, on PostgreSQL.
 *
 * The rule, written once here: a test file is in the database suite when its tests reach the test
 * database the way the app does — test/support/app.ts's useTestApp (every app.inject test sends
 * SQL), test/support/database.ts's createTestDatabase or test/support/migrations.ts's
 * openMigrationTestDatabase, useMigrationTestDatabase — or when it is named *.postgres.test.ts (it needs PostgreSQL: the
 * database suite only). Everything else runs once: units with no database (common/, extension/,
 * scripts/, server modules tested alone), tests of the embedded database, which is PGlite whatever
 * TEST_DATABASE_URL says (server/db's dump, backup and lock tests, test/operator/), and the files
 * of RUN_ONCE below. The files are found by reading them (a few milliseconds), so a new test is in
 * or out by what it does, never by a list someone forgot to update.
 */
const SERVER_TEST_FOLDERS = ['server', 'common', 'scripts', 'test', 'extension'];
const OPENS_TEST_DATABASE = /\b(?:useTestApp|createTestDatabase|openMigrationTestDatabase|useMigrationTestDatabase)\s*\(/;

/** The server project's test files, relative to the root (the service projects' folders left out). */
export function serverTestFiles(root = import.meta.dirname): string[] {
  return SERVER_TEST_FOLDERS.flatMap((folder) =>
    (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules/') && !SERVICE_TEST_FOLDERS.some((service) => file.startsWith(service.replace('**', '')))),
  ).sort();
}

/** Whether a test file belongs to the database suite (the rule above), RUN_ONCE aside. */
export function opensTestDatabase(file: string, root = import.meta.dirname): boolean {
  return file.endsWith('.postgres.test.ts') || OPENS_TEST_DATABASE.test(fs.readFileSync(path.join(root, file), 'utf8'));
}

/** Files that open the test database yet run once, on PGlite (npm test), each with the reason. */
export const RUN_ONCE: Record<string, string> = {
  'test/security/fuzz-bodies.test.ts':
    'fuzzing proves how the app takes hostile input (parsers, schemas, error shapes), which the engine does not change; the SQL its requests reach is the integration tests’ own, run on both engines',
  'test/security/fuzz-csv.test.ts':
    'the same for CSV files: the import’s rules and its all-or-nothing transaction are the CSV integration tests’ (server/csv/), run on both engines',
};

/** The database suite's files: read only when TEST_DATABASE_URL asks for it. */
export function databaseSuite(root = import.meta.dirname): string[] {
  return serverTestFiles(root).filter((file) => opensTestDatabase(file, root) && !(file in RUN_ONCE));
}

/**
 * Server test files that need a process of their own. Every other server file runs in a worker
 * thread that keeps the modules it has loaded for its next file (`isolate: false`): the app's
 * hundreds of modules load once per worker instead of once per file, which on two cores was most
 * of the server project's time (issue #34: 270 s in a process per file, 170 s in a fresh thread per
 * file, 130 s so). A file can leave nothing behind for the next: Vitest restores spies, stubbed
 * globals and environment variables after each test (below), the app's caches are per database
 * (WeakMaps keyed by the connection), and every file opens its own database. What a thread cannot
 * do, or what must not reach other files, runs here, each file in a new process as before:
 * - Node refuses a thread what belongs to the process ("Setting process.umask() is not supported
 *   in workers"), which keeps data directories, backups and the mail outbox private: a file that
 *   reaches it fails with that message in a thread, and belongs here;
 * - a module replaced with vi.mock must not stay replaced for the next file
 *   (test/architecture/test-pools.test.ts finds those).
 */
export const OWN_PROCESS: Record<string, string> = {
  'server/db/backup.test.ts': 'backups are private files: the server sets the umask (server/db/private-files.ts)',
  'server/mail/mailer.test.ts': 'the mail outbox is private: the same umask',
  'server/db/open-pglite.test.ts': 'opens data directories in the test process, kept private by the umask',
  'test/operator/admin-cli.test.ts': 'runs the CLI in the test process on a data directory kept private by the umask',
  'test/operator/data-dir.test.ts': 'opens data directories in the test process, kept private by the umask',
  'test/operator/dump-cli.test.ts': 'opens data directories in the test process, kept private by the umask',
  'server/csv/upload.test.ts': 'points TMPDIR at a directory of its own, to see that no upload is left on disk',
  'server/auth/account-attacks.test.ts': 'replaces the password module with vi.mock (to count bcrypt hashes)',
};

/**
 * The server project, in two pools (OWN_PROCESS says which file goes where, and why): units and API
 * integration tests through app.inject, each file on its own migrated database (PGlite; with
 * TEST_DATABASE_URL, the database suite on PostgreSQL). `--project 'server*'` names both.
 */
function serverProject(name: string, pool: 'threads' | 'forks', files: string[]): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      environment: 'node',
      pool,
      // A new process per file for OWN_PROCESS; the others share their worker's modules (above).
      isolate: pool === 'forks',
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // With TEST_DATABASE_URL, the database suite only (databaseSuite: the rule is above).
      // *.postgres.test.ts need a PostgreSQL server: they run in the database suite only, left
      // out of the plain run rather than skipped inside it (where they run, they cannot skip).
      include: files,
      globalSetup: ['test/support/global-setup.ts'],
      // Limits that catch a hang, never a measure of speed: a test that spawns the app, or
      // imports thousands of files, takes several times its idle time on two cores with a CPU
      // hog on each (how the suite is proved green, issue #34). Speed is for bench/.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  };
}

/** The server's test files, found once: the database suite with TEST_DATABASE_URL, all but *.postgres.test.ts without. */
const serverFiles = process.env.TEST_DATABASE_URL ? databaseSuite() : serverTestFiles().filter((file) => !file.endsWith('.postgres.test.ts'));

/** The names given with --project on the command line. */
function requestedProjects(argv = process.argv): string[] {
  return argv.flatMap((arg, index) => (arg === '--project' ? [argv[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
}
const requested = requestedProjects();

/**
 * Three everyday projects:
 * - server (and server-process): units and API integration tests through app.inject, each file on
 *   its own migrated database (PGlite; with TEST_DATABASE_URL, the database suite above on
 *   PostgreSQL), in worker threads but for the files of OWN_PROCESS;
 * - web: React units in jsdom;
 * - e2e: Playwright (playwright-core + system Chromium) against the built app, served for real.
 * and the service projects above when asked for by name.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
    // every server and web file after the other (575 s of tests, 711 s of npm test). Two workers
    // there for the server and web files; the browser tests then run on two workers of their own
    // (the e2e project below), and the service projects one file at a time, last.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Vitest's order, but on a fresh clone (nothing timed yet) the files that declare a long wait
    // start first, instead of last and alone (test/support/sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      serverProject('server', 'threads', serverFiles.filter((file) => !(file in OWN_PROCESS))),
      serverProject('server-process', 'forks', serverFiles.filter((file) => file in OWN_PROCESS)),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          pool: 'threads',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Above Testing Library's wait limit (web/test/setup.ts), so a wait that fails says what
          // it did not find rather than that the test ran out of time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // Hang guards, never a measure of speed (e2e/limits.ts: a wait fails after WAIT_MS
          // with what it waited for, well inside the test's own limit).
          testTimeout: E2E_TEST_MS,
          hookTimeout: E2E_TEST_MS,
          // Two files at a time, each worker on its own server (global setup starts one per
          // worker): on two cores, one browser leaves a core idle while it waits for its server,
          // for the network or for a draw to come due. After the server and web projects (a group
          // of its own), so the browsers never compete with them for the two cores.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      ...serviceProjects.filter((project) => requested.includes(project.test!.name as string)),
    ],
  },
});
