import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { hashPassword } from '../auth/password';
import { lists, users } from '../db/schema';

/**
 * Issue #16, item 9: database errors were logged with every query parameter (a failed insert
 * logged a fresh bcrypt hash, a failed import one 8.4 MB line). The log keeps the statement and
 * the error, never parameter values, and caps what it writes.
 */

const lines: string[] = [];
const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
let freshHash = '';
const HUGE = 'x'.repeat(1024 * 1024);

describe('what the log keeps of a failed statement', () => {
  const t = useTestApp({
    logger: { level: 'info', stream },
    extraRoutes(app) {
      // Routes for this file only, failing in the database the way a bug would.
      app.post('/api/test-failed-insert', { config: { public: true } }, async () => {
        freshHash = await hashPassword('the user’s new password');
        // The e-mail is missing: a not-null violation, with the hash among the parameters.
        await app.db.insert(users).values({ username: 'logged', email: sql`null`, passwordHash: freshHash });
      });
      app.post('/api/test-failed-huge', { config: { public: true } }, async () => {
        await app.db.insert(lists).values({ name: HUGE, workspaceId: -1, color: '#000000' });
      });
    },
  });

  it('logs the statement and the error of a failed insert, never the values it carried', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-failed-insert' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    const failed = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string; cause?: { message: string; column?: string } } }).find((line) => line.msg === 'request failed');
    expect(failed!.err!.message).toMatch(/^Failed query: insert into "users"/);
    expect(failed!.err!.cause).toMatchObject({ message: 'null value in column "email" of relation "users" violates not-null constraint', column: 'email' });
    expect(freshHash).toMatch(/^\$2b\$10\$/);
    expect(log).not.toContain(freshHash);
    expect(log).not.toContain(freshHash.slice(7, 29)); // not even a part of it
  });

  it('caps what it logs of a statement carrying a huge value', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/test-failed-huge' });
    expect(response.statusCode).toBe(500);
    const logged = lines.filter((line) => line.includes('request failed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.length).toBeLessThan(16 * 1024);
    expect(logged[0]).not.toContain('x'.repeat(200));
    expect(JSON.parse(logged[0]!).err.message).toMatch(/^Failed query: insert into "lists"/);
  });
});

describe('one line per request (issue #18)', () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
  const t = useTestApp({ logger: { level: 'info', stream } });

  it('logs one line per request, by the route the router matched, never a query string', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/session' });
    await t.app.inject({ method: 'GET', url: '/api/lists/123/members?secret=LIST_SECRET' });
    await t.app.inject({ method: 'GET', url: '/verify-email?token=MAIL_TOKEN_SECRET' });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number });
    expect(logged.map((line) => line.msg.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /api/session 200 N ms',
      'GET /api/lists/:id/members 401 N ms',
      'GET /verify-email 404 N ms',
    ]);
    const all = lines.join('');
    expect(all).not.toContain('MAIL_TOKEN_SECRET');
    expect(all).not.toContain('LIST_SECRET');
    expect(all).not.toContain('incoming request');
  });
});
