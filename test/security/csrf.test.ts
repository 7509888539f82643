import { API_V1_ERROR_CODES, API_V1_PREFIX } from '../../common/api-v1';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { createSignedInUser, givePlan } from '../support/factories';
import { client } from '../support/http';

/**
 * Cross-site request forgery (issue #16, item 2): every unsafe route of the server, called from
 * another site's page with the victim's cookie, answers 403 — through its plain path and through a
 * percent-encoded one that the router decodes to the same route (`/%61pi/…` is `/api/…`).
 */

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `/api/lists/:id` → `/api/lists/1`: the check must refuse before the route looks at its ids. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
/** The same route as the router sees it, written with its first letter percent-encoded. */
const encoded = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;

const FOREIGN_ORIGINS = [
  'https://evil.example', // another site
  'http://localhost:4000', // another port on the same host: same-site, not same-origin
  'http://blog.localhost:3000', // a sibling subdomain
];

describe('cross-site requests', () => {
  const t = useTestApp();

  it('the encoded path reaches the same route (so the check must not read the raw URL)', async () => {
    const { cookie } = await createSignedInUser(t.db);
    const person = client(t.app);
    person.cookie = cookie;
    expect((await person.get('/%61pi/lists')).statusCode).toBe(200);
  });

  /**
   * Refused: 403 by the cross-site check; on the public API (issue #23), which another origin (the
   * extension) may call with a bearer token, the victim's cookie is refused outright (401).
   */
  const refused = (url: string, response: { statusCode: number; body: string }) =>
    url.startsWith(API_V1_PREFIX) ? response.statusCode === 401 && response.body.includes(API_V1_ERROR_CODES.cookieRefused) : response.statusCode === 403;

  it('refuses every unsafe route of app.routeTable from another origin, by its plain and its encoded path', async () => {
    const { user, cookie } = await createSignedInUser(t.db, { role: 'admin' });
    await givePlan(t.db, user.id, { tier: 7001, maxlist: null });
    const victim = client(t.app);
    victim.cookie = cookie;
    const routes = t.app.routeTable.filter((route) => UNSAFE.has(route.method));
    expect(routes.length).toBeGreaterThan(40);

    const accepted: string[] = [];
    for (const route of routes) {
      const plain = concrete(route.url);
      for (const path of [plain, encoded(plain)]) {
        for (const origin of FOREIGN_ORIGINS) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: path.includes('import') ? `${path}?mode=replace` : path,
            remoteAddress: victim.remoteAddress,
            headers: { cookie, origin, 'content-type': 'text/plain' },
            payload: '"List Name","Members"\n"pwned","a"',
          });
          if (!refused(route.url, response)) accepted.push(`${route.method} ${path} from ${origin}: ${response.statusCode}`);
        }
        // A browser that sends no Origin still says where the request came from.
        for (const site of ['cross-site', 'same-site']) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: path,
            remoteAddress: victim.remoteAddress,
            headers: { cookie, 'sec-fetch-site': site, 'content-type': 'application/json' },
            payload: '{}',
          });
          if (!refused(route.url, response)) accepted.push(`${route.method} ${path} with Sec-Fetch-Site ${site}: ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('lets the site itself write, and a client without Origin (curl, Stripe) through', async () => {
    const { cookie } = await createSignedInUser(t.db);
    const same = await t.app.inject({ method: 'POST', url: '/api/auth/logout-others', headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } });
    expect(same.statusCode).toBe(200);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout-others', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(200);
  });

  it('does not read a CSV upload sent as text/plain, which a plain HTML form can send', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: 7002, maxlist: null });
    const csv = '"List Name","Members"\n"From a form","a"';
    for (const url of ['/api/import/preview?mode=merge', '/api/import?mode=merge']) {
      const plain = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'text/plain' }, payload: csv });
      expect(plain.statusCode, url).toBe(415);
      const asCsv = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'text/csv' }, payload: csv });
      expect(asCsv.statusCode, url).toBe(200);
    }
  });

  it('reads a CSV sent as one file of a multipart form (curl -F file=@lists.csv)', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: 7003, maxlist: null });
    const boundary = 'rollcall-boundary';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="lists.csv"', 'Content-Type: text/csv', '', '"List Name","Members"', '"Multipart","alice;bob"', `--${boundary}--`, ''].join('\r\n');
    const response = await t.app.inject({ method: 'POST', url: '/api/import?mode=merge', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(response.statusCode).toBe(200);
    const lists = await t.app.inject({ method: 'GET', url: '/api/lists', headers: { cookie } });
    expect(lists.json().lists.map((list: { name: string }) => list.name)).toContain('Multipart');
  });
});
