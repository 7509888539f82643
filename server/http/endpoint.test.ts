import { describe, expect, it } from 'vitest';
import { contract, routes } from '../../common/api/contract';
import { useTestApp } from '../../test/support/app';

/** The route contract (common/api) is the API: no route outside it, none of it unregistered (decision 017). */
describe('the route contract', () => {
  const t = useTestApp();

  it('registers every endpoint of the contract, and no /api route that is not in it', () => {
    // Besides the contract's routes: the public API's CORS preflight (@fastify/cors, issue #23).
    const registered = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => route !== 'OPTIONS /api/v1*')
      // …and the API's documentation page (Swagger UI: its page, scripts and styles).
      .filter((route) => !route.startsWith('GET /api/docs'));
    const declared = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect([...registered].sort()).toEqual([...declared].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('answers a visitor on each endpoint as its access says: 401 unless public', async () => {
    const wrong: string[] = [];
    for (const [name, endpoint] of Object.entries(contract)) {
      const url = endpoint.path.replace(':id', '1').replace(':slug', 'a-post');
      const response = await t.app.inject({ method: endpoint.method, url, payload: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {} });
      if ((response.statusCode === 401) !== (endpoint.access !== 'public')) wrong.push(`${name}: ${String(response.statusCode)} (${endpoint.access})`);
    }
    expect(wrong).toEqual([]);
  });
});
