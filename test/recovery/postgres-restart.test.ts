import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/open';
import { SHOOT_LIMIT_PER_USER } from '../../server/http/rate-limits';
import { adminQuery, withDatabase } from '../support/database';
import { createUser, givePlan } from '../support/factories';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { sessionCookieOf, startServer, type RunningServer } from './server';

/**
 * PostgreSQL restarts under a real server process that keeps serving a mix of reads and writes:
 * while it is away every answer is a clean 503 in the API's error shape (never a 500, never a
 * request left hanging), and once it is back everything succeeds again, from the same process.
 */

const PASSWORD = 'a long enough password';
/** Longer than this without an answer counts as a hang. */
const REQUEST_TIMEOUT_MS = 10_000;
const WORKERS = 6;
/**
 * People who shoot, each in a workspace of their own: each is sent at most the shoot limit's count
 * in the whole test, so the limit (a minute's count) never answers 429, however fast the machine.
 */
const SHOOTERS = 4;

type Phase = 'before' | 'outage' | 'after';
interface Outcome {
  /** The restart mode of the outage this falls in or after ('none' before the first). */
  round: string;
  phase: Phase;
  route: string;
  status: number | null;
  body: unknown;
  retryAfter: string | null;
  failure: string | null;
  username?: string;
}

let postgres: PrivatePostgres;
let server: RunningServer;
let databaseUrl: string;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  await adminQuery(postgres.url, 'create database rollcall');
  databaseUrl = withDatabase(postgres.url, 'rollcall');
  server = await startServer({ DATABASE_URL: databaseUrl });
});

afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
});

