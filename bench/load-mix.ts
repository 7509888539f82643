// The load mix of `npm run bench:load` (issue #9), in one place for its two users: bench/load.ts,
// which prints figures, and test/pooler/many-instances.test.ts, which asserts no errors through
// three instances behind PgBouncer (issue #39).
//  - seedLoad: `users` users (load_1…, password LOAD_PASSWORD), each with 5 lists of 50–400
//    members, an admin and 30 published blog posts.
//  - VirtualUser: one person on one keep-alive connection, signed in once with their own
//    X-Forwarded-For address, as people behind a load balancer would.
//  - runMix: every virtual user loops without think time over GET /api/lists, GET /api/members
//    pages (following the cursor), a list's members, GET /api/session, public blog reads (list,
//    post, home), member adds and shoots, until the time is up; an error is a status other than
//    the one the route answers on success, a socket error or a timeout.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/password';
import { openPostgres } from '../server/db/open';
import { SHOOT_LIMIT_PER_USER } from '../server/http/rate-limits';

export const LISTS_PER_USER = 5;
/** Members per user: 50, 100, 200, 275 and 400 in their five lists. */
export const MEMBERS_PER_USER = 1025;
export const POSTS = 30;
export const LOAD_PASSWORD = 'load-bench-password';
/** A request that has not answered within this is an error (and the connection is replaced). */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * A person shoots at most this many times in SHOOT_WINDOW_MS: under the app's limit per person
 * (SHOOT_LIMIT_PER_USER, a fixed window of a minute), with room for the time a request takes to
 * arrive. A virtual user that has shot that many does something else of the mix meanwhile, as the
 * limit is meant to make people do: the mix measures the app, not its 429s.
 */
const SHOOT_BUDGET = SHOOT_LIMIT_PER_USER.max - 10;
const SHOOT_WINDOW_MS = 65_000;

/** Migrates a fresh database and seeds it (`users` users, their lists, the blog). */
export async function seedLoad(databaseUrl: string, users: number) {
  const database = await openPostgres(databaseUrl);
  try {
    await database.migrate();
    const db = database.db;
    const hash = await hashPassword(LOAD_PASSWORD);
    await db.execute(sql`insert into users (username, email, password_hash, is_verified, role)
      values ('load_admin', 'load_admin@example.com', ${hash}, true, 'admin')`);
    await db.execute(sql`insert into users (username, email, password_hash, is_verified)
      select 'load_' || g, 'load_' || g || '@example.com', ${hash}, true from generate_series(1, ${users}) g`);
    await db.execute(sql`insert into profiles (user_id) select id from users`);
    await db.execute(sql`insert into plans (nickname, amount, product_id, product_name, price_id, tier, maxlist)
      values ('Load', 1000, 'prod_load', 'Load', 'price_load', 1, null)`);
    await db.execute(sql`insert into stripe_customers (user_id, stripe_customer_id, tier)
      select id, 'cus_load_' || id, 1 from users where role = 'user'`);
    await db.execute(sql`insert into lists (name, icon, color, community_id, workspace_id)
      select 'List ' || g, '📝', '#4f46e5', (1000 + g)::text, u.id from users u, generate_series(1, ${LISTS_PER_USER}) g where u.role = 'user'`);
    // 50, 100, 200, 275, 400 members: 1,025 per user, as people's lists differ in size.
    await db.execute(sql`insert into list_members (list_id, username)
      select l.id, 'm' || l.id || '_' || g from lists l,
        generate_series(1, (array[50, 100, 200, 275, 400])[((l.id - 1) % 5) + 1]) g`);
    await db.execute(sql`insert into blog_categories (name, slug, position) values ('Guides', 'guides', 0), ('News', 'news', 1)`);
    const paragraph = '<p>Rollcall keeps the members of your communities in lists and draws fair rotations of mentions. '.repeat(3) + '</p>';
    await db.execute(sql`insert into blog_posts (title, slug, excerpt, content, status, is_featured, category_id, author_id, publish_date)
      select 'Post ' || g, 'post-' || g, 'What changed in week ' || g, ${`<h2>Notes</h2>${paragraph.repeat(6)}<ul><li>one</li><li>two</li></ul>`},
             'published', g <= 2, (select id from blog_categories order by id limit 1 offset g % 2),
             (select id from users where role = 'admin'), now() - g * interval '1 day'
      from generate_series(1, ${POSTS}) g`);
    await db.execute(sql`insert into blog_tags (name, slug) values ('Tips', 'tips'), ('Shoot', 'shoot')`);
    await db.execute(sql`insert into blog_posts_tags (post_id, tag_id) select p.id, t.id from blog_posts p, blog_tags t`);
    // The steady state autovacuum reaches in production: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface Action {
  route: string;
  read: boolean;
  weight: number;
  run: (user: VirtualUser) => Promise<{ answer: Answer; expected: number }>;
  /** Whether this user may take it now (default: always). */
  allowed?: (user: VirtualUser) => boolean;
}

/** One person on one keep-alive connection, behind the load balancer at their own address. */
export class VirtualUser {
  private agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cookie = '';
  listIds: number[] = [];
  membersAfter: number | null = null;
  added = 0;
  loginMs = 0;
  /** When this user's last shoots were sent (SHOOT_BUDGET). */
  shotAt: number[] = [];

  private constructor(
    private readonly base: URL,
    readonly index: number,
    readonly address: string,
  ) {}

  /** Signs in the seeded user load_{index + 1} from the address 10.77.x.y of their own, and reads their lists. */
  static async signIn(base: string, index: number): Promise<VirtualUser> {
    const user = new VirtualUser(new URL(base), index, `10.77.${(index >> 8) & 255}.${(index & 255) + 1}`);
    const started = performance.now();
    const login = await user.request('POST', '/api/auth/login', { email: `load_${index + 1}@example.com`, password: LOAD_PASSWORD });
    user.loginMs = performance.now() - started;
    if (login.status !== 200) throw new Error(`login of load_${index + 1}: ${login.status} ${login.body}`);
    const setCookie = [login.headers['set-cookie'] ?? []].flat();
    user.cookie = setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('rollcall_session=')) ?? '';
    const lists = await user.request('GET', '/api/lists');
    user.listIds = (JSON.parse(lists.body) as { lists: { id: number }[] }).lists.map((list) => list.id);
    return user;
  }

  request(method: string, url: string, body?: unknown, withCookie = true): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path: url,
          agent: this.agent,
          headers: {
            'x-forwarded-for': this.address,
            ...(withCookie && this.cookie ? { cookie: this.cookie } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
          response.on('error', reject);
        },
      );
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end(payload);
    });
  }

  randomList(): number {
    return this.listIds[Math.floor(Math.random() * this.listIds.length)]!;
  }

  /** A member add of the mix: a handle of this user's own (n{index}_{count}), to a random list of theirs. */
  addMember(): Promise<{ answer: Answer; username: string; expected: number }> {
    const username = `n${this.index}_${(this.added += 1)}`;
    return this.request('POST', `/api/lists/${this.randomList()}/members`, { username }).then((answer) => ({ answer, username, expected: 201 }));
  }

  close() {
    this.agent.destroy();
  }
}

