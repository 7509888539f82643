import type { V1HandleLists, V1Me } from '../../common/api-v1';
import type { ListsResponse, ShootResponse } from '../../common/lists';
import type { Connection } from './connection';
import { EXTENSION_TEXTS as T } from './texts';

/**
 * The extension's calls to Rollcall's public API (`/api/v1`, issue #23), with the person's token.
 * Every answer is either the data or a Problem the screens can show as it is: the words, and a
 * kind that says whether the settings are the way out.
 */
export type ProblemKind = 'not-connected' | 'token' | 'read-only' | 'unreachable' | 'rate-limited' | 'refused';
export interface Problem {
  kind: ProblemKind;
  message: string;
}
export type Result<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/** The kinds whose way out is the settings page. */
export const needsSettings = (problem: Problem) => problem.kind === 'not-connected' || problem.kind === 'token' || problem.kind === 'read-only' || problem.kind === 'unreachable';

export const notConnected: Problem = { kind: 'not-connected', message: T.notConnected };

async function call<T>(connection: Connection, method: string, path: string, body?: unknown): Promise<Result<T>> {
  let answer: Response;
  try {
    answer = await fetch(`${connection.server}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${connection.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, problem: { kind: 'unreachable', message: T.unreachable(connection.server) } };
  }
  if (answer.status === 204) return { ok: true, data: undefined as T };
  let json: unknown = null;
  try {
    json = await answer.json();
  } catch {
    // Not JSON: not Rollcall's API (a wrong address, a proxy's page).
  }
  if (answer.ok && json !== null) return { ok: true, data: json as T };
  const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
  if (answer.status === 401) return { ok: false, problem: { kind: 'token', message: T.tokenRevoked } };
  if (error?.code === 'TOKEN_READ_ONLY') return { ok: false, problem: { kind: 'read-only', message: T.readOnly } };
  if (answer.status === 429) {
    const seconds = Number(answer.headers.get('retry-after')) || 60;
    return { ok: false, problem: { kind: 'rate-limited', message: T.tooMany(seconds) } };
  }
  if (!error?.message) return { ok: false, problem: { kind: 'unreachable', message: T.unreachable(connection.server) } };
  return { ok: false, problem: { kind: 'refused', message: T.failed(error.message) } };
}

export interface BulkAddResult {
  added: string[];
  duplicates: string[];
  invalid: string[];
  message: string;
}

export const api = {
  me: (c: Connection) => call<V1Me>(c, 'GET', '/me'),
  lists: (c: Connection) => call<ListsResponse>(c, 'GET', '/lists'),
  handleLists: (c: Connection, username: string) => call<V1HandleLists>(c, 'GET', `/handles/${encodeURIComponent(username)}/lists`),
  add: (c: Connection, listId: number, username: string) => call<BulkAddResult>(c, 'POST', `/lists/${String(listId)}/members`, { usernames: [username] }),
  remove: (c: Connection, listId: number, username: string) => call<undefined>(c, 'DELETE', `/lists/${String(listId)}/members/${encodeURIComponent(username)}`),
  shoot: (c: Connection, listIds: number[], count: number) => call<ShootResponse>(c, 'POST', '/shoot', { listIds, count }),
};
