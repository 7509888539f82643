import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds the database (bcrypt hashes, sessions' hashes, everything), the lock and
 * the mail outbox (live reset links): only the server's own user may read or write any of it
 * (issue #16). Three layers, because PGlite sets its files' modes itself:
 * - the directory is 0700, so nobody else can reach what is inside;
 * - this process's umask is 077, so what it creates is private;
 * - PGlite's file system layer (Emscripten's NODEFS) chmods every file it creates to 0666 through
 *   `fs.chmodSync`/`fs.fchmodSync`: under a private directory those calls keep the owner's bits
 *   only. Files left open by an older version are made private at start.
 */

const privateRoots = new Set<string>();
const isUnderPrivateRoot = (target: string) => {
  const resolved = path.resolve(target);
  for (const root of privateRoots) if (resolved === root || resolved.startsWith(root + path.sep)) return true;
  return false;
};
const ownerOnly = (mode: fs.Mode) => (typeof mode === 'string' ? Number.parseInt(mode, 8) : mode) & ~0o077;

function fdPath(fd: number): string | null {
  try {
    return fs.readlinkSync(`/proc/self/fd/${String(fd)}`);
  } catch {
    return null; // not Linux: below, every fchmod keeps the owner's bits (Rollcall itself calls none)
  }
}

let patched = false;
function maskChmodUnderPrivateRoots() {
  if (patched) return;
  patched = true;
  const chmodSync = fs.chmodSync;
  const fchmodSync = fs.fchmodSync;
  fs.chmodSync = (target, mode) => chmodSync(target, isUnderPrivateRoot(String(target)) ? ownerOnly(mode) : mode);
  fs.fchmodSync = (fd, mode) => {
    const target = fdPath(fd);
    fchmodSync(fd, target === null || isUnderPrivateRoot(target) ? ownerOnly(mode) : mode);
  };
}

/**
 * Takes away group's and others' bits from a directory and everything below it: at start, and on
 * what another process wrote with PGlite (its initdb, server/db/open.ts), whose chmods nothing masked.
 */
export function makeTreePrivate(root: string) {
  const walk = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile (a backup's copy)
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) fs.chmodSync(target, stat.mode & 0o700);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) walk(path.join(target, name));
  };
  walk(root);
}

/** Creates (if needed) and keeps a directory private to this process's user, now and from now on. */
export function keepPrivate(dir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const root = fs.realpathSync(dir);
  if (privateRoots.has(root)) return; // made private once; what is written since went through the mask
  privateRoots.add(root);
  if (root !== path.resolve(dir)) privateRoots.add(path.resolve(dir));
  maskChmodUnderPrivateRoots();
  makeTreePrivate(root);
}
