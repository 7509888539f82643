import fs from 'node:fs';
import path from 'node:path';
import { BACKGROUND_JOBS } from '../../common/background-jobs';
import type { Config } from '../config';
import { dumpPgliteDirTo, formatSize, isTemporaryDumpFile, pgliteOf, writePrivateFile } from './dump';
import type { Database } from './open';
import { createScheduler, type Job, type Scheduler } from '../jobs/scheduler';
import { keepPrivate } from './private-files';

/**
 * The daily backup of the embedded database (DAILY_BACKUP, on by default): `npm start` writes
 * `DATA_DIR/backups/rollcall-YYYY-MM-DD.sql` (the UTC date), the same plain SQL as
 * `npm run db:export`, once a day: at start when today's is missing, then at each hourly check.
 * The newest BACKUPS_KEPT are kept. It dumps a copy of the server's own PGlite files (whose lock
 * the server holds) in a process of its own (dump.ts, dumpPgliteDirTo): the live database is busy
 * only while the files are copied, never left in pg_dump's read-only transaction, and the
 * server's memory does not grow by a second database (decision 040). Files 0600, directory 0700.
 * On PostgreSQL, backups are the database operator's job (pg_dump, `npm run db:export`).
 */

export const BACKUPS_KEPT = 7;
export const BACKUP_CHECK_EVERY_MS = 60 * 60 * 1000;

const BACKUP_FILE = /^rollcall-\d{4}-\d{2}-\d{2}\.sql$/;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
/** `rollcall-2026-11-24.sql`: the UTC date, so the name sorts by age. */
export const backupFileName = (now: Date) => `rollcall-${now.toISOString().slice(0, 10)}.sql`;

export interface BackupOutcome {
  /** The file written, or null when today's was already there. */
  written: string | null;
  size: number;
  /** Older backups removed, beyond the newest `keep`. */
  removed: string[];
}

/**
 * One check: writes today's backup in `dir` unless it is there, then removes all but the newest
 * `keep` (and what an interrupted backup left half-written). `write` writes a whole file, 0600.
 */
export async function backUpIfDue(options: { dir: string; now: Date; write: (file: string) => Promise<number>; keep?: number }): Promise<BackupOutcome> {
  const keep = options.keep ?? BACKUPS_KEPT;
  keepPrivate(options.dir);
  for (const name of fs.readdirSync(options.dir)) if (isTemporaryDumpFile(name)) fs.rmSync(path.join(options.dir, name), { force: true });
  const file = path.join(options.dir, backupFileName(options.now));
  let written: string | null = null;
  let size = 0;
  if (!fs.existsSync(file)) {
    size = await options.write(file);
    written = file;
  }
  const backups = fs
    .readdirSync(options.dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(keep).map((name) => path.join(options.dir, name));
  for (const old of removed) fs.rmSync(old, { force: true });
  return { written, size, removed };
}

export interface BackupLog {
  info(message: string): void;
  error(message: string): void;
}

export interface DailyBackups {
  /**
   * No more checks, and a backup under way ends quietly. The database may be closed at once:
   * PGlite's close waits for the copy the clone is made from, and a clone not yet begun fails,
   * unlogged, leaving no file.
   */
  stop(): Promise<void>;
  /** Resolves when no check is under way (tests). */
  idle(): Promise<void>;
}

export interface DailyBackupOptions {
  config: Pick<Config, 'dailyBackup' | 'dataDir'>;
  database: Database;
  log: BackupLog;
  /** The clock (tests). */
  now?: () => Date;
  everyMs?: number;
  keep?: number;
  /** Writes the dump into a file and answers its size. By default: the database's PGlite, cloned and dumped (dump.ts). */
  write?: (file: string) => Promise<number>;
  /**
   * The scheduler it runs on: main.ts gives one with the jobs' ledger (its turns and state in the
   * database, on the admin's dashboard). Its own, not the app's: closing the app must not wait
   * for a backup under way (stop() below lets it end with the database).
   */
  scheduler?: Scheduler;
}

const nothing: DailyBackups = { stop: async () => {}, idle: async () => {} };

/** Starts the daily backups if they apply (DAILY_BACKUP and the embedded database): a first check now, then one every hour. */
export function startDailyBackups(options: DailyBackupOptions): DailyBackups {
  const { config, database, log } = options;
  if (!config.dailyBackup) return nothing;
  if (database.kind !== 'pglite') {
    log.info('Daily backups (DAILY_BACKUP) are for the embedded database: on PostgreSQL, back it up with its own tools (pg_dump, or npm run db:export)');
    return nothing;
  }
  const now = options.now ?? (() => new Date());
  const dir = backupsDir(config.dataDir);
  const write =
    options.write ??
    ((file: string) =>
      writePrivateFile(file, (handle) => dumpPgliteDirTo(pgliteOf(database), path.join(config.dataDir, 'pglite'), handle.fd)));

  const check = async () => {
    const started = performance.now();
    const outcome = await backUpIfDue({ dir, now: now(), keep: options.keep, write });
    if (outcome.written === null) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const removed = outcome.removed.length > 0 ? `, removed ${outcome.removed.map((file) => path.basename(file)).join(', ')}` : '';
    log.info(`Daily backup written: ${outcome.written} (${formatSize(outcome.size)}, ${seconds} s)${removed}`);
  };
  // Its own scheduler: main.ts stops it without waiting for a backup under way (see stop()).
  const scheduler = options.scheduler ?? createScheduler({ error: (_object, message) => log.error(message) });
  const job: Job = scheduler.every(BACKGROUND_JOBS.dailyBackup.name, options.everyMs ?? BACKUP_CHECK_EVERY_MS, check, {
    runAtStart: true,
    onFailure: (error) => {
      // Stopped: the database closed under it, as the server shut down.
      if (!job.stopped) log.error(`Daily backup failed (it is tried again at the next check): ${error instanceof Error ? error.message : String(error)}`);
    },
  });
  return {
    async stop() {
      job.stop();
    },
    idle: () => job.idle(),
  };
}
