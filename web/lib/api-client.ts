import type { z } from 'zod';
import type { CallAnswer, CallInput } from '../../common/api/call-types.plain';
import type { RouteName } from '../../common/api/contract';
import type { RouteAddress } from '../../common/api/routes';
import { fillPath } from '../../common/paths.plain';
import { apiFetch } from './api';

/**
 * The typed client of the route contract (common/api, decision 017): every call to the API goes
 * through an endpoint's address (`import * as routes from 'common/api/routes'`, then
 * `callApi(routes.getSession)`), so no path is written in the web app. Types come from the
 * contract's schemas (a type-only import: no zod at run time here). This module is what the first
 * paint uses (decision 014): JSON only, answers trusted as typed. `api()` in api-checked.ts also
 * parses each answer with its schema and handles CSV uploads and downloads.
 */

export type { CallAnswer, CallInput };

export interface CallOptions {
  signal?: AbortSignal;
  /** Parses the answer (api-checked.ts passes the contract's schema). */
  schema?: z.ZodType;
}

/** An endpoint's address, by its name. */
export type Route<N extends RouteName> = RouteAddress & { name: N };
/** An input that may be left out when the endpoint takes nothing. */
export type CallArgs<N extends RouteName> = object extends CallInput<N> ? [input?: CallInput<N>, options?: CallOptions] : [input: CallInput<N>, options?: CallOptions];

/** The URL of an endpoint: `:name` segments filled (encoded), then the query's defined values in order. */
export function urlOf(route: RouteAddress, input: { params?: object; query?: object } = {}): string {
  const path = fillPath(route.path, input.params);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls a JSON endpoint; fails with an ApiRequestError as apiFetch does. */
export function callApi<N extends RouteName>(route: Route<N>, ...[input, options = {}]: CallArgs<N>): Promise<CallAnswer<N>> {
  const given = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiFetch(urlOf(route, given), { method: route.method, body: given.body, signal: options.signal, schema: options.schema }) as Promise<CallAnswer<N>>;
}
