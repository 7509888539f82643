import type { z } from 'zod';
import { apiErrorSchema } from '../../common/api-error';

/** A failed call to the API: the HTTP status and the `{ error: { code, message } }` of the body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

/** Codes of failures that happen before or outside the server's error body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  http: 'HTTP_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Validates (and types) the JSON answer; without it the answer is trusted as `T`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/** The spec's message for a failure without the API's error body (spec §7, last line). */
export function serverErrorMessage(status: number): string {
  return `Server error (HTTP status ${String(status)})`;
}

/**
 * Calls the JSON API with the session cookie. Resolves with the parsed answer (undefined for
 * 204), throws an ApiRequestError on any non-2xx status, network failure or malformed answer.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancels this way): pass it on untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, CLIENT_ERROR_CODES.network, 'Could not reach the server. Please check your connection.');
  }

  const data = await readJson(response);

  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) {
      throw new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message);
    }
    throw new ApiRequestError(response.status, CLIENT_ERROR_CODES.http, serverErrorMessage(response.status));
  }

  if (response.status === 204) return undefined as T;
  if (data === invalidJson) {
    throw new ApiRequestError(response.status, CLIENT_ERROR_CODES.invalidResponse, 'Invalid JSON response');
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, CLIENT_ERROR_CODES.invalidResponse, 'Unexpected response from server');
  }
  return parsed.data;
}

const invalidJson = Symbol('invalid JSON');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return invalidJson;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}
