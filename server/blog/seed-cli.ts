import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { describeDatabaseTarget } from '../db/describe';
import { openDatabase } from '../db/open';
import { seedDemoContent } from './demo-content';

/** `npm run seed`: demo blog posts, categories, tags and extensions, on a database that has none. */
async function run() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const seeded = await seedDemoContent(database.db);
    console.log(seeded ? `Demo content written (${describeDatabaseTarget(config)})` : 'The database already has content (or had the demo once): nothing written.');
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
});
