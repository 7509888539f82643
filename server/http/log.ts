import type { FastifyServerOptions } from 'fastify';

/**
 * What the log keeps of an error (issue #16, item 9). Drizzle puts every query parameter in a
 * failed statement's message and in `params` (a fresh bcrypt hash, an 8.4 MB CSV line), and
 * PostgreSQL's `detail` quotes the row's values ("Key (email)=(…) already exists"). The log keeps
 * the statement, the error's own message and codes, and the stack frames; never a parameter or a
 * value, and no field longer than MAX_LOGGED_CHARS.
 */
export const MAX_LOGGED_CHARS = 2_000;

const cap = (text: string, max = MAX_LOGGED_CHARS) => (text.length > max ? `${text.slice(0, max)}… (${String(text.length - max)} more characters)` : text);

/** PostgreSQL's fields that name things, never values. */
const NAMING_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'dataType'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  statusCode?: number;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: cap(String(error)), stack: '' };
  const e = error as Error & { query?: unknown; params?: unknown; statusCode?: unknown; [field: string]: unknown };
  // Drizzle's "Failed query: <sql>\nparams: <values>": the statement stays, the values go.
  const isFailedQuery = typeof e.query === 'string' && e.message.startsWith('Failed query:');
  const message = isFailedQuery ? `Failed query: ${cap(e.query as string)}` : cap(e.message);
  // The stack repeats the message (with the values): keep the frames only.
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const type = e.constructor.name !== 'Error' ? e.constructor.name : e.name;
  const logged: LoggedError = { type, message, stack: cap(frames.slice(0, 20).join('\n')) };
  for (const field of NAMING_FIELDS) if (typeof e[field] === 'string' || typeof e[field] === 'number') logged[field] = typeof e[field] === 'string' ? cap(e[field]) : e[field];
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}

/** Fastify's logger options with the error serializer above (for `err` and `error` alike). */
export function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError, error: serializeError } };
}
