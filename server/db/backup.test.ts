import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { backUpIfDue, backupFileName, startDailyBackups, type DailyBackupOptions } from './backup';
import { writePrivateFile } from './dump';
import { readDump } from './dump-sql';
import { openPglite, type Database } from './open';

/**
 * The daily backup (DAILY_BACKUP): today's file when it is missing, the newest 7 kept, private
 * files, nothing on PostgreSQL or when turned off. The clock and the directory are the test's;
 * the writing is a stand-in except in the last test, which dumps a real PGlite.
 */

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));
afterEach(() => {
  vi.useRealTimers();
});
const newDataDir = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-backup-'));
  roots.push(root);
  return root;
};

const day = (date: string) => new Date(`${date}T12:00:00Z`);
/** Writes a small stand-in dump the way the real one is written (0600, atomically) and counts the calls. */
function fakeWrite() {
  const written: string[] = [];
  const write = async (file: string) => {
    written.push(path.basename(file));
    return writePrivateFile(file, async (handle) => {
      await handle.writeFile(`-- ${path.basename(file)}\n`);
    });
  };
  return { written, write };
}
const list = (dir: string) => fs.readdirSync(dir).sort();

describe('one backup check', () => {
  it('writes today’s file (UTC date) when it is missing, private, in a private directory', async () => {
    const dir = path.join(newDataDir(), 'backups');
    const { written, write } = fakeWrite();
    const outcome = await backUpIfDue({ dir, now: new Date('2026-11-24T23:30:00-05:00'), write });
    expect(outcome).toEqual({ written: path.join(dir, 'rollcall-2026-11-25.sql'), size: 27, removed: [] });
    expect(written).toEqual(['rollcall-2026-11-25.sql']);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, 'rollcall-2026-11-25.sql')).mode & 0o777).toBe(0o600);
  });

  it('writes nothing when today’s is there', async () => {
    const dir = path.join(newDataDir(), 'backups');
    const { written, write } = fakeWrite();
    await backUpIfDue({ dir, now: day('2026-11-24'), write });
    const again = await backUpIfDue({ dir, now: new Date('2026-11-24T23:59:59Z'), write });
    expect(again).toEqual({ written: null, size: 0, removed: [] });
    expect(written).toEqual(['rollcall-2026-11-24.sql']);
  });

  it('keeps the newest 7: the eighth day removes the oldest, and leaves other files alone', async () => {
    const dir = path.join(newDataDir(), 'backups');
    const { write } = fakeWrite();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    for (let d = 1; d <= 7; d += 1) await backUpIfDue({ dir, now: day(`2026-11-0${String(d)}`), write });
    expect(list(dir)).toHaveLength(8);
    const eighth = await backUpIfDue({ dir, now: day('2026-11-08'), write });
    expect(eighth.removed).toEqual([path.join(dir, 'rollcall-2026-11-01.sql')]);
    expect(list(dir)).toEqual(['notes.txt', ...['02', '03', '04', '05', '06', '07', '08'].map((d) => `rollcall-2026-11-${d}.sql`)]);
  });

  it('removes what an interrupted backup left half-written', async () => {
    const dir = path.join(newDataDir(), 'backups');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, '.rollcall-2026-11-23.sql.0123456789ab.tmp'), 'half');
    await backUpIfDue({ dir, now: day('2026-11-24'), write: fakeWrite().write });
    expect(list(dir)).toEqual(['rollcall-2026-11-24.sql']);
  });

  it('leaves no file when the writing fails', async () => {
    const dir = path.join(newDataDir(), 'backups');
    const failing = (file: string) =>
      writePrivateFile(file, async (handle) => {
        await handle.writeFile('partial');
        throw new Error('disk full');
      });
    await expect(backUpIfDue({ dir, now: day('2026-11-24'), write: failing })).rejects.toThrow('disk full');
    expect(list(dir)).toEqual([]);
  });
});

