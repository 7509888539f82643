import type { z } from 'zod';
import { ApiRequestError, CLIENT_ERROR_CODES, failureOf, readAnswer, readJson, send } from './api';

/**
 * Files to and from the API (CSV imports and exports, image uploads), beside apiFetch's JSON: a module of their
 * own, so the first paint, which sends no file, does not load them (decision 014).
 */

export type ApiUploadOptions<T> = {
  /** The media type of the text; the CSV import routes read `text/csv`. */
  contentType?: string;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/**
 * POSTs a file (a CSV file's text, an image's bytes) and reads the JSON answer exactly as apiFetch does:
 * the same ApiRequestError for a failure, the same schema check of the answer.
 */
export async function apiUpload<T = unknown>(path: string, text: string | Blob, options: ApiUploadOptions<T> = {}): Promise<T> {
  const { contentType = 'text/csv', schema, signal } = options;
  const response = await send(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': contentType },
    body: text,
    signal,
  });
  return readAnswer(response, schema);
}

/**
 * Fetches a file the API sends (a CSV export; `csv`: a CSV file sent for one, the rejected rows) as a Blob. A non-2xx answer throws the
 * ApiRequestError of its `{ error }` body, like apiFetch.
 */
export async function apiBlob(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; csv?: string; signal?: AbortSignal } = {}): Promise<Blob> {
  const { method = 'GET', body, csv, signal } = options;
  const headers: Record<string, string> = {};
  if (csv !== undefined) headers['Content-Type'] = 'text/csv';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(path, { method, headers, body: csv ?? (body === undefined ? undefined : JSON.stringify(body)), signal });
  if (!response.ok) throw failureOf(response, await readJson(response));
  try {
    return await response.blob();
  } catch {
    throw new ApiRequestError(response.status, CLIENT_ERROR_CODES.network, 'The download was interrupted. Please try again.');
  }
}
