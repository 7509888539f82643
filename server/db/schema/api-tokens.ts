import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedWithUser } from './accounts';
import { API_TOKEN_SCOPES } from '../../../common/api-token-format.plain';
import { createdAt, oneOf, serialId, timestamptz } from './columns';
import { deletedWithWorkspace } from './workspaces';

/** Personal API tokens for /api/v1 (issue #23, decision 023). */

/**
 * Personal API tokens (issue #23): `rc_` and 32 random bytes, shown once, stored as SHA-256. A
 * token acts for its user on /api/v1 only, in the workspace it was made for (issue #33), with its
 * scope (read, or read and write); revoked tokens stay listed until deleted with the account.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serialId(),
    userId: deletedWithUser(),
    /**
     * The workspace the token acts in, chosen when it was made (issue #33): never the one its user
     * picks in the app later. It refuses while its user is not a member there; it goes with the team.
     */
    workspaceId: deletedWithWorkspace(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters after `rc_`: how the list tells tokens apart (not enough to use one). */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_id_idx').on(t.userId),
    // A team deleted takes its tokens: found by this index, not by reading every token.
    index('api_tokens_workspace_id_idx').on(t.workspaceId),
    check('api_tokens_scope_check', sql`${t.scope} in ${oneOf(API_TOKEN_SCOPES)}`),
  ],
);
