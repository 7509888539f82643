import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { createTestDatabase } from '../../test/support/database';
import { createSignedInUser, createUser } from '../../test/support/factories';
import { client, newClientAddress } from '../../test/support/http';
import { createRecordingMailer } from '../../test/support/mailer';
import { buildApp } from '../app';
import type { Database } from '../db/open';
import { sessions, users } from '../db/schema';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-service';

const PASSWORD = 'correct horse battery';

describe('session hardening', () => {
  const t = useTestApp();

  it('ends every other session on a password change and keeps the person making it signed in', async () => {
    const user = await createUser(t.db, { email: 'change@example.com', password: PASSWORD });
    const laptop = client(t.app);
    const phone = client(t.app);
    await laptop.post('/api/auth/login', { email: 'change@example.com', password: PASSWORD });
    await phone.post('/api/auth/login', { email: 'change@example.com', password: PASSWORD });
    const oldLaptopCookie = laptop.cookie;

    const wrong = await laptop.post('/api/profile/password', { currentPassword: 'not it', newPassword: 'the new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Your current password is not correct.');

    const changed = await laptop.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'the new password' });
    expect(changed.statusCode).toBe(200);
    expect(laptop.cookie).not.toBe(oldLaptopCookie);
    expect((await laptop.get('/api/session')).json().user.id).toBe(user.id);
    expect((await phone.get('/api/session')).json()).toEqual({ user: null });
    const stale = client(t.app);
    stale.cookie = oldLaptopCookie;
    expect((await stale.get('/api/session')).json()).toEqual({ user: null });
  });

  it('ends a user’s sessions at once when they are blocked', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    const person = client(t.app);
    person.cookie = cookie;
    expect((await person.get('/api/profile')).statusCode).toBe(200);
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await person.get('/api/profile')).statusCode).toBe(401);
  });

  it('slides the idle expiry forward on use, but never past the absolute cap', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    const person = client(t.app);
    person.cookie = cookie;
    const day = 24 * 60 * 60 * 1000;
    // Logged in 10 days ago, last used 5 days ago: use now pushes expiry to now + 30 days.
    const createdAt = new Date(Date.now() - 10 * day);
    await t.db.update(sessions).set({ createdAt, expiresAt: new Date(Date.now() + SESSION_IDLE_MS - 5 * day) }).where(eq(sessions.userId, user.id));
    await person.get('/api/session');
    const [slid] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - day);

    // Logged in 89 days ago: use cannot extend past 90 days after login.
    const old = new Date(Date.now() - 89 * day);
    await t.db.update(sessions).set({ createdAt: old, expiresAt: new Date(Date.now() + 1000 * 60) }).where(eq(sessions.userId, user.id));
    await person.get('/api/session');
    const [capped] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(capped!.expiresAt.getTime()).toBeLessThanOrEqual(old.getTime() + SESSION_ABSOLUTE_MS);

    // Idle for longer than the expiry: gone.
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(sessions.userId, user.id));
    expect((await person.get('/api/session')).json()).toEqual({ user: null });
  });

  it('signs out the other sessions on request', async () => {
    await createUser(t.db, { email: 'many@example.com', password: PASSWORD });
    const devices = [client(t.app), client(t.app), client(t.app)];
    for (const device of devices) await device.post('/api/auth/login', { email: 'many@example.com', password: PASSWORD });
    expect((await devices[0]!.get('/api/profile')).json().otherSessions).toBe(2);
    const response = await devices[0]!.post('/api/auth/logout-others');
    expect(response.json()).toEqual({ ok: true, ended: 2 });
    expect((await devices[0]!.get('/api/session')).json().user).not.toBeNull();
    expect((await devices[1]!.get('/api/session')).json().user).toBeNull();
  });

  it('refuses every non-public API call from a visitor', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile/details'],
      ['PUT', '/api/profile/x-account'],
      ['POST', '/api/profile/email'],
      ['POST', '/api/profile/password'],
      ['POST', '/api/auth/logout-others'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.message).toBe('User not logged in');
    }
  });
});

