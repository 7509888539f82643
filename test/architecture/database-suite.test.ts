import { describe, expect, it } from 'vitest';
import { databaseSuite, opensTestDatabase, RUN_ONCE, serverTestFiles } from '../../vitest.config';

/**
 * CI runs the server tests twice: on PGlite (npm test), then the database suite alone on
 * PostgreSQL (vitest.config.ts: databaseSuite, whose rule is written there once). These fail when
 * the rule stops finding the tests of the database (a helper renamed, a folder moved), when it
 * takes in a unit (it would run twice), or when RUN_ONCE names a file that is not there.
 */
describe('the database suite (vitest.config.ts)', () => {
  const all = serverTestFiles();
  const suite = databaseSuite();

  it('takes in the tests that reach the database through the app, a test database or an old migration, and the PostgreSQL-only ones', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(suite).toEqual(
      expect.arrayContaining([
        'server/lists/shoot.test.ts', // useTestApp
        'test/security/authorization-matrix.test.ts',
        'server/db/migration-draws.test.ts', // openMigrationTestDatabase
        'server/db/dump.postgres.test.ts', // needs PostgreSQL
      ]),
    );
    expect(suite.length).toBeGreaterThan(30);
  });

  it('leaves out units, the embedded database’s process tests and what RUN_ONCE names: none runs twice', () => {
    for (const file of ['common/lists.test.ts', 'extension/lib/extension-lib.test.ts', 'test/operator/start.test.ts', 'test/architecture/fresh-clone.test.ts']) {
      expect(all, file).toContain(file);
      expect(suite, file).not.toContain(file);
    }
    for (const file of Object.keys(RUN_ONCE)) {
      expect(all, file).toContain(file);
      expect(opensTestDatabase(file), `${file} is in RUN_ONCE but does not open the test database`).toBe(true);
      expect(suite, file).not.toContain(file);
    }
  });

  it('never picks up the service projects’ tests (they run on their own, with their own services)', () => {
    expect(all.filter((file) => file.startsWith('test/recovery/') || file.startsWith('test/two-instances/'))).toEqual([]);
  });
});