describe('PostgreSQL restarts while the app is under load', () => {
  it('answers 503 in the error shape during the outage and recovers without an app restart', async () => {
    // A user with lists and members, and a public post.
    const seed = await openPostgres(databaseUrl);
    const user = await createUser(seed.db, { email: 'restart@example.com', password: PASSWORD });
    await givePlan(seed.db, user.id, { tier: 1, maxlist: null });
    await seed.db.execute(sql`insert into lists (name, icon, workspace_id) select 'List ' || g, '📝', ${user.id} from generate_series(1, 3) g`);
    await seed.db.execute(sql`insert into list_members (list_id, username) select l.id, 'm' || l.id || '_' || g from lists l, generate_series(1, 300) g`);
    await seed.db.execute(sql`insert into blog_posts (title, slug, content, status, publish_date) values ('Hello', 'hello', '<p>Hi</p>', 'published', now())`);
    await seed.close();

    const signIn = async (email: string) => {
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = sessionCookieOf(login);
      const lists = (await (await fetch(`${server.base}/api/lists`, { headers: { cookie } })).json()) as { lists: { id: number }[] };
      return { cookie, listIds: lists.lists.map((list) => list.id) };
    };
    const { cookie, listIds } = await signIn('restart@example.com');
    expect(listIds).toHaveLength(3);
    const shooters: { cookie: string; listIds: number[]; sent: number }[] = [];
    for (let i = 0; i < SHOOTERS; i += 1) {
      const email = `shooter${String(i)}@example.com`;
      const setup = await openPostgres(databaseUrl);
      const shooter = await createUser(setup.db, { email, password: PASSWORD });
      await setup.db.execute(sql`insert into lists (name, icon, workspace_id) values ('Shots', '🎯', ${shooter.id})`);
      await setup.db.execute(sql`insert into list_members (list_id, username) select l.id, 's' || g from lists l, generate_series(1, 300) g where l.workspace_id = ${shooter.id}`);
      await setup.close();
      shooters.push({ ...(await signIn(email)), sent: 0 });
    }
    const pid = server.child.pid;

    let phase: Phase = 'before';
    let round = 'none';
    let stopped = false;
    let added = 0;
    const outcomes: Outcome[] = [];
    const routes: { route: string; send: () => { url: string; init: RequestInit; username?: string } }[] = [
      { route: 'GET /api/lists', send: () => ({ url: '/api/lists', init: {} }) },
      { route: 'GET /api/members', send: () => ({ url: '/api/members?limit=50', init: {} }) },
      { route: 'GET /api/session', send: () => ({ url: '/api/session', init: {} }) },
      { route: 'GET /api/blog/posts', send: () => ({ url: '/api/blog/posts', init: {} }) },
      {
        route: 'POST /api/lists/:id/members',
        send: () => {
          const username = `r${(added += 1)}`;
          const init = { method: 'POST', body: JSON.stringify({ username }), headers: { 'content-type': 'application/json' } };
          return { url: `/api/lists/${listIds[added % 3]}/members`, init, username };
        },
      },
      {
        route: 'POST /api/shoot',
        send: () => {
          const shooter = shooters.find((s) => s.sent < SHOOT_LIMIT_PER_USER.max);
          if (!shooter) throw new Error(`more than ${String(SHOOTERS * SHOOT_LIMIT_PER_USER.max)} shoots: add shooters`);
          shooter.sent += 1;
          const body = JSON.stringify({ listIds: shooter.listIds, count: 5 });
          return { url: '/api/shoot', init: { method: 'POST', body, headers: { 'content-type': 'application/json', cookie: shooter.cookie } } };
        },
      },
    ];

    const worker = async (offset: number) => {
      for (let i = offset; !stopped; i += 1) {
        const { route, send } = routes[i % routes.length]!;
        const { url, init, username } = send();
        const sentIn = phase;
        const outcome: Outcome = { round, phase: sentIn, route, status: null, body: null, retryAfter: null, failure: null, username };
        try {
          const response = await fetch(`${server.base}${url}`, {
            ...init,
            headers: { cookie, ...(init.headers as Record<string, string>) },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          outcome.status = response.status;
          outcome.retryAfter = response.headers.get('retry-after');
          const text = await response.text();
          try {
            outcome.body = JSON.parse(text);
          } catch {
            outcome.body = text;
          }
        } catch (error) {
          outcome.failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
        // A request sent before the outage but answered during it belongs to the outage.
        outcome.phase = sentIn === phase ? sentIn : 'outage';
        outcomes.push(outcome);
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    const answeredIn = (p: Phase) => outcomes.filter((o) => o.phase === p).length;
    const until = async (condition: () => boolean, what: string, ms = 30_000) => {
      const deadline = Date.now() + ms;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // Normal service first.
    await until(() => answeredIn('before') >= 60, 'answers before the outage');

    // Two outages: a clean restart (sessions terminated, as `systemctl restart` does), then a
    // crash-like one (immediate: no checkpoint, recovery on start). Each time a while with nothing
    // listening, then the app must find its database again by itself: its readiness probe says so.
    for (const mode of ['fast', 'immediate'] as const) {
      round = mode;
      phase = 'outage';
      await postgres.stop(mode);
      const downSince = outcomes.length;
      await until(() => outcomes.length - downSince >= 60, `answers during the ${mode} outage`);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
      await postgres.start();
        const deadline = Date.now() + 30_000;
      while ((await fetch(`${server.base}/readyz`)).status !== 200) {
        if (Date.now() > deadline) throw new Error('the app did not become ready again within 30 s of PostgreSQL coming back');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      phase = 'after';
      const upSince = outcomes.length;
      await until(() => outcomes.length - upSince >= 100, `answers after the ${mode} outage`);
    }
    stopped = true;
    await Promise.all(workers);

    // Nothing hung or broke a connection, in any phase.
    expect(outcomes.filter((o) => o.failure !== null).map((o) => `${o.phase} ${o.route}: ${o.failure}`)).toEqual([]);
    const ok = (o: Outcome) => o.status !== null && o.status >= 200 && o.status < 300;
    // Before and after: every call succeeded.
    for (const p of ['before', 'after'] as const) {
      expect(outcomes.filter((o) => o.phase === p && !ok(o)).map((o) => `${p} ${o.route}: ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
    }
    // During: successes or 503s in the API's shape, never a 500.
    const during = outcomes.filter((o) => o.phase === 'outage');
    const refused = during.filter((o) => !ok(o));
    for (const o of refused) {
      expect({ route: o.route, status: o.status, retryAfter: o.retryAfter, body: o.body }).toEqual({
        route: o.route,
        status: 503,
        retryAfter: '5',
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' } },
      });
    }
    for (const mode of ['fast', 'immediate']) {
      // Each outage was felt on every route, reads and writes…
      expect(new Set(refused.filter((o) => o.round === mode).map((o) => o.route))).toEqual(new Set(routes.map((r) => r.route)));
      // …and every route worked again afterwards.
      expect(new Set(outcomes.filter((o) => o.round === mode && o.phase === 'after' && ok(o)).map((o) => o.route))).toEqual(new Set(routes.map((r) => r.route)));
    }

    // The same process all along.
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();

    // Every member add that was confirmed (201) is there.
    const confirmed = outcomes.filter((o) => o.username && o.status === 201).map((o) => o.username!);
    const check = await openPostgres(databaseUrl);
    try {
      const { rows } = await check.db.execute<{ username: string }>(sql`select username from list_members where username like 'r%'`);
      const stored = new Set(rows.map((row) => row.username));
      expect(confirmed.filter((username) => !stored.has(username))).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
