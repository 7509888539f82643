import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/api-error.plain';
import { ERROR_CODES } from '../../common/error-codes.plain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body over the route's bodyLimit answers (413), instead of the generic text. */
    tooLarge?: { code: string; message: string };
  }
}

/** An error a route means to show: its status, code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** One of ERROR_CODES or a feature's own code (e.g. AUTH_ERROR_CODES). */
    readonly code: string,
    message: string,
    /** Sent as Retry-After (a 429 or 503 that knows when to come back). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
export const badRequest = (message: string) => new AppError(400, ERROR_CODES.badRequest, message);
export const unauthorized = (message = 'User not logged in') => new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, ERROR_CODES.forbidden, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}

// Connection-level failures of PostgreSQL (class 08, admin shutdown 57P0x) and of the socket.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /Cannot use a pool after calling end/i];

/** True when an error (or one it wraps: drizzle wraps driver errors) means "the database is not reachable". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(candidate.message as string)))
      return true;
    // AggregateError (e.g. connecting to ::1 and 127.0.0.1 both refused).
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = candidate.cause;
  }
  return false;
}

/**
 * What the router refuses before any route runs (Fastify's `frameworkErrors`): a path with bad
 * percent-encoding (400) or a parameter over `maxParamLength` (414). Same shape as every answer.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, ERROR_CODES.badRequest, status === 414 ? 'A part of the URL is too long.' : 'The URL is not valid.');
}

function send(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(code, message));
}

/** Messages that do not say which field they are about: zod's defaults and the NUL refusal. */
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required|Text cannot contain the NUL)/;

/**
 * Every error answers `{ error: { code, message } }`. 4xx explain themselves; a 5xx is logged in
 * full with pino and the client only learns that something went wrong.
 */
export function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, error.statusCode, error.code, error.message);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    // A person reads this: each field's own words ('Nickname is required'), never
    // 'Invalid body: body.nickname: …' (issue #18). A generic message (zod's own, or the NUL
    // refusal) is led by the field it is about: 'amount: Invalid input: expected number'.
    const messages = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
      const message = issue.message ?? 'Invalid value';
      return GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
    });
    return send(reply, 400, ERROR_CODES.validation, [...new Set(messages)].join(' '));
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(reply, 503, ERROR_CODES.unavailable, 'The service is temporarily unavailable. Please try again in a moment.');
  }

  const status = error.statusCode ?? 500;
  if (status === 413) {
    const tooLarge = request.routeOptions.config.tooLarge;
    return send(reply, 413, tooLarge?.code ?? ERROR_CODES.payloadTooLarge, tooLarge?.message ?? 'The request body is too large.');
  }
  if (status === 429) {
    return send(reply, 429, ERROR_CODES.tooManyRequests, error.message || 'Too many requests. Please try again later.');
  }
  if (status === 415) {
    return send(reply, 415, ERROR_CODES.badRequest, `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`);
  }
  if (status === 400 && typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP')) {
    return send(reply, 400, ERROR_CODES.badRequest, `Malformed request body: ${error.message}`);
  }
  if (status === 400 && error instanceof SyntaxError) {
    return send(reply, 400, ERROR_CODES.badRequest, `Malformed JSON body: ${error.message}`);
  }
  if (status >= 400 && status < 500) {
    return send(reply, status, status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest, error.message);
  }

  // A response that does not match its schema is our bug, never something to show.
  request.log.error({ err: error, responseSerialization: isResponseSerializationError(error) }, 'request failed');
  return send(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
}
