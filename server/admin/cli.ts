import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { describeDatabaseTarget } from '../db/describe';
import { BootstrapRefused, createOrPromoteAdmin, type BootstrapResult } from './bootstrap';

// One line. --password-stdin (or, on a terminal, neither: the password is asked for, not shown)
// keeps the password out of the shell history and the process list.
const USAGE = 'Usage: npm run admin -- create --email EMAIL [--password-stdin | --password PASSWORD] [--username USERNAME]';

/**
 * `npm run admin -- create …`: creates a verified admin, or promotes the verified user with that
 * e-mail; an unverified account is claimed with the password given, or refused (bootstrap.ts).
 */
async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, 'password-stdin': { type: 'boolean' }, username: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || positionals.length > 1 || !values.email || (values.password !== undefined && values['password-stdin'])) {
    throw new UsageError(USAGE);
  }
  // Never echoed, never in the shell history when read from standard input or the terminal.
  const password = values['password-stdin'] ? await readStdinLine() : (values.password ?? (process.stdin.isTTY ? await askHidden('Password (not shown): ') : undefined));
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // A session of its own: the direct connection, never the pooler (issue #39).
  const database = await openDatabase({ databaseUrl: config.databaseDirectUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin(database.db, { email: values.email, password: password || undefined, username: values.username });
    // Which database it wrote to (issue #38: run with another DATA_DIR, it had made a second one unseen).
    console.log(`Database: ${describeDatabaseTarget(config)}`);
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

/** The first line of standard input, without its line ending. */
async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal with echo off: what is typed is not shown (Enter ends it, Ctrl-C aborts). */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return done();
        if (character === '\u0003') return done(new UsageError('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join('; '));
  else if (error instanceof UsageError || error instanceof ConfigError || error instanceof BootstrapRefused) console.error(error.message);
  else console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
});
