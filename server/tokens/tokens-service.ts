import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_TOKEN_ERROR_CODES, API_TOKEN_PREFIX, API_TOKEN_TEXTS, API_TOKENS_MAX, type ApiToken, type CreateApiToken, type CreatedApiToken } from '../../common/api-tokens';
import { TEAM_ERROR_CODES, TEAM_TEXTS } from '../../common/teams';
import type { Actor } from '../access/actor';
import { hashToken, newToken } from '../crypto/secret-token';
import type { Db } from '../db/open';
import { apiTokens, users, workspaceMembers, workspaces } from '../db/schema';
import { AppError, notFound } from '../http/errors';

/**
 * Personal API tokens (issue #23, docs/decisions/023-api-and-extension.md): `rc_` and 32 bytes
 * of the CSPRNG in base64url, shown once, stored as their SHA-256 like every other token. The
 * list shows `rc_` and the first 6 characters, which tell tokens apart and are no use alone. A
 * token acts in the workspace it was made for (issue #33), one its user belongs to.
 */

const HINT_CHARS = 6;

/** A token's own columns, as the tokens card lists them. */
const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  workspaceId: apiTokens.workspaceId,
};
const columns = {
  ...tokenColumns,
  workspaceName: workspaces.name,
  personal: sql<boolean>`${workspaces.personalOf} is not null`,
};

type Row = {
  id: number;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  workspaceId: number;
  workspaceName: string;
  personal: boolean;
};

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  workspace: { id: row.workspaceId, name: row.workspaceName, personal: Boolean(row.personal) },
  hint: `${API_TOKEN_PREFIX}${row.prefix}…`,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listApiTokens(db: Db, userId: number): Promise<{ tokens: ApiToken[] }> {
  const rows = await db.select(columns).from(apiTokens).innerJoin(workspaces, eq(workspaces.id, apiTokens.workspaceId)).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.id));
  return { tokens: rows.map(toApiToken) };
}

/**
 * A new token for one of the user's workspaces (`workspaceId`, else the current one: the form's
 * default); another workspace is a 404 as in the header's switch. At most API_TOKENS_MAX live
 * ones per user, counted under the user's row lock.
 */
export async function createApiToken(db: Db, actor: Pick<Actor, 'userId' | 'workspaceId'>, input: CreateApiToken): Promise<CreatedApiToken> {
  const { userId } = actor;
  const workspaceId = input.workspaceId ?? actor.workspaceId;
  const secret = newToken();
  const token = `${API_TOKEN_PREFIX}${secret}`;
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [workspace] = await tx
      .select({ name: workspaces.name, personal: sql<boolean>`${workspaces.personalOf} is not null` })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    if (!workspace) throw new AppError(404, TEAM_ERROR_CODES.notAMember, TEAM_TEXTS.notAMember);
    const [live] = await tx.select({ n: count() }).from(apiTokens).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    if ((live?.n ?? 0) >= API_TOKENS_MAX) throw new AppError(409, API_TOKEN_ERROR_CODES.tooMany, API_TOKEN_TEXTS.tooMany);
    const [inserted] = await tx
      .insert(apiTokens)
      .values({ userId, workspaceId, name: input.name, scope: input.scope, tokenHash: hashToken(token), prefix: secret.slice(0, HINT_CHARS) })
      .returning(tokenColumns);
    return { ...inserted!, workspaceName: workspace.name, personal: workspace.personal };
  });
  return { token, apiToken: toApiToken(row) };
}

/** Revoked at once: the next request with it is refused. Another user's id is a 404. */
export async function revokeApiToken(db: Db, userId: number, tokenId: number): Promise<void> {
  const [row] = await db.select({ revokedAt: apiTokens.revokedAt }).from(apiTokens).where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)));
  if (!row) throw notFound(API_TOKEN_TEXTS.notFound);
  if (!row.revokedAt) await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}
