import { LEGAL_TITLES } from '../../common/legal-titles.plain';
import { documentTitle } from '../../common/page-title.plain';
import { legalPathIn, paths } from '../../common/paths.plain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { createSignedInUser } from '../../test/support/factories';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="en"><title>Rollcall</title><div id="root"></div></html>');
const appJs = `console.log("app");${'/* padding */'.repeat(200)}`;
fs.writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), appJs);
// What the build writes beside each text file (vite.config.ts).
fs.writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js.br'), zlib.brotliCompressSync(appJs));
fs.writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js.gz'), zlib.gzipSync(appJs));
fs.writeFileSync(path.join(clientDir, 'theme-init.js'), '/* theme */');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});

describe('HTTP behaviour shared by every route', () => {
  const t = useTestApp({ clientDir, logger: { level: 'error', stream: logStream } });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' } });
  });

  it('serves index.html for client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/lists', '/dashboard/users', '/blog/some-post?x=1', '/this/page/does/not/exist']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('gives a legal page asked for in French its language and title in the first HTML, before any script runs (issue #38)', async () => {
    const html = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    expect(await html(legalPathIn(paths.privacyPolicy, 'fr'))).toContain(`<html lang="fr"><title>${documentTitle(LEGAL_TITLES.privacyPolicy.fr)}</title>`);
    expect(await html(legalPathIn(paths.termsOfService, 'fr'))).toContain(`<html lang="fr"><title>${documentTitle(LEGAL_TITLES.termsOfService.fr)}</title>`);
    expect(await html(legalPathIn(paths.termsOfService, 'en'))).toContain(`<html lang="en"><title>${documentTitle(LEGAL_TITLES.termsOfService.en)}</title>`);
    // No language, one not offered, or another page: the page as built.
    for (const url of [paths.privacyPolicy, `${paths.privacyPolicy}?lang=de`, `${paths.privacyPolicy}?lang=%22%3E%3Cscript%3E`, `${paths.blog}?lang=fr`]) {
      expect(await html(url), url).toContain('<html lang="en"><title>Rollcall</title>');
    }
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
    const unhashed = await t.app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(unhashed.statusCode).toBe(200);
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy the browser accepts, and the file itself to one that accepts none', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(appJs);
    expect(br.rawPayload.length).toBeLessThan(appJs.length / 4);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(appJs);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a malformed JSON body with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
    expect(response.json().error.message).toMatch(/^Malformed request body: .*not valid JSON/);
  });

  it('answers a URL the router cannot read (bad percent-encoding, a parameter too long) in the usual error shape', async () => {
    for (const [url, status] of [
      ['/api/lists/%FF/members', 400],
      ['/api/members/%zz/copy', 400],
      ['/api/lists/%/import', 400],
      [`/api/admin/users/${'9'.repeat(400)}`, 414],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
    }
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ junk: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
  });

  it('sends the security headers: CSP, nosniff, referrer policy, no framing', async () => {
    for (const url of ['/', '/api/session']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // What else helmet sends: no window of another site keeps a handle on ours, our answers are
      // not read by another site's page, no DNS prefetch, no old-IE download or Flash policy.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['origin-agent-cluster']).toBe('?1');
      expect(response.headers['x-dns-prefetch-control']).toBe('off');
      expect(response.headers['x-download-options']).toBe('noopen');
      expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(response.headers['x-xss-protection']).toBe('0');
      // Plain http (local): no HSTS, which browsers would ignore or pin wrongly.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('errors a client must not learn from', () => {
  const t = useTestApp({
    logger: { level: 'error', stream: logStream },
    extraRoutes(app) {
      // A route for this file only, failing the way a bug would.
      app.get('/api/test-failure', { config: { public: true } }, async () => {
        throw new Error('secret connection detail: password=hunter2');
      });
    },
  });

  it('hides the details of a 5xx from the client and logs them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toContain('hunter2');
    expect(logLines.join('')).toContain('secret connection detail');
  });
});

// Issue #16: a shared computer's browser cache, or a proxy, kept signed-in answers.
describe('signed-in answers', () => {
  const t = useTestApp();

  it('are never stored: every API answer to a signed-in request says Cache-Control: no-store', async () => {
    const { cookie } = await createSignedInUser(t.db);
    for (const url of ['/api/session', '/api/lists', '/api/members', '/api/profile', '/api/billing/status', '/api/shoot/history', '/api/extensions', '/api/plans?purchase=subscription', '/api/blog/posts', '/api/export', '/api/lists/999999/members']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], `${url} (${String(response.statusCode)})`).toBe('no-store');
    }
    const write = await t.app.inject({ method: 'POST', url: '/api/lists', headers: { cookie }, payload: { name: 'x' } });
    expect(write.headers['cache-control']).toBe('no-store');
  });
});

describe('HTTPS deployments', () => {
  const t = useTestApp({ config: testConfig({ APP_URL: 'https://rollcall.example.com' }) });

  it('adds HSTS when the public URL is https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
