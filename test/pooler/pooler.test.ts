import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/open';
import { adminQuery, withDatabase } from '../support/database';
import { createUser, givePlan } from '../support/factories';
import { sessionCookieOf, startServer, type RunningServer } from '../recovery/server';
import { startPgBouncer, type RunningPgBouncer } from './pgbouncer';

/**
 * Issue #39: the app behind a real PgBouncer in transaction mode. Every signed-in request runs the
 * statements the app prepares (the session's, the entitlements', the lists', the access rule's,
 * the API token's); prepared by name, they live in one server connection while the pooler hands
 * the next transaction to another ("prepared statement … does not exist"). Migrations take the
 * direct URL, since their lock is a session's.
 */

const DIRECT = process.env.CI_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'a long enough password';
const DATABASE = `rollcall_pooler_${String(process.pid)}`;

let bouncer: RunningPgBouncer;
let server: RunningServer | undefined;

beforeAll(async () => {
  await adminQuery(DIRECT, `drop database if exists ${DATABASE} with (force)`);
  await adminQuery(DIRECT, `create database ${DATABASE}`);
  bouncer = await startPgBouncer({ serverConnections: 3 });
});

afterAll(async () => {
  await server?.stop();
  await bouncer?.stop();
  await adminQuery(DIRECT, `drop database if exists ${DATABASE} with (force)`);
});

describe('behind PgBouncer in transaction mode', () => {
  it('migrates on the direct URL, then answers every signed-in read and write through the pooler', async () => {
    server = await startServer({ DATABASE_URL: `${bouncer.urlOf(DATABASE)}?pgbouncer=true`, DATABASE_DIRECT_URL: withDatabase(DIRECT, DATABASE) });

    // People with lists, written on the direct connection.
    const seed = await openPostgres(withDatabase(DIRECT, DATABASE));
    const people: { cookie: string; listId: number; token: string }[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const email = `pooled${String(i)}@example.com`;
        const user = await createUser(seed.db, { email, password: PASSWORD });
        await givePlan(seed.db, user.id, { tier: 1 + i, maxlist: null });
        const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
        expect(login.status).toBe(200);
        const cookie = sessionCookieOf(login);
        const headers = { cookie, 'content-type': 'application/json' };
        const list = await fetch(`${server.base}/api/lists`, { method: 'POST', headers, body: JSON.stringify({ name: `Pooled ${String(i)}` }) });
        expect(list.status).toBe(201);
        const listId = ((await list.json()) as { id: number }).id;
        const bulk = await fetch(`${server.base}/api/lists/${String(listId)}/members/bulk`, { method: 'POST', headers, body: JSON.stringify({ text: 'ann bob cat dee eve' }) });
        expect(bulk.status).toBe(200);
        const token = await fetch(`${server.base}/api/tokens`, { method: 'POST', headers, body: JSON.stringify({ name: 'Pooled', scope: 'write' }) });
        expect(token.status).toBe(201);
        people.push({ cookie, listId, token: ((await token.json()) as { token: string }).token });
      }
    } finally {
      await seed.close();
    }

    // Many requests at once, each person's reads and writes interleaved, on every prepared path.
    const calls = people.flatMap(({ cookie, listId, token }, person) =>
      Array.from({ length: 12 }, (_, i) => {
        const headers = { cookie, 'content-type': 'application/json' };
        const kinds: [string, RequestInit & { url: string }][] = [
          ['GET /api/lists', { url: '/api/lists', headers }],
          ['GET /api/session', { url: '/api/session', headers }],
          ['GET /api/lists/:id/members', { url: `/api/lists/${String(listId)}/members`, headers }],
          ['POST /api/lists/:id/members', { url: `/api/lists/${String(listId)}/members`, method: 'POST', headers, body: JSON.stringify({ username: `p${String(person)}_${String(i)}` }) }],
          ['GET /api/v1/lists (token)', { url: '/api/v1/lists', headers: { authorization: `Bearer ${token}` } }],
          ['POST /api/shoot', { url: '/api/shoot', method: 'POST', headers, body: JSON.stringify({ listIds: [listId], count: 1 }) }],
        ];
        return kinds[i % kinds.length]!;
      }),
    );
    const answers = await Promise.all(
      calls.map(async ([route, { url, ...init }]) => {
        const response = await fetch(`${server!.base}${url}`, init);
        return { route, status: response.status, body: response.ok ? '' : await response.text() };
      }),
    );
    expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.route)).size).toBe(6);
  });

  it('refuses to start behind a pooler without a direct URL, in one line naming the setting', async () => {
    await expect(startServer({ DATABASE_URL: `${bouncer.urlOf(DATABASE)}?pgbouncer=true` })).rejects.toThrow(/set DATABASE_DIRECT_URL to a direct connection to the same database/);
  });
});
