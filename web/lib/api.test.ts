import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiFetch } from './api';
import { apiBlob, apiUpload } from './api-files';

function mockFetch(response: Response | (() => Promise<Response>)) {
  const fn = vi.fn(typeof response === 'function' ? response : () => Promise.resolve(response));
  vi.stubGlobal('fetch', fn);
  return fn;
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = mockFetch(Response.json({ id: 7 }, { status: 201 }));
    const answer = await apiFetch('/api/lists', { method: 'POST', body: { name: 'New List' } });
    expect(answer).toEqual({ id: 7 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/lists');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"New List"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no Content-Type on a GET', async () => {
    const fetchMock = mockFetch(Response.json({}));
    await apiFetch('/api/session');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });

  it('validates the answer with a schema', async () => {
    mockFetch(Response.json({ count: 3 }));
    await expect(apiFetch('/api/x', { schema: z.object({ count: z.number() }) })).resolves.toEqual({ count: 3 });

    mockFetch(Response.json({ count: 'three' }));
    const error = await failure(apiFetch('/api/x', { schema: z.object({ count: z.number() }) }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('resolves to undefined on 204 No Content', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws the code and message of the API error body', async () => {
    mockFetch(Response.json({ error: { code: 'UNAUTHORIZED', message: 'Invalid credentials' } }, { status: 401 }));
    const error = await failure(apiFetch('/api/auth/login', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Invalid credentials' });
  });

  it("throws 'Server error (HTTP status n)' when the failure has no API error body", async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(apiFetch('/api/lists'));
    expect(error).toMatchObject({ status: 502, message: 'Server error (HTTP status 502)' });
  });

  it.each([
    ['an error that is a string', { error: 'Bad gateway' }],
    ['a code that is not a string', { error: { code: 500, message: 'Broken' } }],
    ['no message', { error: { code: 'INTERNAL_ERROR' } }],
    ['null', null],
  ])("throws 'Server error (HTTP status n)' for a JSON failure with %s", async (_case, body) => {
    mockFetch(Response.json(body, { status: 500 }));
    const error = await failure(apiFetch('/api/lists'));
    expect(error).toMatchObject({ status: 500, code: 'HTTP_ERROR', message: 'Server error (HTTP status 500)' });
  });

  it('throws a network error when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(apiFetch('/api/lists'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('throws on a 2xx answer that is not JSON', async () => {
    mockFetch(new Response('not json', { status: 200 }));
    const error = await failure(apiFetch('/api/lists'));
    expect(error.message).toBe('Invalid JSON response');
  });

  it('marks a 2xx answer with an empty body apart, with the same message', async () => {
    mockFetch(new Response('', { status: 200 }));
    const error = await failure(apiFetch('/api/create-checkout-session', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 200, code: 'EMPTY_RESPONSE', message: 'Invalid JSON response' });
  });
});

describe('apiUpload', () => {
  it('posts the text as it is, as text/csv, and reads the JSON answer', async () => {
    const fetchMock = mockFetch(Response.json({ lists: 2 }));
    const csv = '"List Name","Members"\n"Friends","ada;grace"\n';
    await expect(apiUpload('/api/import?mode=merge', csv, { schema: z.object({ lists: z.number() }) })).resolves.toEqual({ lists: 2 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/import?mode=merge');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(csv);
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('Content-Type')).toBe('text/csv');
  });

  it('throws the code and message of the API error body', async () => {
    mockFetch(Response.json({ error: { code: 'CSV_PARSE_ERROR', message: 'CSV parsing error: bad quote' } }, { status: 400 }));
    const error = await failure(apiUpload('/api/import/preview', 'x'));
    expect(error).toMatchObject({ status: 400, code: 'CSV_PARSE_ERROR', message: 'CSV parsing error: bad quote' });
  });
});

describe('apiBlob', () => {
  it('returns the file the server sends', async () => {
    const fetchMock = mockFetch(new Response('"List Name"\n"Friends"\n', { headers: { 'Content-Type': 'text/csv' } }));
    const blob = await apiBlob('/api/export/selected', { method: 'POST', body: { listIds: [1] } });
    expect(await blob.text()).toBe('"List Name"\n"Friends"\n');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"listIds":[1]}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws the API error of a refused export, or the server error of another failure', async () => {
    mockFetch(Response.json({ error: { code: 'NOTHING_TO_EXPORT', message: 'No lists to export' } }, { status: 400 }));
    expect(await failure(apiBlob('/api/export'))).toMatchObject({ status: 400, code: 'NOTHING_TO_EXPORT', message: 'No lists to export' });
    mockFetch(new Response('<html>oops</html>', { status: 502 }));
    expect(await failure(apiBlob('/api/export'))).toMatchObject({ status: 502, message: 'Server error (HTTP status 502)' });
  });
});