const get = (url: (user: VirtualUser) => string, withCookie = true) => async (user: VirtualUser) => ({
  answer: await user.request('GET', url(user), undefined, withCookie),
  expected: 200,
});

export const ACTIONS: Action[] = [
  { route: 'GET /api/lists', read: true, weight: 22, run: get(() => '/api/lists') },
  {
    route: 'GET /api/members (pages)',
    read: true,
    weight: 18,
    // The members screen: the first page, then the next ones as the person scrolls.
    run: async (user) => {
      const answer = await user.request('GET', `/api/members?limit=100${user.membersAfter ? `&after=${user.membersAfter}` : ''}`);
      if (answer.status === 200) user.membersAfter = (JSON.parse(answer.body) as { nextAfter: number | null }).nextAfter;
      return { answer, expected: 200 };
    },
  },
  { route: 'GET /api/lists/:id/members', read: true, weight: 5, run: get((user) => `/api/lists/${user.randomList()}/members?limit=100`) },
  { route: 'GET /api/session', read: true, weight: 5, run: get(() => '/api/session') },
  { route: 'GET /api/blog/posts', read: true, weight: 10, run: get(() => `/api/blog/posts?page=${1 + Math.floor(Math.random() * 3)}`, false) },
  { route: 'GET /api/blog/posts/:slug', read: true, weight: 8, run: get(() => `/api/blog/posts/post-${1 + Math.floor(Math.random() * POSTS)}`, false) },
  { route: 'GET /api/blog/home', read: true, weight: 4, run: get(() => '/api/blog/home', false) },
  { route: 'POST /api/lists/:id/members', read: false, weight: 15, run: (user) => user.addMember() },
  {
    route: 'POST /api/shoot',
    read: false,
    weight: 13,
    allowed: (user) => {
      const now = performance.now();
      user.shotAt = user.shotAt.filter((at) => now - at < SHOOT_WINDOW_MS);
      return user.shotAt.length < SHOOT_BUDGET;
    },
    run: async (user) => {
      user.shotAt.push(performance.now());
      return { answer: await user.request('POST', '/api/shoot', { listIds: user.listIds, count: 10 }), expected: 200 };
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
function pickAction(user: VirtualUser): Action {
  for (;;) {
    let r = Math.random() * TOTAL_WEIGHT;
    const action = ACTIONS.find((candidate) => (r -= candidate.weight) < 0) ?? ACTIONS.at(-1)!;
    if (action.allowed?.(user) ?? true) return action;
  }
}

export interface MixStats {
  elapsedMs: number;
  /** Latencies (ms) per route. */
  latencies: Map<string, number[]>;
  /** Unexpected answers per route and status ("socket" for a socket error or a timeout). */
  errors: Map<string, number>;
  firstErrors: string[];
}

/** Every virtual user loops (no think time) over the mix until the time is up. */
export async function runMix(users: VirtualUser[], durationMs: number): Promise<MixStats> {
  const stats: MixStats = { elapsedMs: 0, latencies: new Map(ACTIONS.map((a) => [a.route, []])), errors: new Map(), firstErrors: [] };
  const started = performance.now();
  const deadline = started + durationMs;
  const error = (route: string, kind: string, detail: string) => {
    const key = `${route} → ${kind}`;
    stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
    if (stats.firstErrors.length < 5) stats.firstErrors.push(`${key}: ${detail.slice(0, 200)}`);
  };
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < deadline) {
        const action = pickAction(user);
        const sent = performance.now();
        try {
          const { answer, expected } = await action.run(user);
          stats.latencies.get(action.route)!.push(performance.now() - sent);
          if (answer.status !== expected) error(action.route, String(answer.status), answer.body);
        } catch (cause) {
          error(action.route, 'socket', cause instanceof Error ? cause.message : String(cause));
        }
      }
    }),
  );
  stats.elapsedMs = performance.now() - started;
  return stats;
}

/** How many errors runMix counted. */
export const errorCount = (stats: MixStats) => [...stats.errors.values()].reduce((sum, n) => sum + n, 0);
