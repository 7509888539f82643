import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { createTestDatabase } from '../../test/support/database';
import { createSignedInUser } from '../../test/support/factories';
import { closedPort, TcpProxy } from '../../test/support/tcp-proxy';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../db/open';

describe('health endpoints', () => {
  const t = useTestApp();

  it('GET /healthz says the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz says the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

// Issue #16, item 14: a damaged table answered 500s while /readyz still said ready.
describe('when a statement meets damaged data', () => {
  const t = useTestApp({
    extraRoutes(app) {
      // A route for this file only: the database refuses a page as PostgreSQL does (XX001).
      app.get('/api/test-damaged', { config: { public: true } }, async () => {
        throw Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('invalid page in block 0 of relation "base/5/16413"'), { code: 'XX001' }) });
      });
    },
  });

  it('says not ready from then on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-damaged' })).statusCode).toBe(500);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'damaged' });
    expect(t.database.damage).toBe('invalid page in block 0 of relation "base/5/16413"');
  });
});

describe('when the database cannot be reached', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/rollcall`);
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('fails /readyz with 503 but keeps /healthz up', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers API calls that need it with a JSON 503, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'rollcall_session=abc' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' },
    });
  });
});

// Needs a PostgreSQL server to cut the connection to: runs in the database suite on PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL goes away and comes back', () => {
  let app: FastifyInstance;
  let direct: Database;
  let viaProxy: Database;
  let proxy: TcpProxy;
  beforeAll(async () => {
    direct = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    await proxy.start();
    // The same database as `direct`, reached through the proxy.
    const { rows } = await direct.db.execute<{ name: string }>(sql`select current_database() as name`);
    const dbName = rows[0]!.name;
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxied.pathname = `/${dbName}`;
    viaProxy = await openPostgres(proxied.toString());
    app = await buildApp({ config: testConfig(), database: viaProxy });
  });
  afterAll(async () => {
    await app.close();
    await viaProxy.close();
    await proxy.stop();
    await direct.close();
  });

  it('answers 503 during the outage and recovers by itself afterwards', async () => {
    const { cookie, user } = await createSignedInUser(direct.db);
    const session = () => app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect((await session()).json().user.id).toBe(user.id);

    await proxy.stop();
    expect((await session()).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await proxy.start();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await session()).json().user.id).toBe(user.id);
  });
});
