import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_SUITE, RUN_ONCE } from '../../vitest.config';

/**
 * CI runs the server tests twice: on PGlite (npm test), then the database suite alone on
 * PostgreSQL (vitest.config.ts: DATABASE_SUITE, and the rule it follows). The list is written by
 * hand; this holds it to the rule, so that no test of the database is left out of the PostgreSQL
 * pass and no unit runs twice.
 */

const root = path.resolve(import.meta.dirname, '../..');
/** The server project's test files (its include, without the service projects' folders). */
const SERVER_TEST_FOLDERS = ['server', 'common', 'scripts', 'test', 'extension'];
const SERVICE_FOLDERS = ['test/faults/', 'test/cluster/'];

const testFiles = SERVER_TEST_FOLDERS.flatMap((folder) =>
  (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules/') && !SERVICE_FOLDERS.some((service) => file.startsWith(service))),
).sort();

/** Whether a file's tests open the test database (the rule's three helpers), or it needs PostgreSQL. */
function opensTestDatabase(file: string): boolean {
  if (file.endsWith('.postgres.test.ts')) return true;
  return /\b(?:useTestApp|createTestDatabase|openMigrationTestDatabase)\s*\(/.test(fs.readFileSync(path.join(root, file), 'utf8'));
}

/** A glob of the kinds vitest's include takes here ('**' for any folders, '*' within a name) as a regular expression. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}
const suite = DATABASE_SUITE.map((glob) => ({ glob, matches: globToRegExp(glob) }));
const inSuite = (file: string) => suite.some(({ matches }) => matches.test(file));

describe('the database suite (vitest.config.ts)', () => {
  it('takes in every test file that opens the test database, unless RUN_ONCE says why not', () => {
    expect(testFiles.length).toBeGreaterThan(50);
    const missing = testFiles.filter((file) => opensTestDatabase(file) && !inSuite(file) && !(file in RUN_ONCE));
    expect(missing, 'add these to DATABASE_SUITE (or to RUN_ONCE with the reason)').toEqual([]);
  });

  it('takes in no file that runs without the test database: such a unit would run twice', () => {
    const units = testFiles.filter((file) => inSuite(file) && !opensTestDatabase(file));
    expect(units, 'list the database tests of their folder one by one in DATABASE_SUITE').toEqual([]);
  });

  it('names in each entry files that exist, and in RUN_ONCE only database tests left out of the suite', () => {
    expect(suite.filter(({ matches }) => !testFiles.some((file) => matches.test(file))).map(({ glob }) => glob)).toEqual([]);
    for (const file of Object.keys(RUN_ONCE)) {
      expect(testFiles, file).toContain(file);
      expect(opensTestDatabase(file), file).toBe(true);
      expect(inSuite(file), file).toBe(false);
    }
  });
});
