import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PATTERN, type ApiTokenScope } from '../../common/api-tokens';
import { API_V1_ERROR_CODES, API_V1_TEXTS } from '../../common/api-v1';
import type { SessionIdentity } from '../../common/session';
import type { Actor } from '../access/actor';
import { actorColumns, selectCaller, toActor } from '../access/actor-query';
import { hashToken } from '../crypto/secret-token';
import { toSessionIdentity } from '../http/identity';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import { apiTokens, users } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Who a personal API token acts for (issue #23): its user and, in the same statement, the actor
 * of decision 022 in the workspace the token was made for (issue #33: never the one its user
 * picks in the app meanwhile), with the user's role there now. Read like a session's: never
 * cached, so a revoked token, a blocked user, a removed member or a lowered role counts from the
 * next request on every instance.
 */

export interface TokenCaller {
  tokenId: number;
  name: string;
  scope: ApiTokenScope;
  user: SessionIdentity;
  actor: Actor;
}

/** A live token as read: its actor is null while its user is no member of its workspace (they left or were removed). */
export type FoundToken = Omit<TokenCaller, 'actor'> & { actor: Actor | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on `/api/v1` routes: the token that called, its user and actor. */
    apiToken: TokenCaller | null;
  }
  interface FastifyContextConfig {
    /** A public API route (the contract's `access: 'token'`): a token, never the session cookie. */
    token?: boolean;
    /** The contract's `tokenScope`: the scope of token the route needs ('read' routes only for a read-only token). */
    tokenScope?: ApiTokenScope;
  }
}

/** `last_used_at` is written at most this often per token, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

export async function findApiToken(db: Db, token: string, now = new Date()): Promise<FoundToken | null> {
  // A string that cannot be a token is not looked up.
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const query = prepared(db, 'find_api_token', (handle, statementName) =>
    selectCaller(
      handle,
      { table: apiTokens, userId: apiTokens.userId, workspaceId: apiTokens.workspaceId },
      { tokenId: apiTokens.id, name: apiTokens.name, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt, ...actorColumns },
    )
      .where(and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), isNull(apiTokens.revokedAt), eq(users.isBlocked, false)))
      .limit(1)
      .prepare(statementName),
  );
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  const { workspaceId, workspaceName, workspaceRole, billingOwnerId } = row;
  const actor =
    workspaceId !== null && workspaceName !== null && workspaceRole !== null && billingOwnerId !== null
      ? toActor({ ...row, workspaceId, workspaceName, workspaceRole, billingOwnerId })
      : null;
  return { tokenId: row.tokenId, name: row.name, scope: row.scope, user: toSessionIdentity(row), actor };
}

/** The bearer credential of a request, or null (any other scheme, or none). */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1]! : null;
}

const refusal = (code: keyof typeof API_V1_ERROR_CODES) =>
  new AppError(code === 'readOnly' || code === 'workspaceLost' ? 403 : 401, API_V1_ERROR_CODES[code], API_V1_TEXTS[code]);

/**
 * The auth hook's half for `/api/v1` (decided on the route the router matched): only a bearer
 * token identifies the caller (never the session cookie), it must be live, its user still a
 * member of its workspace (403 TOKEN_WORKSPACE_LOST, issue #33), and a read-only token reaches
 * only the routes whose contract entry says `tokenScope: 'read'` (403 TOKEN_READ_ONLY).
 */
export async function authenticateToken(request: FastifyRequest, sessionCookie: string | undefined): Promise<TokenCaller> {
  const bearer = bearerOf(request);
  // The cookie never identifies anyone here. Sent alone it is refused in words that say why; sent
  // beside a token (the docs' 'Try it out' on this site, where the browser adds it) it is ignored.
  if (!bearer) throw refusal(sessionCookie === undefined ? 'tokenMissing' : 'cookieRefused');
  const caller = await findApiToken(request.server.db, bearer);
  if (!caller) throw refusal('tokenInvalid');
  const { actor } = caller;
  if (!actor) throw refusal('workspaceLost');
  // A route that does not say it needs only 'read' is refused to a read-only token.
  if (caller.scope === 'read' && request.routeOptions.config.tokenScope !== 'read') throw refusal('readOnly');
  return { ...caller, actor };
}

/** A bearer token sent to a route that is not the public API's: refused, never ignored. */
export function refuseTokenElsewhere(request: FastifyRequest): void {
  if (bearerOf(request) !== null) throw refusal('tokenElsewhere');
}
