import fs from 'node:fs';
import path from 'node:path';
import { countAdmins } from './admin/bootstrap';
import { SETUP_TEXTS } from '../common/admin';
import { paths } from '../common/paths.plain';
import { seedDemoContent } from './blog/demo-content';
import { buildApp } from './app';
import { builtExtensionZip } from './extensions/extension-download';
import { ConfigError, loadConfig, type Config } from './config';
import { startDailyBackups, type DailyBackups } from './db/backup';
import { databaseJobLedger } from './db/job-ledger';
import { createScheduler } from './jobs/scheduler';
import { DataDirLockedError } from './db/lock';
import { DatabaseDamagedError, damageOf, openDatabase, type Database } from './db/open';
import { describeDatabaseTarget } from './db/describe';
import { serializeError } from './http/log';
import { outboxAnnouncement, outboxDir } from './mail/mailer';
import { keepPrivate } from './db/private-files';
import { sweepStaleUploads } from './csv/upload';

/**
 * Starts Rollcall: configuration, database (migrated), HTTP. Any failure before listening is
 * reported in one line and the process exits non-zero. SIGTERM/SIGINT stop accepting, finish
 * in-flight requests, close the database, then exit.
 */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }

  let database: Database;
  const target = describeDatabaseTarget(config);
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      directUrl: config.databaseDirectUrl,
      pooler: config.databasePooler,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseDamagedError) return fail(error.message);
    return fail(`Cannot open the database (${target}): ${messageOf(error)}`);
  }
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => {});
    return fail(`Database unreachable (${target}): ${messageOf(error)}`);
  }
  try {
    await database.migrate();
    // A damaged table must stop the start, not answer 500s behind a ready /readyz (issue #16).
    await database.check();
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof DatabaseDamagedError) return fail(error.message);
    const damage = damageOf(error);
    if (damage !== null) return fail(database.damaged(damage).message);
    return fail(`Database migration failed (${target}): ${messageOf(error)}`);
  }
  // A first start on an empty database shows a living site (once; never over real content),
  // unless DEMO_CONTENT=false.
  if (config.demoContent) {
    await seedDemoContent(database.db).catch((error: unknown) => {
      console.error(`Demo content not written: ${messageOf(error)}`);
    });
  }

  const clientDir = path.resolve('dist/client');
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const app = await buildApp({
    config,
    database,
    clientDir: hasClient ? clientDir : null,
    // Looked for at each download: building the extension later makes it available without a restart.
    extensionZip: builtExtensionZip(),
    logger: loggerOptions(config.logLevel),
    terminal: toTerminal,
  });

  let backups: DailyBackups | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      // No more backups; one under way ends with the database (server/db/backup.ts).
      await backups?.stop();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') return fail(`Port ${config.port} is already in use: stop the other server or set PORT.`);
    return fail(`Cannot listen on ${config.host}:${config.port}: ${messageOf(error)}`);
  }
  if (!hasClient) app.log.warn('dist/client is missing: serving the API only (run `npm run build` for the web app)');
  // Uploads a killed server left in the temporary directory (issue #40): gone once listening.
  sweepStaleUploads().then(
    (removed) => {
      if (removed > 0) app.log.info(`removed ${String(removed)} CSV upload(s) left behind by a server that stopped without finishing them`);
    },
    (error: unknown) => {
      app.log.warn(`CSV uploads left behind not removed: ${messageOf(error)}`);
    },
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Rollcall is running at http://localhost:${port} (database: ${target})`);
  // No admin yet: one line with a setup link, valid once, on this run only (issue #38). The link
  // goes to the operator's terminal, or without one to a file only the server's user reads: never
  // into a log or a journal that others can read.
  const setupFile = path.join(config.dataDir, SETUP_LINK_FILE);
  fs.rmSync(setupFile, { force: true });
  if ((await countAdmins(database.db)) === 0) {
    // At its public address when APP_URL says one, else where it listens.
    const setup = new URL(paths.setup, config.appUrl.origin !== `http://localhost:${String(config.port)}` ? config.appUrl : `http://localhost:${String(port)}`);
    setup.searchParams.set('token', app.setupGate.issue(() => fs.rmSync(setupFile, { force: true })));
    if (toTerminal) toTerminal(SETUP_TEXTS.serverLine(setup.toString()));
    else {
      keepPrivate(config.dataDir);
      fs.writeFileSync(setupFile, `${setup.toString()}\n`, { mode: 0o600 });
      console.log(SETUP_TEXTS.fileLine(setupFile));
    }
  }
  if (config.appUrl.origin !== `http://localhost:${port}`) console.log(`Its public address (APP_URL): ${config.appUrl.origin}`);
  // Where the verification and reset links go without SMTP: said once, then each link as it is sent.
  if (!config.smtpUrl) console.log(outboxAnnouncement(outboxDir(config.dataDir), toTerminal !== undefined));
  // DATA_DIR/backups/rollcall-YYYY-MM-DD.sql once a day on the embedded database (DAILY_BACKUP).
  if (!closing) {
    const log = { info: (message: string) => app.log.info(message), error: (message: string) => app.log.error(message) };
    // On a scheduler of its own with the jobs' ledger: on the dashboard, and never waited for by the app's close.
    const scheduler = createScheduler({ error: (_object, message) => log.error(message) }, databaseJobLedger(database));
    backups = startDailyBackups({ config, database, scheduler, log });
  }
}

/**
 * The terminal the server was started from, if it was (issue #38): live links (the setup link, the
 * outbox's mail links) are printed there as plain lines; without one they stay in private files.
 */
const toTerminal = process.stdout.isTTY ? (line: string) => console.log(line) : undefined;

/** The file the setup link goes to when there is no terminal, in DATA_DIR (removed once used). */
const SETUP_LINK_FILE = 'setup-link.txt';

/** JSON logs for machines; readable lines when a person watches a terminal (and pino-pretty is installed). */
function loggerOptions(level: string) {
  if (!process.stdout.isTTY) return { level };
  try {
    import.meta.resolve('pino-pretty');
  } catch {
    return { level };
  }
  return { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(messageOf).join('; ');
  // Without the values a failed statement carried, capped (http/log.ts).
  return error instanceof Error ? serializeError(error).message || error.name : String(error);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`Rollcall failed to start: ${messageOf(error)}`);
  process.exit(1);
});
