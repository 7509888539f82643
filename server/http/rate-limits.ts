import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../common/error-codes.plain';
import { AppError } from './errors';

/**
 * "e.g. 10 per minute per IP" on every route that checks a password or sends mail (register,
 * resend, reset request, reset, e-mail and password change), per client address.
 */
export const AUTH_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * A draw certificate is public and may carry 100,000 entrants (~1 MB): enough for people opening
 * a shared link, not for scraping every certificate from one address (issue #20).
 */
export const DRAW_READS_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** Announcing freezes a whole selection (up to ~1 MB stored), a redraw reads one: a person does a few, not hundreds. */
export const DRAW_ANNOUNCE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * Every shoot is a draw with a certificate kept for good (issue #33): a person clicking Shoot, or
 * their extension's popup, does a few a minute, not hundreds. Counted per person across the app and
 * their tokens, and per workspace across its members (a team's Viewers included), 429 with
 * Retry-After past either.
 */
export const SHOOT_LIMIT_PER_USER = { max: 60, timeWindow: '1 minute' } as const;
export const SHOOT_LIMIT_PER_WORKSPACE = { max: 120, timeWindow: '1 minute' } as const;

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

/**
 * Beside the per-(address, e-mail) count of the routes that check a password (login, resend):
 * one address trying one password on many accounts ("password spraying") is stopped after this
 * many checks a minute, whatever the e-mails (issue #16). Colleagues behind one NAT share it;
 * 30 a minute is far above what people typing passwords do.
 */
export const PASSWORD_CHECKS_PER_ADDRESS = { max: 30, timeWindow: '1 minute' } as const;

/**
 * 'Download my data' (issue #38 item 9) reads everything of a person at once: a few a minute per
 * person, not a loop.
 */
export const MY_DATA_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** The message of every 429: when to try again, in words. */
export function tooManyRequestsMessage(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return `Too many requests. Please try again in ${seconds === 1 ? '1 second' : `${String(seconds)} seconds`}.`;
}

/**
 * A second limit on a route that already has one in its `config.rateLimit` (the plugin runs one
 * limiter per request): a preHandler that counts in the same store (Redis or in-process) and
 * answers 429 with Retry-After past `max`.
 */
export function extraRateLimit(app: FastifyInstance, options: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string }) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(429, ERROR_CODES.tooManyRequests, tooManyRequestsMessage(limit.ttl));
  };
}

/**
 * A giveaway's public entry page (issue #36): a person enters once and may withdraw; people behind
 * one address (a household, an office) a few more. A script entering made-up handles is stopped
 * at this many a minute from one address.
 */
export const GIVEAWAY_ENTRY_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Reading an entry page: people opening a shared link, not a scraper walking giveaways. */
export const GIVEAWAY_READS_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * The Members screen's pages at a place (`GET /api/members?offset=`, issue #40): each walks up to a
 * million index entries (150–400 ms of the database's time). A person jumps (End, the scrollbar)
 * a few times a minute and scrolls by pages after a row, which are not counted; a script walking
 * the places would hold the embedded database's one connection.
 */
export const MEMBERS_AT_A_PLACE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The public pricing page (issue #38): people reading the plans, not a script polling them. */
export const PRICING_READS_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** 'Ask for this plan' mails every admin: a person asks for a plan or two, not dozens a minute. */
export const PLAN_REQUEST_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
