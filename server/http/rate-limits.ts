import type { FastifyRequest } from 'fastify';

/**
 * "e.g. 10 per minute per IP" on every route that checks a password or sends mail (register,
 * resend, reset request, reset, e-mail and password change), per client address.
 */
export const AUTH_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Login and resend count per address *and* e-mail, so one account cannot be guessed at from one
 * address while several people behind one address can still sign in. Runs after the body is
 * parsed (preHandler) to read the e-mail.
 */
export const AUTH_LIMIT_PER_EMAIL = {
  ...AUTH_LIMIT,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
} as const;
