import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLLCALL_EXTENSION_ORIGIN } from '../../server/config';
import config from '../../wxt.config';
import { MANIFEST_KEY } from '../manifest-key';
import { api, needsSettings, type Problem } from './api';
import { checkToken, parseServer, permissionPattern } from './connection';
import { handleFromUrl } from './handle';
import { parseRequest } from './messages';
import { EXTENSION_TEXTS as T } from './texts';

describe('the handle of an X profile page, from its address only', () => {
  it.each([
    ['https://x.com/jack', 'jack'],
    ['https://twitter.com/Rollcall_App', 'Rollcall_App'],
    ['https://x.com/jack/', 'jack'],
    ['https://x.com/jack/with_replies', 'jack'],
    ['https://x.com/jack/media?lang=fr', 'jack'],
    ['https://x.com/jack/followers#top', 'jack'],
  ])('%s is the profile of %s', (url, handle) => {
    expect(handleFromUrl(url)).toBe(handle);
  });

  it.each([
    'https://x.com/',
    'https://x.com/home',
    'https://x.com/explore',
    'https://x.com/i/lists/123',
    'https://x.com/settings/account',
    'https://x.com/search?q=jack',
    'https://x.com/jack/status/1234567890',
    'https://x.com/jack/lists',
    'https://x.com/a_name_far_too_long_for_x',
    'https://x.com/not-a-handle',
    'http://x.com/jack',
    'https://x.com.evil.example/jack',
    'https://evil.example/jack',
    'not a url',
  ])('%s is no profile', (url) => {
    expect(handleFromUrl(url)).toBeNull();
  });
});

describe('the settings', () => {
  it('keeps the origin of an https address, and http only for this machine', () => {
    expect(parseServer(' https://rollcall.example.com/lists?x=1 ')).toEqual({ ok: true, origin: 'https://rollcall.example.com' });
    expect(parseServer('http://localhost:3000/')).toEqual({ ok: true, origin: 'http://localhost:3000' });
    expect(parseServer('http://127.0.0.1:4000')).toEqual({ ok: true, origin: 'http://127.0.0.1:4000' });
    expect(parseServer('http://rollcall.example.com')).toEqual({ ok: false, message: T.serverInsecure });
    expect(parseServer('')).toEqual({ ok: false, message: T.serverRequired });
    expect(parseServer('rollcall.example.com')).toEqual({ ok: false, message: T.serverInvalid });
    expect(parseServer('javascript:alert(1)')).toEqual({ ok: false, message: T.serverInvalid });
    expect(parseServer('https://user:secret@rollcall.example.com')).toEqual({ ok: false, message: T.serverInvalid });
  });

  it('takes a token only in the shape Rollcall makes them', () => {
    const token = `rc_${'a'.repeat(43)}`;
    expect(checkToken(` ${token} `)).toEqual({ ok: true, token });
    expect(checkToken('')).toEqual({ ok: false, message: T.tokenRequired });
    expect(checkToken('rc_short')).toEqual({ ok: false, message: T.tokenInvalidShape });
    expect(checkToken(`ghp_${'a'.repeat(40)}`)).toEqual({ ok: false, message: T.tokenInvalidShape });
  });

  it('asks for the host permission of the server and nothing wider, one the manifest lets it ask for', () => {
    expect(permissionPattern('https://rollcall.example.com')).toBe('https://rollcall.example.com/*');
    expect(permissionPattern('http://127.0.0.1:4000')).toBe('http://127.0.0.1/*');
    const optional = (config.manifest as { optional_host_permissions: string[] }).optional_host_permissions;
    const covered = (pattern: string) => optional.some((allowed) => new RegExp(`^${allowed.replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`).test(pattern));
    for (const address of ['https://rollcall.example.com', 'https://rollcall.example.com:8443/x', 'http://localhost:3000', 'http://127.0.0.1:4000']) {
      const server = parseServer(address);
      expect(server.ok, address).toBe(true);
      if (server.ok) expect(covered(permissionPattern(server.origin)), address).toBe(true);
    }
    // What no optional permission covers is refused before anything is asked.
    expect(parseServer('http://[::1]:3000').ok).toBe(false);
    expect(parseServer('http://192.168.1.2:3000').ok).toBe(false);
  });
});

describe("the service worker's requests", () => {
  it('accepts the five requests with checked arguments and nothing else', () => {
    expect(parseRequest({ type: 'lists' })).toEqual({ type: 'lists' });
    expect(parseRequest({ type: 'handleLists', username: 'jack' })).toEqual({ type: 'handleLists', username: 'jack' });
    expect(parseRequest({ type: 'add', listId: 3, username: 'jack', extra: 1 })).toEqual({ type: 'add', listId: 3, username: 'jack' });
    expect(parseRequest({ type: 'remove', listId: 3, username: 'jack' })).toEqual({ type: 'remove', listId: 3, username: 'jack' });
    expect(parseRequest({ type: 'openSettings' })).toEqual({ type: 'openSettings' });
    // A path in a handle, a list id that is not one, an unknown request.
    expect(parseRequest({ type: 'handleLists', username: '../lists' })).toBeNull();
    expect(parseRequest({ type: 'add', listId: '3', username: 'jack' })).toBeNull();
    expect(parseRequest({ type: 'remove', listId: 1.5, username: 'jack' })).toBeNull();
    expect(parseRequest({ type: 'fetch', url: 'https://evil.example' })).toBeNull();
    expect(parseRequest(null)).toBeNull();
  });
});

describe("the extension's id", () => {
  it('is the one its manifest key gives, which the server lets through CORS by default', () => {
    const hash = createHash('sha256').update(Buffer.from(MANIFEST_KEY, 'base64')).digest('hex').slice(0, 32);
    const id = [...hash].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
    expect(ROLLCALL_EXTENSION_ORIGIN).toBe(`chrome-extension://${id}`);
  });
});

describe("the API's refusals, in the extension's words", () => {
  const connection = { server: 'https://rollcall.example.com', token: `rc_${'a'.repeat(43)}` };
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a person whose token lost its workspace (issue #33) to the settings, like a revoked token', async () => {
    answering(403, { error: { code: 'TOKEN_WORKSPACE_LOST', message: 'This token’s workspace is no longer yours.' } });
    const answer = await api.lists(connection);
    expect(answer).toEqual({ ok: false, problem: { kind: 'token', message: T.workspaceLost } });
    expect(needsSettings((answer as { problem: Problem }).problem)).toBe(true);
    answering(401, { error: { code: 'TOKEN_INVALID', message: 'Invalid token' } });
    expect(await api.lists(connection)).toEqual({ ok: false, problem: { kind: 'token', message: T.tokenRevoked } });
  });
});
