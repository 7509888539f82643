import type { z } from 'zod';
import type { Contract, RouteName } from '../../common/api/contract';
import type { RouteAddress } from '../../common/api/routes';
import { apiFetch } from './api';

/**
 * The typed client of the route contract (common/api, decision 017): every call to the API goes
 * through an endpoint's address (`import * as routes from 'common/api/routes'`, then
 * `callApi(routes.getSession)`), so no path is written in the web app. Types come from the
 * contract's schemas (a type-only import: no zod at run time here). This module is what the first
 * paint uses (decision 014): JSON only, answers trusted as typed. `api()` in api-checked.ts also
 * parses each answer with its schema and handles CSV uploads and downloads.
 */

type Endpoint<N extends RouteName> = Contract[N];
type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** A part the endpoint has; optional when every field of it is. */
type Part<N extends RouteName, K extends 'params' | 'query' | 'body'> = Endpoint<N> extends { [P in K]: infer S }
  ? object extends Input<S>
    ? { [P in K]?: Input<S> }
    : { [P in K]: Input<S> }
  : object;
type CsvPart<N extends RouteName> = Endpoint<N> extends { bodyMedia: 'csv' } ? { csv: string } : object;
type FilePart<N extends RouteName> = Endpoint<N> extends { bodyMedia: 'image' } ? { file: Blob } : object;

/** What a call sends: the endpoint's path parameters, query, JSON body, CSV text or file, each where it has one. */
export type CallInput<N extends RouteName> = Part<N, 'params'> & Part<N, 'query'> & Part<N, 'body'> & CsvPart<N> & FilePart<N>;
/** What a call resolves with: the success answer, a Blob for a CSV download, nothing for 204. */
export type CallAnswer<N extends RouteName> = Endpoint<N> extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : Endpoint<N> extends { answerMedia: 'csv' }
    ? Blob
    : undefined;

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
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params[key])));
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
