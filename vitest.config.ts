import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Tests that need the machine's services (PostgreSQL server binaries, a PostgreSQL server, Redis)
 * and run real server processes. They run only when named (`vitest run --project faults`,
 * `npm run test:faults`, `npm run test:cluster`): a plain `vitest run` (npm test) needs no service.
 * - faults: PostgreSQL restarted under load, the app killed mid-import (a private cluster each);
 * - cluster: two app processes on one PostgreSQL and one Redis.
 */
const serviceProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'faults',
      environment: 'node',
      include: ['test/faults/**/*.test.ts'],
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
      include: ['test/cluster/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      fileParallelism: false,
    },
  },
];
const SERVICE_TEST_FOLDERS = ['test/faults/**', 'test/cluster/**'];

/**
 * The database suite: the server tests whose behaviour depends on the database engine. `npm test`
 * runs them on PGlite with every other server test; with TEST_DATABASE_URL (CI's second pass,
 * `.ci/run`: "database suite on PostgreSQL") the server project runs these only, on PostgreSQL.
 *
 * The rule: a test file is in the database suite when its tests reach the test database the way
 * the app does — test/app.ts's useTestApp (every app.inject test sends SQL), test/database.ts's
 * createTestDatabase or test/migrations.ts's openMigrationTestDatabase — or when it is named
 * *.postgres.test.ts (it needs PostgreSQL: the database suite only). Everything else runs once:
 * units with no database (common/, extension/, scripts/, server modules tested alone), tests of
 * the embedded database, which is PGlite whatever TEST_DATABASE_URL says (server/db's dump, backup
 * and lock tests, test/process/), and the files of RUN_ONCE below.
 *
 * A folder is listed when every test file in it opens the test database, else its files one by
 * one. test/architecture/database-suite.test.ts holds the list to the rule: it fails when a file
 * opens the test database and is neither here nor in RUN_ONCE, or when an entry here takes in a
 * file that does not (a unit would run twice) or none at all.
 */
export const DATABASE_SUITE = [
  'server/access/**/*.test.ts',
  'server/admin/**/*.test.ts',
  'server/api-v1/**/*.test.ts',
  'server/auth/**/*.test.ts',
  'server/billing/**/*.test.ts',
  'server/blog/**/*.test.ts',
  'server/compose/**/*.test.ts',
  'server/csv/**/*.test.ts',
  'server/db/migration-*.test.ts',
  'server/db/schema.test.ts',
  'server/**/*.postgres.test.ts',
  'server/draws/draw-storage.test.ts',
  'server/draws/draws.test.ts',
  'server/draws/rerolls.test.ts',
  'server/health/**/*.test.ts',
  'server/http/**/*.test.ts',
  'server/lists/lists.test.ts',
  'server/lists/shoot.test.ts',
  'server/media/**/*.test.ts',
  'server/members/**/*.test.ts',
  'server/profile/**/*.test.ts',
  'server/teams/**/*.test.ts',
  'server/tokens/**/*.test.ts',
  'server/trash/**/*.test.ts',
  'test/security/authorization-matrix.test.ts',
  'test/security/csrf.test.ts',
];

/** Files that open the test database yet run once, on PGlite (npm test), each with the reason. */
export const RUN_ONCE: Record<string, string> = {
  'test/security/fuzz-bodies.test.ts':
    'fuzzing proves how the app takes hostile input (parsers, schemas, error shapes), which the engine does not change; the SQL its requests reach is the integration tests’ own, run on both engines',
  'test/security/fuzz-csv.test.ts':
    'the same for CSV files: the import’s rules and its all-or-nothing transaction are the CSV integration tests’ (server/csv/), run on both engines',
};

/** The names given with --project on the command line. */
function requestedProjects(argv = process.argv): string[] {
  return argv.flatMap((arg, index) => (arg === '--project' ? [argv[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
}
const requested = requestedProjects();

/**
 * Three everyday projects:
 * - server: units and API integration tests through app.inject, each file on its own migrated
 *   database (PGlite; with TEST_DATABASE_URL, the database suite above on PostgreSQL);
 * - web: React units in jsdom;
 * - e2e: Playwright (playwright-core + system Chromium) against the built app, served for real.
 * and the service projects above when asked for by name.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
    // every server and web file after the other (575 s of tests, 711 s of npm test). Two workers
    // there; the browser tests and the service projects still run one file at a time, after the
    // others (fileParallelism: false puts them in Vitest's sequential group).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // With TEST_DATABASE_URL, the database suite only (DATABASE_SUITE: the rule is there).
          // *.postgres.test.ts need a PostgreSQL server: they run in the database suite only, left
          // out of the plain run rather than skipped inside it (where they run, they cannot skip).
          include: process.env.TEST_DATABASE_URL
            ? DATABASE_SUITE
            : ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts', 'extension/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVICE_TEST_FOLDERS, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
        },
      },
      ...serviceProjects.filter((project) => requested.includes(project.test!.name as string)),
    ],
  },
});
