import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteOf, pgliteQueries, seedForDump, snapshot } from '../support/dump-fixtures';
import { openPglite } from '../../server/db/open';
import { killLeftovers, startServerProcess } from './server-process';

/**
 * `npm run db:export` and `npm run db:import` as an operator runs them (issue #21), on data
 * directories of their own, and the daily backup of a running server.
 */

const root = path.resolve(import.meta.dirname, '../..');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-dump-cli-'));
afterAll(async () => {
  await killLeftovers();
  fs.rmSync(base, { recursive: true, force: true });
});

/** `npm run --silent <script> -- <args>` with only DATA_DIR set (no DATABASE_URL: the embedded database). */
function npmRun(script: string, args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })));
}
/** The last line a command printed there (npm may print a warning of its own first). */
const lastLine = (text: string) => text.split('\n').filter((line) => line.trim() !== '').at(-1) ?? '';

const sourceDir = path.join(base, 'source');
const dumpFile = path.join(base, 'rollcall.sql');
let rows: Record<string, string[]>;

beforeAll(async () => {
  const database = await openPglite(sourceDir);
  try {
    await database.migrate();
    await seedForDump(database.db);
    rows = await snapshot(await pgliteQueries(pgliteOf(database)));
  } finally {
    await database.close();
  }
});

describe('npm run db:export', () => {
  it('writes the embedded database to a file only its owner can read, and says what it wrote', async () => {
    const result = await npmRun('db:export', ['--out', dumpFile], sourceDir);
    expect(result.code).toBe(0);
    expect(lastLine(result.stdout)).toMatch(new RegExp(`^Wrote ${dumpFile} \\(\\d+(\\.\\d)? kB, \\d+\\.\\d s\\) from PGlite in ${sourceDir}$`));
    expect(fs.statSync(dumpFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(dumpFile, 'utf8')).toContain('CREATE TABLE drizzle.__drizzle_migrations');
  });

  it('refuses while a server runs on the same DATA_DIR, and says to stop it; that server backs itself up meanwhile', async () => {
    const server = startServerProcess({ DATA_DIR: sourceDir, DAILY_BACKUP: 'true' });
    try {
      const url = await server.ready;
      const other = path.join(base, 'while-running.sql');
      const result = await npmRun('db:export', ['--out', other], sourceDir);
      expect(result.code).toBe(1);
      expect(lastLine(result.stderr)).toMatch(
        new RegExp(`^The data directory ${sourceDir} is already in use by another Rollcall process \\(pid ${String(server.child.pid)}\\)\\. Stop that process first`),
      );
      expect(fs.existsSync(other)).toBe(false);

      // The daily backup of the running server: started with it, in DATA_DIR/backups.
      const backups = path.join(sourceDir, 'backups');
      const written = () => (fs.existsSync(backups) ? fs.readdirSync(backups).filter((name) => /^rollcall-\d{4}-\d{2}-\d{2}\.sql$/.test(name)) : []);
      // Written in the server's first seconds, on its own time: read until it is there (the limit only catches a hang).
      await vi.waitFor(() => expect(written()).toHaveLength(1), { timeout: 100_000, interval: 100 });
      expect(fs.statSync(backups).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(backups, written()[0]!)).mode & 0o777).toBe(0o600);
      // …from a copy, in a process of its own: the server's own session still writes.
      const registered = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'after-backup@example.com', password: 'a long password' }),
      });
      expect(registered.status).toBe(201);
    } finally {
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  });

  it('says so when DATA_DIR holds no database, and creates none', async () => {
    const empty = path.join(base, 'nothing-here');
    const result = await npmRun('db:export', ['--out', path.join(base, 'nothing.sql')], empty);
    expect(result.code).toBe(1);
    expect(lastLine(result.stderr)).toBe(`There is no embedded database in ${empty} to export (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    expect(fs.existsSync(empty)).toBe(false);
  });
});

describe('npm run db:import', () => {
  it('loads the dump into a new DATA_DIR: the same rows, and the app starts on it', async () => {
    const target = path.join(base, 'target');
    const result = await npmRun('db:import', [dumpFile], target);
    expect(result.code).toBe(0);
    expect(lastLine(result.stdout)).toMatch(new RegExp(`^Imported ${dumpFile} \\(\\d+(\\.\\d)? kB, \\d+\\.\\d s\\) into PGlite in ${target}: no migration left to apply$`));
    const database = await openPglite(target);
    try {
      // The source got one more user from the server above: compare with what was exported.
      expect(await snapshot(await pgliteQueries(pgliteOf(database)))).toEqual(rows);
    } finally {
      await database.close();
    }
    const server = startServerProcess({ DATA_DIR: target, DAILY_BACKUP: 'false' });
    try {
      const url = await server.ready;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
    expect(fs.existsSync(path.join(target, 'backups'))).toBe(false); // DAILY_BACKUP=false
  });

  it('refuses a DATA_DIR that already has a database, in one line', async () => {
    const result = await npmRun('db:import', [dumpFile], sourceDir);
    expect(result.code).toBe(1);
    expect(lastLine(result.stderr)).toMatch(
      new RegExp(`^PGlite in ${sourceDir} is not empty \\(it has \\d+ tables, sequences or views in schemas public and drizzle\\): db:import loads a dump into an empty database only, such as a new PostgreSQL database \\(createdb\\) or a new DATA_DIR$`),
    );
  });

  it('refuses a dump that holds code, with its line and why, and imports nothing of it', async () => {
    const target = path.join(base, 'tampered-target');
    const tampered = path.join(base, 'tampered.sql');
    const text = fs.readFileSync(dumpFile, 'utf8');
    fs.writeFileSync(tampered, `${text}DO $$ BEGIN EXECUTE 'CREATE TABLE public.pwned (a int)'; END $$;\n`);
    const result = await npmRun('db:import', [tampered], target);
    expect(result.code).toBe(1);
    expect(lastLine(result.stderr)).toBe(
      `Import failed, nothing was imported: line ${String(text.split('\n').length)} of the dump is a DO block, which db:import does not run: it loads dumps written by db:export only`,
    );
    const database = await openPglite(target);
    try {
      expect(await snapshot(await pgliteQueries(pgliteOf(database)))).toEqual({});
    } finally {
      await database.close();
    }
  });

  it('says --role is for PostgreSQL, whose roles the embedded database does not have', async () => {
    const result = await npmRun('db:import', ['--role', 'rollcall_import', dumpFile], path.join(base, 'with-role'));
    expect(result.code).toBe(1);
    expect(lastLine(result.stderr)).toBe('--role names the PostgreSQL role to load as: set DATABASE_URL too (the embedded database has no roles)');
    expect(fs.existsSync(path.join(base, 'with-role'))).toBe(false);
  });

  it('explains how to call it', async () => {
    const result = await npmRun('db:import', [], path.join(base, 'unused'));
    expect(result.code).toBe(1);
    expect(lastLine(result.stderr)).toBe('Usage: npm run db:import -- [--role NAME] FILE');
  });
});
