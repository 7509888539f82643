import { contract, type RouteName } from '../../common/api/contract';
import { apiBlob, apiUpload } from './api-files';
import { callApi, urlOf, type CallAnswer, type CallArgs, type Route } from './api-client';

/**
 * The typed client with every answer parsed by the contract's schema, CSV and image uploads and CSV downloads
 * included: what every screen uses, except the first paint (session, home posts, extensions,
 * logout), which stays zod-free (decision 014) and calls `callApi` directly.
 */
export function api<N extends RouteName>(route: Route<N>, ...[input, options = {}]: CallArgs<N>): Promise<CallAnswer<N>> {
  const schema = options.schema ?? (contract[route.name] as { response?: NonNullable<typeof options.schema> }).response;
  const given = (input ?? {}) as { params?: object; query?: object; body?: unknown; csv?: string; file?: Blob };
  if (route.bodyMedia === 'csv' && route.answerMedia === 'csv') return apiBlob(urlOf(route, given), { method: 'POST', csv: given.csv ?? '', signal: options.signal }) as Promise<CallAnswer<N>>;
  if (route.bodyMedia === 'csv') return apiUpload(urlOf(route, given), given.csv ?? '', { signal: options.signal, schema }) as Promise<CallAnswer<N>>;
  if (route.bodyMedia === 'image') return apiUpload(urlOf(route, given), given.file ?? new Blob(), { contentType: 'application/octet-stream', signal: options.signal, schema }) as Promise<CallAnswer<N>>;
  if (route.answerMedia === 'csv') {
    return apiBlob(urlOf(route, given), { method: route.method === 'GET' ? 'GET' : 'POST', body: given.body, signal: options.signal }) as Promise<CallAnswer<N>>;
  }
  return callApi(route, ...([input, { ...options, schema }] as CallArgs<N>));
}
