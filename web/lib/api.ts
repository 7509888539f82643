import type { z } from 'zod';
import { isApiError } from '../../common/api-error.plain';

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
  /** A 2xx answer with an empty body where JSON was expected (the message stays 'Invalid JSON response'). */
  emptyResponse: 'EMPTY_RESPONSE',
} as const;

export type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Validates (and types) the JSON answer; without it the answer is trusted as `T` — the server
   * already checked it against the same schema before sending (decision 014).
   */
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
  const response = await send(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  return readAnswer(response, schema);
}

/** fetch with the session cookie; a network failure becomes an ApiRequestError, an abort stays an abort. */
export async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancels this way): pass it on untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, CLIENT_ERROR_CODES.network, 'Could not reach the server. Please check your connection.');
  }
}

export function failureOf(response: Response, data: unknown): ApiRequestError {
  if (isApiError(data)) return new ApiRequestError(response.status, data.error.code, data.error.message);
  return new ApiRequestError(response.status, CLIENT_ERROR_CODES.http, serverErrorMessage(response.status));
}

export async function readAnswer<T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> {
  const data = await readJson(response);
  if (!response.ok) throw failureOf(response, data);

  if (response.status === 204) return undefined as T;
  // Same message as any answer that is not JSON; the code lets a caller tell them apart (billing, spec §8).
  if (data === emptyBody) {
    throw new ApiRequestError(response.status, CLIENT_ERROR_CODES.emptyResponse, 'Invalid JSON response');
  }
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
const emptyBody = Symbol('empty body');

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return emptyBody;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}
