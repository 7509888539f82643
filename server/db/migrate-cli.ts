import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { describeDatabaseTarget } from './describe';
import { openDatabase } from './open';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
async function run() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(`Migrations applied (${describeDatabaseTarget(config)})`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
