// What server/db/pglite-initdb.mjs and pglite-dump.mjs share (decision 040): both run PGlite in a
// process of their own for server/db/open.ts and dump.ts, under the server's data directory.
import fs from 'node:fs';

/**
 * PGlite chmods every file it creates to 0666 (Emscripten's NODEFS); in the server's process
 * private-files.ts masks that. Here everything written is under the data directory, so every
 * chmod keeps the owner's bits only.
 */
export function keepWritesPrivate() {
  process.umask(0o077);
  const ownerOnly = (mode) => (typeof mode === 'string' ? Number.parseInt(mode, 8) : mode) & ~0o077;
  const { chmodSync, fchmodSync } = fs;
  fs.chmodSync = (target, mode) => chmodSync(target, ownerOnly(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode));
}

/** The parent gone (its end of stdin closed, however it ended): this process ends too. */
export function endWithParent() {
  process.stdin.on('end', () => process.exit(70));
  process.stdin.on('error', () => process.exit(70));
  process.stdin.resume();
}

/** Runs `work`; a failure is one line on stderr (its message, never a stack) and exit code 1. */
export async function run(work) {
  try {
    await work();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message || error.name : String(error));
    process.exit(1);
  }
}