describe('the daily schedule', () => {
  const pglite = { kind: 'pglite' } as Database;
  const logs = () => {
    const lines: string[] = [];
    return { lines, log: { info: (message: string) => lines.push(`info ${message}`), error: (message: string) => lines.push(`error ${message}`) } };
  };
  const start = (options: Partial<DailyBackupOptions> & Pick<DailyBackupOptions, 'config'>) => {
    const { lines, log } = logs();
    const { written, write } = fakeWrite();
    const backups = startDailyBackups({ database: pglite, log, write, ...options });
    return { backups, lines, written };
  };

  it('backs up at start, then once a day at the hourly checks', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dataDir = newDataDir();
    let now = new Date('2026-11-24T22:10:00Z');
    const { backups, lines, written } = start({ config: { dailyBackup: true, dataDir }, now: () => now });
    await backups.idle();
    expect(written).toEqual(['rollcall-2026-11-24.sql']);
    expect(lines).toEqual([expect.stringMatching(/^info Daily backup written: .*rollcall-2026-11-24\.sql \(\d+ bytes, \d+\.\d s\)$/)]);

    now = new Date('2026-11-24T23:10:00Z');
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await backups.idle();
    expect(written).toEqual(['rollcall-2026-11-24.sql']);

    now = new Date('2026-11-25T00:10:00Z');
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await backups.idle();
    expect(written).toEqual(['rollcall-2026-11-24.sql', 'rollcall-2026-11-25.sql']);

    await backups.stop();
    now = new Date('2026-11-26T00:10:00Z');
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    await backups.idle();
    expect(written).toHaveLength(2); // stopped: no more checks
    expect(list(path.join(dataDir, 'backups'))).toEqual(['rollcall-2026-11-24.sql', 'rollcall-2026-11-25.sql']);
  });

  it('logs a failure as an error line and tries again at the next check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dataDir = newDataDir();
    const { lines, log } = logs();
    let fail = true;
    const backups = startDailyBackups({
      config: { dailyBackup: true, dataDir },
      database: pglite,
      log,
      now: () => day('2026-11-24'),
      write: async (file) => {
        if (fail) throw new Error('no space left on device');
        return writePrivateFile(file, (handle) => handle.writeFile('-- ok\n'));
      },
    });
    await backups.idle();
    expect(lines).toEqual(['error Daily backup failed (it is tried again at the next check): no space left on device']);
    fail = false;
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await backups.idle();
    expect(lines[1]).toMatch(/^info Daily backup written: /);
    await backups.stop();
  });

  it('does nothing at all when DAILY_BACKUP=false', async () => {
    const dataDir = newDataDir();
    const { backups, lines, written } = start({ config: { dailyBackup: false, dataDir } });
    await backups.idle();
    await backups.stop();
    expect({ written, lines, files: list(dataDir) }).toEqual({ written: [], lines: [], files: [] });
  });

  it('does nothing on PostgreSQL but say, once, whose job backups are there', async () => {
    const dataDir = newDataDir();
    const { backups, lines, written } = start({ config: { dailyBackup: true, dataDir }, database: { kind: 'postgres' } as Database });
    await backups.idle();
    await backups.stop();
    expect({ written, files: list(dataDir) }).toEqual({ written: [], files: [] });
    expect(lines).toEqual([
      'info Daily backups (DAILY_BACKUP) are for the embedded database: on PostgreSQL, back it up with its own tools (pg_dump, or npm run db:export)',
    ]);
  });

  it('dumps the server’s own PGlite by default, from a copy of its files in a process of its own: the live database still writes, no copy is left', async () => {
    const dataDir = newDataDir();
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      await database.db.execute(sql`insert into users (email, username, password_hash) values ('before@example.com', 'before', 'x')`);
      const { lines, log } = logs();
      const backups = startDailyBackups({ config: { dailyBackup: true, dataDir }, database, log, now: () => day('2026-11-24') });
      await backups.idle();
      await backups.stop();
      expect(lines).toEqual([expect.stringMatching(/^info Daily backup written: /)]);
      const file = path.join(dataDir, 'backups', backupFileName(day('2026-11-24')));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const statements = [...readDump(fs.readFileSync(file))];
      expect(statements.some((piece) => piece.kind === 'statement' && piece.sql.startsWith('CREATE TABLE drizzle.__drizzle_migrations'))).toBe(true);
      // What was written before the backup is in it (the copy is read back as after a crash).
      expect(statements.some((piece) => piece.kind === 'statement' && piece.sql.includes("'before@example.com'"))).toBe(true);
      await database.db.execute(sql`create table public.written_after_backup (a int)`);
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.pglite-copy-'))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses to copy the database when the disk lacks room for it, says how much is needed, and leaves nothing', async () => {
    const dataDir = newDataDir();
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      const statfs = fs.promises.statfs;
      vi.spyOn(fs.promises, 'statfs').mockImplementation(async (target) => ({ ...(await statfs(target)), bavail: 1, bsize: 4096 }));
      const { lines, log } = logs();
      const backups = startDailyBackups({ config: { dailyBackup: true, dataDir }, database, log, now: () => day('2026-11-26') });
      await backups.idle();
      await backups.stop();
      expect(lines).toEqual([
        expect.stringMatching(/^error Daily backup failed \(it is tried again at the next check\): Not enough free disk space beside the embedded database for its backup's copy: \d+ MB needed, 4\.1 kB free$/),
      ]);
      expect(list(path.join(dataDir, 'backups'))).toEqual([]);
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.pglite-copy-'))).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await database.close();
    }
  });

  it('lets the server close its database at once when it stops: the backup under way ends quietly, leaving no file', async () => {
    const dataDir = newDataDir();
    const database = await openPglite(dataDir);
    await database.migrate();
    const { lines, log } = logs();
    const backups = startDailyBackups({ config: { dailyBackup: true, dataDir }, database, log, now: () => day('2026-11-24') });
    await backups.stop();
    await database.close();
    await backups.idle();
    // Whether the copy was taken before the close or not, nothing half-written and no error line.
    const files = list(path.join(dataDir, 'backups'));
    expect(files.filter((name) => name !== 'rollcall-2026-11-24.sql')).toEqual([]);
    expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
  });
});
