import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { describeDatabaseTarget } from './describe';
import { exportToFile, formatSize, NothingToExportError, PgDumpMissingError } from './dump';
import { DataDirLockedError } from './lock';

const USAGE = 'Usage: npm run db:export -- --out FILE';

/**
 * `npm run db:export -- --out FILE`: the whole database as plain SQL (dump.ts), written 0600.
 * With the embedded database, stop the server first (one process per DATA_DIR).
 */
async function run(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { out: { type: 'string' } } });
  if (!values.out || positionals.length > 0) throw new UsageError(USAGE);
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const started = performance.now();
  // pg_dump needs a session: the direct connection, never the pooler (issue #39).
  const size = await exportToFile({ ...config, databaseUrl: config.databaseDirectUrl }, values.out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${shown(values.out)} (${formatSize(size)}, ${seconds} s) from ${describeDatabaseTarget(config)}`);
}

/** A path as the person typed it when it is below here, else absolute. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(file));
  return relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(file) : relative;
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known = [UsageError, ConfigError, DataDirLockedError, NothingToExportError, PgDumpMissingError].some((type) => error instanceof type);
  console.error(known ? (error as Error).message : `Export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
