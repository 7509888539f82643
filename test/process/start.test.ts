import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../tcp-proxy';
import { startServerProcess } from './server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** What a person sees on the terminal: the non-empty stderr lines. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('starting and stopping the server process', () => {
  it('creates the embedded database on first start, refuses a second process on it, and stops cleanly on SIGTERM', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    const url = await first.ready;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'rollcall.lock'), 'utf8')).pid).toBe(first.child.pid);

    const second = startServerProcess({ DATA_DIR: dataDir });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(lines(refused.stderr)).toEqual([
      `The data directory ${dataDir} is already in use by another Rollcall process (pid ${first.child.pid}). Stop that process first, or start this one with another DATA_DIR.`,
    ]);
    // The first one is unharmed.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    // Without SMTP, the terminal says where mail goes (issue #18: the outbox is easy to find).
    expect(stopped.stdout).toContain(`Mail: no SMTP_URL, so messages go to the outbox ${path.join(dataDir, 'mail')}; each one's link is also printed here.`);
    expect(fs.existsSync(path.join(dataDir, 'rollcall.lock'))).toBe(false);

    // The files are intact: a new process opens them (migrations already applied).
    const again = startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${await again.ready}/readyz`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect((await again.exited).code).toBe(0);
  });

  it('writes the demo posts and extensions on a first start, and none with DEMO_CONTENT=false', async () => {
    for (const [demo, expected] of [[undefined, true], ['false', false]] as const) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-demo-'));
      try {
        const server = startServerProcess({ DATA_DIR: dir, ...(demo === undefined ? {} : { DEMO_CONTENT: demo }) });
        const url = await server.ready;
        const posts = (await (await fetch(`${url}/api/blog/posts`)).json()) as { posts: unknown[] };
        const extensions = (await (await fetch(`${url}/api/extensions`)).json()) as { extensions: unknown[] };
        expect(posts.posts.length > 0, `posts with DEMO_CONTENT=${String(demo)}`).toBe(expected);
        expect(extensions.extensions.length > 0, `extensions with DEMO_CONTENT=${String(demo)}`).toBe(expected);
        server.child.kill('SIGTERM');
        await server.exited;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('stops at once with one line naming a bad variable', async () => {
    const result = await startServerProcess({ DATA_DIR: dataDir, PORT: 'eighty' }).exited;
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual(['Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")']);
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
