import type { V1HandleLists, V1Me } from '../../common/api-v1';
import type { ListSummary, ShootResponse } from '../../common/lists';
import type { Connection } from './connection';
import { EXTENSION_TEXTS as T } from './texts';

/**
 * The extension's calls to Rollcall's public API (`/api/v1`, issue #23), with the person's token.
 * Every answer is either the data, checked for the fields the screens read (zod stays out of the
 * bundle: a few guards below), or a Problem the screens show as it is: the words, and a kind that
 * says whether the settings are the way out.
 */
export type ProblemKind = 'not-connected' | 'token' | 'read-only' | 'unreachable' | 'rate-limited' | 'server' | 'refused';
export interface Problem {
  kind: ProblemKind;
  message: string;
}
export type Result<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/** The kinds whose way out is the settings page. */
export const needsSettings = (problem: Problem) => problem.kind === 'not-connected' || problem.kind === 'token' || problem.kind === 'read-only' || problem.kind === 'unreachable';

export const notConnected: Problem = { kind: 'not-connected', message: T.notConnected };
export const unreachable = (server: string): Problem => ({ kind: 'unreachable', message: T.unreachable(server) });

/** A call that has not answered in this long is given up (an MV3 worker is stopped after about 30 s). */
const CALL_TIMEOUT_MS = 15_000;

type Guard<T> = (value: unknown) => value is T;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isList = (value: unknown): value is ListSummary => isObject(value) && isInt(value.id) && isString(value.name) && isInt(value.memberCount);

const guards = {
  me: ((value) =>
    isObject(value) &&
    isObject(value.user) &&
    isString(value.user.username) &&
    isObject(value.workspace) &&
    isString(value.workspace.name) &&
    isObject(value.token) &&
    (value.token.scope === 'read' || value.token.scope === 'write')) as Guard<V1Me>,
  lists: ((value) => isObject(value) && Array.isArray(value.lists) && value.lists.every(isList)) as Guard<{ lists: ListSummary[] }>,
  handleLists: ((value) => isObject(value) && Array.isArray(value.lists) && value.lists.every((list) => isObject(list) && isInt(list.id))) as Guard<V1HandleLists>,
  added: ((value) => isObject(value) && Array.isArray(value.added)) as Guard<BulkAddResult>,
  shoot: ((value) => isObject(value) && isString(value.text) && Array.isArray(value.usernames) && isInt(value.available) && isString(value.drawId)) as Guard<ShootResponse>,
  none: ((value) => value === undefined) as Guard<undefined>,
};

async function call<T>(connection: Connection, guard: Guard<T>, method: string, path: string, body?: unknown): Promise<Result<T>> {
  let answer: Response;
  try {
    answer = await fetch(`${connection.server}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${connection.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      // The token goes to the address the person entered, never on to where it redirects.
      redirect: 'error',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, problem: unreachable(connection.server) };
  }
  let json: unknown = undefined;
  if (answer.status !== 204) {
    try {
      json = await answer.json();
    } catch {
      // Not JSON: a proxy's page, or not Rollcall at all (the guard or the error below says so).
    }
  }
  if (answer.ok) return guard(json) ? { ok: true, data: json } : { ok: false, problem: unreachable(connection.server) };
  const error = isObject(json) && isObject(json.error) ? json.error : {};
  if (answer.status === 401) return { ok: false, problem: { kind: 'token', message: T.tokenRevoked } };
  if (error.code === 'TOKEN_WORKSPACE_LOST') return { ok: false, problem: { kind: 'token', message: T.workspaceLost } };
  if (error.code === 'TOKEN_READ_ONLY') return { ok: false, problem: { kind: 'read-only', message: T.readOnly } };
  if (answer.status === 429) {
    const seconds = Number(answer.headers.get('retry-after')) || 60;
    return { ok: false, problem: { kind: 'rate-limited', message: T.tooMany(seconds) } };
  }
  if (answer.status >= 500) return { ok: false, problem: { kind: 'server', message: T.serverError(answer.status) } };
  if (!isString(error.message)) return { ok: false, problem: unreachable(connection.server) };
  return { ok: false, problem: { kind: 'refused', message: T.failed(error.message) } };
}

export interface BulkAddResult {
  added: string[];
  duplicates: string[];
  invalid: string[];
  message: string;
}

export const api = {
  me: (c: Connection) => call(c, guards.me, 'GET', '/me'),
  lists: (c: Connection) => call(c, guards.lists, 'GET', '/lists'),
  handleLists: (c: Connection, username: string) => call(c, guards.handleLists, 'GET', `/handles/${encodeURIComponent(username)}/lists`),
  add: (c: Connection, listId: number, username: string) => call(c, guards.added, 'POST', `/lists/${String(listId)}/members`, { usernames: [username] }),
  remove: (c: Connection, listId: number, username: string) => call(c, guards.none, 'DELETE', `/lists/${String(listId)}/members/${encodeURIComponent(username)}`),
  shoot: (c: Connection, listIds: number[], count: number) => call(c, guards.shoot, 'POST', '/shoot', { listIds, count }),
};
