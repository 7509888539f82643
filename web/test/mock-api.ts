import { vi } from 'vitest';
import { PERSONAL } from './fixtures/teams';

/** Test helper: a fake API behind `fetch`, answering by "METHOD /path". */

export type MockReply = { status?: number; body?: unknown } | Response;
export type MockHandler = (body: unknown) => MockReply | Promise<MockReply>;
/** `body`: the parsed JSON, or the text itself for another media type (a CSV upload). */
export type ApiCall = { method: string; path: string; body: unknown; contentType: string | null };

export function apiError(status: number, code: string, message: string): MockReply {
  return { status, body: { error: { code, message } } };
}

export function ok(body: unknown): MockReply {
  return { status: 200, body };
}

/**
 * Stubs the global fetch. Unknown routes answer 404. GET /api/registration-status answers open,
 * GET /api/admin/setup a site ready for its users (no checklist) and GET /api/workspaces the
 * personal workspace, its owner (issue #22), unless given. `calls(key)` lists what reached a route.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>) {
  const all: ApiCall[] = [];
  const table: Record<string, MockHandler | MockReply> = {
    'GET /api/registration-status': ok({ open: true }),
    'GET /api/admin/setup': ok({ paidPlans: 1, freeMaxlist: 0, mail: { mode: 'smtp' }, stripe: true, registrationOpen: true }),
    'GET /api/workspaces': ok({ current: PERSONAL, workspaces: [PERSONAL], overPlan: null }),
    // The dashboard's Plan requests (issue #38): none waiting.
    'GET /api/admin/plan-requests': ok({ requests: [] }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = readBody(init);
    all.push({ method, path, body, contentType: new Headers(init?.headers).get('Content-Type') });
    const route = table[`${method} ${path}`];
    if (route === undefined) {
      return Response.json({ error: { code: 'NOT_FOUND', message: `No mock for ${method} ${path}` } }, { status: 404 });
    }
    const reply = typeof route === 'function' ? await route(body) : route;
    if (reply instanceof Response) return reply;
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (key: string) => all.filter((call) => `${call.method} ${call.path}` === key),
  };
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  const type = new Headers(init.headers).get('Content-Type') ?? '';
  return type.startsWith('application/json') ? JSON.parse(init.body) : init.body;
}

/** A promise to answer a call later: `const later = deferred<MockReply>()` then `later.resolve(ok(...))`. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Fakes setTimeout/clearTimeout (for the 3000 ms redirects) in a way Testing Library sees: its
 * findBy/waitFor then advance the fake clock themselves instead of waiting on it forever. (Testing
 * Library looks for Jest's fake timers by the global `jest`; Vitest's have the same shape.)
 */
export function useFakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', {
    advanceTimersByTime: (ms: number) => {
      vi.advanceTimersByTime(ms);
    },
  });
}
