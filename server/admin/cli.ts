import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { createOrPromoteAdmin } from './bootstrap';

const USAGE = 'Usage: npm run admin -- create --email EMAIL --password PASSWORD [--username USERNAME]';

/** `npm run admin -- create …`: creates a verified admin (or promotes the user with that e-mail). */
async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || positionals.length > 1 || !values.email) {
    throw new UsageError(USAGE);
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin(database.db, { email: values.email, password: values.password ?? '', username: values.username });
    console.log(
      result.action === 'created'
        ? `Created admin ${result.username} <${result.email}> (verified). Sign in at ${config.appUrl.origin}/login`
        : `Promoted ${result.username} <${result.email}> to admin (password unchanged).`,
    );
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join('; '));
  else if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
});
