import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outboxAnnouncement } from '../../server/mail/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../support/tcp-proxy';
import { killLeftovers, startServerProcess, type ServerProcess } from './server-process';

const dirs: string[] = [];
const newDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await killLeftovers();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** What a person sees on the terminal: the non-empty stderr lines. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/**
 * One server process, started on an empty data directory with the default settings, serves the
 * first three tests in order: its first start, a second process refused beside it, its stop and
 * a new start on its files. (A first start costs seconds: initdb, every migration, demo content.)
 */
describe('starting and stopping the server process', () => {
  const dataDir = newDir('rollcall-start-');
  let first: ServerProcess;
  let url: string;
  beforeAll(async () => {
    first = startServerProcess({ DATA_DIR: dataDir });
    url = await first.ready;
  });

  it('creates the embedded database on first start, with the demo posts and extensions', async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'rollcall.lock'), 'utf8')).pid).toBe(first.child.pid);
    const posts = (await (await fetch(`${url}/api/blog/posts`)).json()) as { posts: unknown[] };
    const extensions = (await (await fetch(`${url}/api/extensions`)).json()) as { extensions: unknown[] };
    expect(posts.posts.length, 'posts with DEMO_CONTENT unset').toBeGreaterThan(0);
    expect(extensions.extensions.length, 'extensions with DEMO_CONTENT unset').toBeGreaterThan(0);
  });

  it('refuses a second process on the same data directory, and the first is unharmed', async () => {
    const second = startServerProcess({ DATA_DIR: dataDir });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(lines(refused.stderr)).toEqual([
      `The data directory ${dataDir} is already in use by another Rollcall process (pid ${first.child.pid}). Stop that process first, or start this one with another DATA_DIR.`,
    ]);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('stops cleanly on SIGTERM, and a new process opens its files', async () => {
    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    // Without SMTP, the terminal says where mail goes (issue #18: the outbox is easy to find).
    expect(stopped.stdout).toContain(outboxAnnouncement(path.join(dataDir, 'mail'), false));
    expect(fs.existsSync(path.join(dataDir, 'rollcall.lock'))).toBe(false);

    // The files are intact: a new process opens them (migrations already applied).
    const again = startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${await again.ready}/readyz`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect((await again.exited).code).toBe(0);
  });

  it('writes no demo posts or extensions on a first start with DEMO_CONTENT=false', async () => {
    const server = startServerProcess({ DATA_DIR: newDir('rollcall-demo-'), DEMO_CONTENT: 'false' });
    const demoUrl = await server.ready;
    const posts = (await (await fetch(`${demoUrl}/api/blog/posts`)).json()) as { posts: unknown[] };
    const extensions = (await (await fetch(`${demoUrl}/api/extensions`)).json()) as { extensions: unknown[] };
    expect(posts.posts, 'posts with DEMO_CONTENT=false').toEqual([]);
    expect(extensions.extensions, 'extensions with DEMO_CONTENT=false').toEqual([]);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('stops at once with one line naming a bad variable', async () => {
    const result = await startServerProcess({ DATA_DIR: dataDir, PORT: 'eighty' }).exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual(['Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")']);
  });

  it('stops at once with one line for a contact setting that is not one, a line break in it included (issue #38)', async () => {
    const result = await startServerProcess({ DATA_DIR: dataDir, CONTACT_X: 'rollcall\nInvalid configuration: none' }).exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      'Invalid configuration: CONTACT_X must be an X username (1 to 15 letters, digits or underscores), with or without its @, e.g. @rollcall_help (got "rollcall\\nInvalid configuration: none")',
    ]);
  });

  it('says in one line that PostgreSQL is unreachable, without the password, and exits non-zero', async () => {
    const port = await closedPort();
    const result = await startServerProcess({ DATABASE_URL: `postgres://rollcall:hunter2@127.0.0.1:${port}/rollcall` }).exited;
    expect(result.code).toBe(1);
    const output = lines(result.stderr);
    expect(output).toHaveLength(1);
    expect(output[0]).toMatch(new RegExp(`^Database unreachable \\(PostgreSQL at 127\\.0\\.0\\.1:${port}/rollcall\\): .*ECONNREFUSED`));
    expect(result.stderr).not.toContain('hunter2');
  });
});
