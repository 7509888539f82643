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
];
const SERVICE_TEST_FOLDERS = ['test/recovery/**', 'test/two-instances/**'];

/** Browser-test files run side by side, each with its own app and database (e2e/global-setup.ts). */
const E2E_WORKERS = 2;

/** The names given with --project on the command line. */
function requestedProjects(argv = process.argv): string[] {
  return argv.flatMap((arg, index) => (arg === '--project' ? [argv[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
}
const requested = requestedProjects();

/**
 * Three everyday projects:
 * - server: units and API integration tests through app.inject, each file on its own migrated
 *   database (PGlite, or PostgreSQL with TEST_DATABASE_URL: this is "the database suite");
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
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts', 'extension/**/*.test.ts'],
          // test/operator starts the app on its embedded database whatever TEST_DATABASE_URL says:
          // the database suite (server on PostgreSQL, after npm test in CI) would only repeat it.
          // *.postgres.test.ts need a PostgreSQL server: they run in the database suite only, left
          // out of the plain run rather than skipped inside it (where they run, they cannot skip).
          exclude: [...configDefaults.exclude, ...SERVICE_TEST_FOLDERS, ...(process.env.TEST_DATABASE_URL ? ['test/operator/**'] : ['**/*.postgres.test.ts'])],
          globalSetup: ['test/support/global-setup.ts'],
          // Limits that catch a hang, never a measure of speed: a test that spawns the app, or
          // imports thousands of files, takes several times its idle time on two cores with a CPU
          // hog on each (how the suite is proved green, issue #34). Speed is for bench/.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
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
          // A journey of 15 s on an idle machine takes 30 on two busy cores: the default leaves
          // it room (a locator still fails after 10 s, e2e/fixtures.ts).
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
