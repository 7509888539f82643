import { describe, expect, it } from 'vitest';
import { contract } from '../../common/api/contract';
import { API_V1_ERROR_CODES } from '../../common/api-v1';
import { useTestApp } from '../../test/support/app';
import { client, signedInPerson } from '../../test/support/http';

/**
 * What a read-only API token may call is the route contract's (`tokenScope`), read by the auth
 * hook from the route the router matched: never the request's method or URL (issue #35).
 */
describe('the token scope of a public API route', () => {
  const t = useTestApp({
    // Two routes whose scope disagrees with their method: only the contract's word can decide.
    extraRoutes(app) {
      app.get('/api/v1/scope-test/write', { config: { token: true, tokenScope: 'write' } }, async () => ({ ok: true }));
      app.post('/api/v1/scope-test/read', { config: { token: true, tokenScope: 'read' } }, async () => ({ ok: true }));
    },
  });

  it('is named by every token route of the contract', () => {
    const tokenRoutes = Object.values(contract).filter((endpoint) => endpoint.access === 'token');
    expect(tokenRoutes.length).toBeGreaterThan(0);
    for (const endpoint of tokenRoutes) expect(['read', 'write'], endpoint.name).toContain((endpoint as { tokenScope?: string }).tokenScope);
    // The shoot records a draw: a read-only token may not shoot.
    expect(contract.v1Shoot.tokenScope).toBe('write');
  });

  it('refuses a read-only token a GET the route marks write, and lets it POST where the route says read', async () => {
    const { c } = await signedInPerson(t);
    const tokenOf = async (scope: 'read' | 'write') => (await c.post('/api/tokens', { name: `Scope ${scope}`, scope })).json().token as string;
    const api = client(t.app);
    const read = { authorization: `Bearer ${await tokenOf('read')}` };
    const write = { authorization: `Bearer ${await tokenOf('write')}` };

    const refused = await api.get('/api/v1/scope-test/write', read);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(API_V1_ERROR_CODES.readOnly);
    expect((await api.post('/api/v1/scope-test/read', {}, read)).statusCode).toBe(200);
    expect((await api.get('/api/v1/scope-test/write', write)).statusCode).toBe(200);
    expect((await api.post('/api/v1/scope-test/read', {}, write)).statusCode).toBe(200);
    // The HEAD route Fastify adds beside a GET carries the GET's contract entry.
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/me', headers: read })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/scope-test/write', headers: read })).statusCode).toBe(403);
  });
});