describe('cross-site requests', () => {
  const t = useTestApp();

  it('refuses a state-changing call whose Origin is another site', async () => {
    await createUser(t.db, { email: 'csrf@example.com', password: PASSWORD });
    const evil = await client(t.app).post('/api/auth/login', { email: 'csrf@example.com', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(evil.headers['set-cookie']).toBeUndefined();
    const crossSite = await client(t.app).post('/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const own = await client(t.app).post('/api/auth/login', { email: 'csrf@example.com', password: PASSWORD }, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  const t = useTestApp();

  it('answers the 11th login attempt within a minute with 429, Retry-After and a readable message', async () => {
    const attacker = client(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await attacker.post('/api/auth/login', { email: 'target@example.com', password: `guess ${i}` })).statusCode).toBe(401);
    }
    const limited = await attacker.post('/api/auth/login', { email: 'target@example.com', password: 'guess 11' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/) });
  });

  it('limits registration, resend, reset requests and resets per address', async () => {
    for (const [url, body] of [
      ['/api/auth/register', { email: 'x', password: 'y' }],
      ['/api/resend-verification', { email: 'nobody@example.com', password: 'whatever' }],
      ['/api/request-password-reset', { email: 'nobody@example.com' }],
      ['/api/reset-password', { token: 'nope', newPassword: 'whatever123' }],
    ] as const) {
      const person = client(t.app);
      for (let i = 0; i < 10; i += 1) expect((await person.post(url, body)).statusCode, url).not.toBe(429);
      expect((await person.post(url, body)).statusCode, url).toBe(429);
    }
  });

  it('ignores a spoofed X-Forwarded-For by default: the limit follows the real address', async () => {
    const attacker = client(t.app);
    for (let i = 0; i < 10; i += 1) {
      await attacker.post('/api/request-password-reset', { email: 'a@example.com' }, { 'x-forwarded-for': `203.0.113.${i}` });
    }
    const response = await attacker.post('/api/request-password-reset', { email: 'a@example.com' }, { 'x-forwarded-for': '198.51.100.7' });
    expect(response.statusCode).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  const t = useTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });

  it('counts each forwarded client address separately', async () => {
    const proxy = client(t.app, newClientAddress());
    for (let i = 0; i < 10; i += 1) await proxy.post('/api/request-password-reset', { email: 'b@example.com' }, { 'x-forwarded-for': '203.0.113.1' });
    expect((await proxy.post('/api/request-password-reset', { email: 'b@example.com' }, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    expect((await proxy.post('/api/request-password-reset', { email: 'b@example.com' }, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
  });
});

describe('https deployments', () => {
  const t = useTestApp({ config: testConfig({ APP_URL: 'https://rollcall.example.com' }) });

  it('uses a Secure __Host- cookie', async () => {
    await createUser(t.db, { email: 'secure@example.com', password: PASSWORD });
    const response = await client(t.app).post('/api/auth/login', { email: 'secure@example.com', password: PASSWORD });
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-rollcall_session=[\w-]{43}; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

// Issue #16, item 8: with Redis unreachable the limits went on letting everything through.
describe('rate limits when Redis is unreachable', () => {
  const log: string[] = [];
  const logStream = new Writable({ write: (chunk, _encoding, done) => void (log.push(String(chunk)), done()) });
  // Nothing listens on port 1: every Redis command fails at once.
  const t = useTestApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }), logger: { level: 'warn', stream: logStream } });

  it('counts in this process instead, and says so in the log', async () => {
    const attacker = client(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await attacker.post('/api/auth/login', { email: 'redis-down@example.com', password: `guess ${String(i)}` })).statusCode).toBe(401);
    }
    expect((await attacker.post('/api/auth/login', { email: 'redis-down@example.com', password: 'guess 11' })).statusCode).toBe(429);
    expect(log.join('')).toContain('rate limits are counted in this process until Redis answers again');
  });
});

// Two instances, one Redis: runs where a Redis server is given (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let database: Database;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL });
    apps = await Promise.all([0, 1].map(() => buildApp({ config, database, mailer: createRecordingMailer().mailer })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  it('counts attempts made on both instances together', async () => {
    const address = newClientAddress();
    const email = `shared-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const app = apps[i % 2]!;
      expect((await client(app, address).post('/api/auth/login', { email, password: 'guess' })).statusCode).toBe(401);
    }
    expect((await client(apps[0]!, address).post('/api/auth/login', { email, password: 'guess' })).statusCode).toBe(429);
    expect((await client(apps[1]!, address).post('/api/auth/login', { email, password: 'guess' })).statusCode).toBe(429);
  });
});
