import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_TOKEN_PATTERN } from '../../common/api-tokens';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_DOWNLOAD_TEXTS, EXTENSION_TOKEN_NAME, EXTENSION_TOKEN_SCOPE, extensionTokenName } from '../../common/extension.plain';
import { useTestApp } from '../../test/support/app';
import { client, signedInPerson } from '../../test/support/http';
import { SERVER_VERSION, builtExtensionZip } from './extension-download';

/** A zip's first bytes (a local file header) and some content, where main.ts would find the build's. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-extension-'));
const zipPath = builtExtensionZip(dist);
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2_000, 7)]);

describe('the browser extension this server hands out (issue #38)', () => {
  const t = useTestApp({ extensionZip: zipPath });
  afterAll(() => {
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the zip of its version at one address, as a download, to anyone', async () => {
    fs.writeFileSync(zipPath, ZIP);
    const visitor = client(t.app);
    const info = await visitor.get('/api/extension-download');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      download: { version: SERVER_VERSION, fileName: `rollcall-extension-${SERVER_VERSION}.zip`, bytes: ZIP.length, path: EXTENSION_DOWNLOAD_PATH },
    });

    const zip = await visitor.get(EXTENSION_DOWNLOAD_PATH);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="rollcall-extension-${SERVER_VERSION}.zip"`);
    expect(zip.headers['content-length']).toBe(String(ZIP.length));
    expect(zip.headers['x-content-type-options']).toBe('nosniff');
    expect(zip.rawPayload.equals(ZIP)).toBe(true);
    expect(zip.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('says the extension is not built when the build has no zip, and serves it once built', async () => {
    fs.rmSync(zipPath, { force: true });
    const visitor = client(t.app);
    expect((await visitor.get('/api/extension-download')).json()).toEqual({ download: null });
    const json = await visitor.get(EXTENSION_DOWNLOAD_PATH);
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: { code: 'NOT_FOUND', message: EXTENSION_DOWNLOAD_TEXTS.notBuilt } });
    const page = await visitor.get(EXTENSION_DOWNLOAD_PATH, { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(EXTENSION_DOWNLOAD_TEXTS.notBuilt);

    // Built while the server runs: there at once, no restart.
    fs.writeFileSync(zipPath, ZIP);
    expect((await visitor.get(EXTENSION_DOWNLOAD_PATH)).statusCode).toBe(200);
  });

  it('limits downloads from one address', async () => {
    fs.writeFileSync(zipPath, ZIP);
    const visitor = client(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) codes.push((await visitor.get(EXTENSION_DOWNLOAD_PATH)).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another address is not held back.
    expect((await client(t.app).get(EXTENSION_DOWNLOAD_PATH)).statusCode).toBe(200);
  });

  it("'Connect the extension' makes a read-and-write token for the signed-in person only, which writes through the public API", async () => {
    // What the /extension page sends: the token service's own route, with the extension's name and scope.
    const body = { name: extensionTokenName([]), scope: EXTENSION_TOKEN_SCOPE };
    expect(body).toEqual({ name: EXTENSION_TOKEN_NAME, scope: 'write' });
    expect((await client(t.app).post('/api/tokens', body)).statusCode).toBe(401);

    const me = await signedInPerson(t);
    const other = await signedInPerson(t);
    const created = await me.c.post('/api/tokens', body);
    expect(created.statusCode).toBe(201);
    const { token, apiToken } = created.json() as { token: string; apiToken: { name: string; scope: string } };
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(apiToken).toMatchObject({ name: EXTENSION_TOKEN_NAME, scope: 'write' });
    expect((await other.c.get('/api/tokens')).json().tokens).toEqual([]);

    const bearer = { authorization: `Bearer ${token}` };
    const api = client(t.app);
    expect((await api.get('/api/v1/me', bearer)).json()).toMatchObject({ user: { username: me.user.username }, token: { scope: 'write' } });
    const made = await api.post('/api/v1/lists', { name: 'From the extension' }, bearer);
    expect(made.statusCode).toBe(201);

    // A second browser: its own token, named apart from the first, so each can be revoked alone.
    const names = ((await me.c.get('/api/tokens')).json().tokens as { name: string }[]).map((x) => x.name);
    expect(extensionTokenName(names)).toBe(`${EXTENSION_TOKEN_NAME} 2`);
  });

  it('limits token creation from one address, whichever page asks', async () => {
    const me = await signedInPerson(t);
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) codes.push((await me.c.post('/api/tokens', { name: extensionTokenName([]), scope: EXTENSION_TOKEN_SCOPE })).statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20); // at most 20 live tokens (409 after)
    expect(codes[60]).toBe(429);
  });
});
