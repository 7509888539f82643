import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { describeDatabaseTarget } from './describe';
import { formatSize } from './dump';
import { DatabaseNotEmptyError, DumpImportError, importIntoDatabase, ImportRoleError } from './dump-import';
import { DumpSyntaxError } from './dump-sql';
import { DataDirLockedError } from './lock';

const USAGE = 'Usage: npm run db:import -- [--role NAME] FILE';

/**
 * `npm run db:import -- [--role NAME] FILE`: loads a plain SQL dump (`npm run db:export` or a daily
 * backup) into an empty database: DATABASE_URL's, else a new DATA_DIR. Only the statements
 * db:export writes are run (dump-allow.ts); on PostgreSQL as a role without the server's powers,
 * DATABASE_URL's own or the one `--role` names.
 */
async function run(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' } } });
  } catch {
    throw new UsageError(USAGE);
  }
  const { positionals, values } = parsed;
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  let dump: Buffer;
  try {
    dump = fs.readFileSync(file);
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const target = describeDatabaseTarget(config);
  const started = performance.now();
  // One long transaction with a role of its own: the direct connection, never the pooler (issue #39).
  const outcome = await importIntoDatabase({ ...config, databaseUrl: config.databaseDirectUrl, role: values.role }, dump, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const migrations =
    outcome.migrationsApplied === 0 ? 'no migration left to apply' : `then ${String(outcome.migrationsApplied)} newer migration${outcome.migrationsApplied === 1 ? '' : 's'} applied`;
  console.log(`Imported ${file} (${formatSize(dump.length)}, ${seconds} s) into ${target}: ${migrations}`);
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known = [UsageError, ConfigError, DataDirLockedError, DatabaseNotEmptyError, ImportRoleError].some((type) => error instanceof type);
  const message = error instanceof Error ? error.message : String(error);
  // The load is one transaction: when it fails, the database is as empty as it was.
  const atomic = error instanceof DumpImportError || error instanceof DumpSyntaxError;
  console.error(known ? message : `Import failed${atomic ? ', nothing was imported' : ''}: ${message}`);
  process.exit(1);
});
