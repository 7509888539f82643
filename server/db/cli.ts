import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import { describeDatabaseTarget } from './describe';
import { openDatabase } from './open';
import type { Database } from './open';

/**
 * The frame of a database command (`npm run db:migrate`, `npm run seed`): reads .env and the
 * configuration, opens and migrates the configured database, runs `task`, prints what it answers
 * with the database it ran on, and closes. A failure prints one line and exits with 1.
 */
export function runDatabaseCommand(failure: string, task: (database: Database, config: Config) => Promise<string>): void {
  const run = async () => {
    if (fs.existsSync('.env')) process.loadEnvFile('.env');
    const config = loadConfig();
    // A session of its own: the direct connection, never the pooler (issue #39).
    const database = await openDatabase({ databaseUrl: config.databaseDirectUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      console.log(`${await task(database, config)} (${describeDatabaseTarget(config)})`);
    } finally {
      await database.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `${failure}: ${(error as Error).message}`);
    process.exit(1);
  });
}
