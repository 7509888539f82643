import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite is a single-process database: two processes writing the same files corrupt them, so one
 * process at a time holds a data directory (decision 003, issue #16).
 *
 * - `socket` (Linux, the default there): the lock is an abstract Unix socket named after the
 *   directory. Binding it is atomic, and the kernel lets go of it when the process ends, however
 *   it ends: there is no stale lock to judge, and no pid that a reboot could hand to another
 *   program. (Abstract sockets belong to a network namespace: two containers sharing one volume
 *   need the file lock, or better, PostgreSQL.)
 * - `file` (elsewhere): `rollcall.lock` is written whole under a temporary name, then linked into
 *   place (link fails if the lock exists: never an empty lock file for another process to read).
 *   A lock is stale only when it names this machine's boot and a process that no longer runs, or
 *   another boot; one that cannot be read is never deleted; a stale one is taken over by renaming
 *   it aside and checking it is still the one judged stale.
 *
 * Either way `rollcall.lock` says who holds the directory (pid, host, boot, start), which the
 * refusal message names. Returns the function that releases the lock.
 */
export type LockStrategy = 'socket' | 'file';

interface LockInfo {
  pid: number;
  hostname: string;
  boot: string;
  startedAt: string;
  /** Tells two locks of the same pid apart (a takeover checks it took the one it judged stale). */
  nonce: string;
}

const LOCK_FILE = 'rollcall.lock';

export async function acquireDataDirLock(dataDir: string, options: { strategy?: LockStrategy } = {}): Promise<() => void> {
  const strategy = options.strategy ?? (process.platform === 'linux' ? 'socket' : 'file');
  return strategy === 'socket' ? socketLock(dataDir) : fileLock(dataDir);
}

/** This boot of this machine: Linux's boot id, else the boot time to the minute. */
export function currentBoot(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return `booted ${new Date(Math.round((Date.now() - os.uptime() * 1000) / 60_000) * 60_000).toISOString()}`;
  }
}

function newInfo(): LockInfo {
  return { pid: process.pid, hostname: os.hostname(), boot: currentBoot(), startedAt: new Date().toISOString(), nonce: randomBytes(8).toString('hex') };
}

function readInfo(lockPath: string): LockInfo | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
  try {
    const info = JSON.parse(text) as Partial<LockInfo>;
    if (Number.isInteger(info.pid) && typeof info.boot === 'string' && typeof info.nonce === 'string') return info as LockInfo;
  } catch {
    // Below.
  }
  return 'unreadable';
}

const inUse = (dataDir: string, info: LockInfo | null) =>
  new DataDirLockedError(
    `The data directory ${dataDir} is already in use by another Rollcall process${info ? ` (pid ${String(info.pid)}${info.hostname !== os.hostname() ? ` on ${info.hostname}` : ''})` : ''}. ` +
      'Stop that process first, or start this one with another DATA_DIR.',
  );

/** Writes the lock's content under a temporary name: linked or renamed into place whole. */
function writeTemp(dataDir: string, info: LockInfo): string {
  const temp = path.join(dataDir, `${LOCK_FILE}.${String(process.pid)}.${info.nonce}.tmp`);
  fs.writeFileSync(temp, JSON.stringify(info), { mode: 0o600 });
  return temp;
}

function removeIfOurs(lockPath: string, nonce: string) {
  const info = readInfo(lockPath);
  if (typeof info === 'object' && info.nonce === nonce) fs.rmSync(lockPath, { force: true });
}

// ------------------------------------------------------------------------------------------ socket

async function socketLock(dataDir: string): Promise<() => void> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  // One name per directory, however it is reached (symlinks, relative paths).
  const name = `\0rollcall-data-dir-${createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, () => resolve());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // The holder writes who it is just after binding: give it a moment, for the message only.
    let info = readInfo(lockPath);
    for (let wait = 0; wait < 10 && (typeof info !== 'object' || !isRunning(info.pid)); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      info = readInfo(lockPath);
    }
    throw inUse(dataDir, typeof info === 'object' ? info : null);
  }
  // Held for the life of the process without keeping it alive; nobody connects to it.
  server.unref();
  server.on('connection', (socket) => socket.destroy());
  const info = newInfo();
  fs.renameSync(writeTemp(dataDir, info), lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    removeIfOurs(lockPath, info.nonce);
    server.close();
  };
}

// -------------------------------------------------------------------------------------------- file

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Stale: written in another boot of this machine, or by a process of this boot that is gone. */
function isStale(info: LockInfo): boolean {
  if (info.hostname !== os.hostname()) return false; // another machine sharing the directory: cannot tell
  if (info.boot !== currentBoot()) return true; // a pid from before a reboot means nothing now
  return info.pid !== process.pid && !isRunning(info.pid);
}

async function fileLock(dataDir: string): Promise<() => void> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const info = newInfo();
  const temp = writeTemp(dataDir, info);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        fs.linkSync(temp, lockPath);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          removeIfOurs(lockPath, info.nonce);
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = readInfo(lockPath);
      if (held === 'missing') continue; // released meanwhile: try again
      if (held === 'unreadable') {
        throw new DataDirLockedError(
          `The data directory ${dataDir} has a lock file that cannot be read (${lockPath}). ` +
            'If no Rollcall process uses this directory, remove that file and start again.',
        );
      }
      if (!isStale(held)) throw inUse(dataDir, held);
      // Take the stale lock aside under a name of our own, then make sure it is the one we judged:
      // if another process replaced it meanwhile, put theirs back.
      const aside = `${lockPath}.stale.${info.nonce}`;
      try {
        fs.renameSync(lockPath, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const taken = readInfo(aside);
      if (typeof taken === 'object' && taken.nonce !== held.nonce) {
        try {
          fs.linkSync(aside, lockPath);
        } finally {
          fs.rmSync(aside, { force: true });
        }
        throw inUse(dataDir, taken);
      }
      fs.rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; if no Rollcall process uses it, remove ${lockPath} and try again.`);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
