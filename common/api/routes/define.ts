import type { ApiTokenScope } from '../../api-token-format.plain';

/**
 * Where each endpoint of the API lives: its method, path, who may call it, and the media of its
 * body and answer, one module a feature (the other files of this folder). This half of the route
 * contract carries no zod, and a page's bundle carries only the modules of the endpoints it calls
 * (the first paint's budget, decision 014). The other half, `../contract.ts`, gives the same names
 * their schemas; the server registers every route from both (server/http/endpoint.ts) and a test
 * checks that no route exists outside them (decision 017).
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * public: anyone; user: signed in (the default everywhere); admin: role admin; token: the public
 * API (`/api/v1`, issue #23), a personal API token and never the session cookie.
 */
export type Access = 'public' | 'user' | 'admin' | 'token';

export interface RouteAddress {
  /** The endpoint's name: its key in its module and in contract.ts. */
  name: string;
  method: HttpMethod;
  /** Fastify's syntax: `/api/lists/:id`. */
  path: string;
  access: Access;
  /**
   * For routes on the current workspace's data (issue #22): what the caller's role there must
   * grant (common/workspace-roles.plain.ts ROLE_PERMISSIONS). The server refuses any other role with 403 before
   * the handler runs; the services' own filters keep every query inside the workspace.
   */
  workspace?: 'read' | 'write' | 'manage';
  /**
   * For the public API's routes (`access: 'token'`, every one of them says it): the scope of API
   * token the route needs. A read-only token is refused (403 TOKEN_READ_ONLY) on a 'write' route,
   * before the handler; a read-and-write token calls both.
   */
  tokenScope?: ApiTokenScope;
  /**
   * A `write` that only takes lists away (to the Trash, or out of it for good): still taken while
   * a team is over its payer's plan and read only (issue #33), since it is the way back within it.
   */
  removesOnly?: true;
  /** The request body: JSON (default), a CSV file (`text/csv` or one multipart file), an image file's bytes, or raw bytes (Stripe). */
  bodyMedia?: 'csv' | 'image' | 'raw';
  /** The answer: JSON (default) or a CSV download. */
  answerMedia?: 'csv';
}

/** Each address gets its key as its name, so the name is written once. */
export function named<const T extends Record<string, Omit<RouteAddress, 'name'>>>(addresses: T): { [K in keyof T]: T[K] & { name: K } } {
  return Object.fromEntries(Object.entries(addresses).map(([name, address]) => [name, { ...address, name }])) as { [K in keyof T]: T[K] & { name: K } };
}
