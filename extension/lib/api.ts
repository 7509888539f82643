import type { CallAnswer, CallInput } from '../../common/api/call-types.plain';
import { v1Routes } from '../../common/api/routes/v1';
import { API_V1_ERROR_CODES } from '../../common/error-codes.plain';
import type { ListSummary } from '../../common/lists';
import { fillPath } from '../../common/paths.plain';
import type { Connection } from './connection';
import { EXTENSION_TEXTS as T } from './texts';

/**
 * The extension's calls to Rollcall's public API (issue #23), with the person's token,
 * built from the route contract like the web's client: each call names its route in
 * common/api/routes/v1.ts (method and path, its parameters filled), and what it sends and answers
 * are the contract's types (common/api/call-types.plain.ts, types only). Every answer is either the data, checked for the fields the screens read (zod stays out of the
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

/** What a route of the public API answers (its contract's response type). */
type V1Name = keyof typeof v1Routes;
export type V1Answer<N extends V1Name> = CallAnswer<N>;
export type BulkAddResult = V1Answer<'v1AddMembers'>;

const guards = {
  me: ((value) =>
    isObject(value) &&
    isObject(value.user) &&
    isString(value.user.username) &&
    isObject(value.workspace) &&
    isString(value.workspace.name) &&
    isObject(value.token) &&
    (value.token.scope === 'read' || value.token.scope === 'write')) as Guard<V1Answer<'v1Me'>>,
  lists: ((value) => isObject(value) && Array.isArray(value.lists) && value.lists.every(isList)) as Guard<{ lists: ListSummary[] }>,
  handleLists: ((value) => isObject(value) && Array.isArray(value.lists) && value.lists.every((list) => isObject(list) && isInt(list.id))) as Guard<V1Answer<'v1HandleLists'>>,
  added: ((value) => isObject(value) && Array.isArray(value.added)) as Guard<BulkAddResult>,
  shoot: ((value) => isObject(value) && isString(value.text) && Array.isArray(value.usernames) && isInt(value.available) && isString(value.drawId)) as Guard<V1Answer<'v1Shoot'>>,
  none: ((value) => value === undefined) as Guard<undefined>,
};

/** Calls a route of the public API: its path with the parameters filled, its JSON body. */
async function call<N extends V1Name, T>(connection: Connection, name: N, guard: Guard<T>, input: CallInput<N>): Promise<Result<T>> {
  const route = v1Routes[name];
  const { params, body } = input as { params?: object; body?: unknown };
  let answer: Response;
  try {
    answer = await fetch(`${connection.server}${fillPath(route.path, params)}`, {
      method: route.method,
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
  if (error.code === API_V1_ERROR_CODES.workspaceLost) return { ok: false, problem: { kind: 'token', message: T.workspaceLost } };
  if (error.code === API_V1_ERROR_CODES.readOnly) return { ok: false, problem: { kind: 'read-only', message: T.readOnly } };
  if (answer.status === 429) {
    const seconds = Number(answer.headers.get('retry-after')) || 60;
    return { ok: false, problem: { kind: 'rate-limited', message: T.tooMany(seconds) } };
  }
  if (answer.status >= 500) return { ok: false, problem: { kind: 'server', message: T.serverError(answer.status) } };
  if (!isString(error.message)) return { ok: false, problem: unreachable(connection.server) };
  return { ok: false, problem: { kind: 'refused', message: T.failed(error.message) } };
}

export const api = {
  me: (c: Connection) => call(c, 'v1Me', guards.me, {}),
  lists: (c: Connection) => call(c, 'v1GetLists', guards.lists, {}),
  handleLists: (c: Connection, username: string) => call(c, 'v1HandleLists', guards.handleLists, { params: { username } }),
  add: (c: Connection, listId: number, username: string) => call(c, 'v1AddMembers', guards.added, { params: { id: listId }, body: { usernames: [username] } }),
  remove: (c: Connection, listId: number, username: string) => call(c, 'v1RemoveMember', guards.none, { params: { id: listId, username } }),
  shoot: (c: Connection, listIds: number[], count: number) => call(c, 'v1Shoot', guards.shoot, { body: { listIds, count } }),
};
