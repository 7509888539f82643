import { describe, expect, it } from 'vitest';
import { contract } from '../../common/api/contract';
import { useTestApp } from '../../test/support/app';

type Operation = {
  summary?: string;
  security?: unknown;
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> }; security: unknown };

/** The OpenAPI document is generated from the route contract (issue #23): every /api/v1 route with its schemas, nothing else. */
describe('the OpenAPI 3.1 document of /api/v1', () => {
  const t = useTestApp();

  it('holds every /api/v1 route of the contract, with its summary, parameters, body and answer, and no other route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Document;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toHaveProperty('token', expect.objectContaining({ type: 'http', scheme: 'bearer' }));

    const v1 = Object.entries(contract).filter(([, endpoint]) => endpoint.access === 'token');
    expect(v1.length).toBeGreaterThanOrEqual(13);
    const missing: string[] = [];
    for (const [name, endpoint] of v1) {
      const e = endpoint as { path: string; method: string; summary: string; params?: unknown; query?: unknown; body?: unknown; response?: unknown; status?: number };
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[e.method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: ${e.method} ${path} is not in the document`);
        continue;
      }
      if (operation.summary !== e.summary) missing.push(`${name}: summary`);
      for (const param of e.path.match(/:(\w+)/g) ?? []) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1) && p.schema)) missing.push(`${name}: path parameter ${param}`);
      }
      if (e.query && !operation.parameters?.some((p) => p.in === 'query' && p.schema)) missing.push(`${name}: query`);
      if (e.body && !operation.requestBody?.content['application/json']?.schema) missing.push(`${name}: body`);
      const status = String(e.status ?? 200);
      if (!operation.responses[status]) missing.push(`${name}: answer ${status}`);
      if (e.response && !operation.responses[status]?.content?.['application/json']?.schema) missing.push(`${name}: answer schema`);
    }
    expect(missing).toEqual([]);
    // Only the public API: not the app's session routes, not admin.
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/openapi.json');
    // A schema says what it takes: the shoot's count has its bounds, a list's name its length.
    const shoot = doc.paths['/api/v1/shoot']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, { maximum?: number; minimum?: number }> };
    expect(shoot.properties.count).toMatchObject({ minimum: 1, maximum: expect.any(Number) });
  });

  it('serves the interactive documentation at /api/docs to anyone, under the site CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    // Its scripts are the server's own files: no inline script, nothing from elsewhere.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.body).not.toMatch(/src="https?:/);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });
});
