import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/open';
import { killLeftovers, startServerProcess, type ServerProcess } from './server-process';

/**
 * The data directory as a local user of the same machine sees it (issue #16, items 4 and 14):
 * nothing in it readable or writable by others, and a damaged database that says so.
 */

const dirs: string[] = [];
afterAll(async () => {
  await killLeftovers();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-data-dir-'));
  dirs.push(dir);
  return dir;
};

/** Every path under (and including) a directory whose mode lets group or others in, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, p) || '.'}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return found;
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/**
 * One server process for the file (a first start costs seconds: initdb, every migration, demo
 * content). It starts on a directory as an older version left it, which the first test watches;
 * stopped, that directory is a migrated one made by the server itself, and the damage tests
 * break copies of it.
 */
const serverDir = newDir();
let server: ServerProcess;
beforeAll(() => {
  // As an older version left it: a world-readable directory and outbox with a live link inside.
  fs.chmodSync(serverDir, 0o755);
  fs.mkdirSync(path.join(serverDir, 'mail'), { mode: 0o755 });
  fs.writeFileSync(path.join(serverDir, 'mail', 'old.eml'), 'reset link', { mode: 0o644 });
  fs.chmodSync(path.join(serverDir, 'mail'), 0o755);
  fs.chmodSync(path.join(serverDir, 'mail', 'old.eml'), 0o644);
  server = startServerProcess({ DATA_DIR: serverDir });
});

describe('the data directory on disk', () => {
  it('keeps the database, the lock and the mail outbox to the server’s own user, at start and for every file written later', async () => {
    const url = await server.ready;
    expect(openToOthers(serverDir)).toEqual([]);

    // Work that writes: a registration (a mail in the outbox), then enough rows for new files.
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'local@example.com', password: 'a long password' }),
    });
    expect(registered.status).toBe(201);
    expect(fs.readdirSync(path.join(serverDir, 'mail')).length).toBe(2);
    expect(openToOthers(serverDir)).toEqual([]);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(openToOthers(serverDir)).toEqual([]);
    expect(fs.statSync(serverDir).mode & 0o777).toBe(0o700);
  });
});

describe('a damaged embedded database', () => {
  const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
  const advice = (dataDir: string) =>
    `Restore ${dataDir} from a backup, or move ${pgliteDir(dataDir)} away to start with an empty database.`;

  /** The file's data directory, migrated by its server, then stopped: each test damages a copy of it. */
  const made = serverDir;
  /** The files of the relations the tests damage, found by asking the database while it is whole. */
  const relations: Record<'pg_class' | 'blog_posts', string> = { pg_class: '', blog_posts: '' };
  beforeAll(async () => {
    // Stopped by the test above, or here if that test ended before it could.
    await server.ready;
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const database = await openPglite(made);
    try {
      for (const relation of ['pg_class', 'blog_posts'] as const) {
        const { rows } = await database.db.execute<{ file: string }>(sql`select pg_relation_filepath(${relation}) as file`);
        relations[relation] = rows[0]!.file;
      }
    } finally {
      await database.close();
    }
  });
  /** A copy of that directory, as if the server had made it there. */
  function migratedDir(): string {
    const dataDir = newDir();
    fs.cpSync(made, dataDir, { recursive: true });
    return dataDir;
  }

  it('stops with one line naming the directory and what to do when the control file is gone', async () => {
    const dataDir = migratedDir();
    fs.rmSync(path.join(pgliteDir(dataDir), 'global', 'pg_control'));
    const result = await startServerProcess({ DATA_DIR: dataDir }).exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toHaveLength(1);
    expect(lines(result.stderr)[0]).toMatch(new RegExp(`^The embedded database in ${pgliteDir(dataDir)} is damaged \\(.+\\)\\. `));
    expect(lines(result.stderr)[0]!.endsWith(advice(dataDir))).toBe(true);
  });

  it('stops the same way when a catalog is garbage', async () => {
    const dataDir = migratedDir();
    const catalog = path.join(pgliteDir(dataDir), relations.pg_class);
    fs.writeFileSync(catalog, Buffer.alloc(fs.statSync(catalog).size, 0x41));
    const result = await startServerProcess({ DATA_DIR: dataDir }).exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([expect.stringMatching(new RegExp(`^The embedded database in ${pgliteDir(dataDir)} is damaged`))]);
  });

  it('stops the same way when a table the app reads at start is damaged, instead of saying it is ready', async () => {
    const dataDir = migratedDir();
    const relation = relations.blog_posts;
    const file = path.join(pgliteDir(dataDir), relation);
    const page = fs.readFileSync(file);
    page.fill(0x41, 0, 64); // the page header
    fs.writeFileSync(file, page);
    const result = await startServerProcess({ DATA_DIR: dataDir }).exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([`The embedded database in ${pgliteDir(dataDir)} is damaged (invalid page in block 0 of relation "${relation}"). ${advice(dataDir)}`]);
  });
});
