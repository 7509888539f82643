import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { BootstrapRefused, createOrPromoteAdmin, type BootstrapResult } from './bootstrap';

const USAGE = 'Usage: npm run admin -- create --email EMAIL --password PASSWORD [--username USERNAME]';

/**
 * `npm run admin -- create …`: creates a verified admin, or promotes the verified user with that
 * e-mail; an unverified account is claimed with the password given, or refused (bootstrap.ts).
 */
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
    const result = await createOrPromoteAdmin(database.db, { email: values.email, password: values.password, username: values.username });
    console.log(outcome(result, config.appUrl.origin));
  } finally {
    await database.close();
  }
}

function outcome(result: BootstrapResult, origin: string): string {
  const who = `${result.username} <${result.email}>`;
  switch (result.action) {
    case 'created':
      return `Created admin ${who} (verified). Sign in at ${origin}/login`;
    case 'promoted':
      return `Promoted ${who} to admin (password unchanged: the owner of this verified address keeps theirs).`;
    case 'claimed':
      return `The account ${who} had never confirmed its address: its password is now the one given, its ${plural(result.endedSessions, 'session')} ended, and it is a verified admin.`;
  }
}

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join('; '));
  else if (error instanceof UsageError || error instanceof ConfigError || error instanceof BootstrapRefused) console.error(error.message);
  else console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
});
