import { z } from 'zod';
import { API_TOKEN_SCOPES } from './api-token-format.plain';
import { idSchema } from './integers';

/**
 * Personal API tokens (issue #23, docs/decisions/023-api-and-extension.md), on the Profile page
 * under 'API tokens'. Managed with the session only: a token never manages tokens.
 *
 * - GET    /api/tokens      → ApiTokensResponse: mine, newest first, revoked ones marked, each with its workspace
 * - POST   /api/tokens      → CreatedApiToken: the token itself, shown this once (201), for one of my workspaces
 * - DELETE /api/tokens/:id  → revoked at once (204)
 */

export { API_TOKEN_PATTERN, API_TOKEN_PREFIX, type ApiTokenScope } from './api-token-format.plain';
/** Live (unrevoked) tokens a user may hold at once. */
export const API_TOKENS_MAX = 20;
export const API_TOKEN_NAME_MAX = 60;

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const API_TOKEN_TEXTS = {
  title: 'API tokens',
  intro: 'Tokens let the Rollcall extension and your scripts use your lists through the API. A token works in the workspace you make it for, with your role there, and never does admin actions.',
  workspace: 'Workspace',
  inWorkspace: (workspace: string) => `in ${workspace}`,
  create: 'Create token',
  name: 'Name',
  scope: 'Access',
  scopes: { read: 'Read only', write: 'Read and write' } as const,
  created: 'Created',
  lastUsed: 'Last used',
  never: 'Never',
  revoke: 'Revoke',
  revoked: 'Revoked',
  revokeConfirm: (name: string) => `Revoke "${name}"? Anything using it stops working at once.`,
  revokedToast: (name: string) => `"${name}" revoked.`,
  showOnce: 'Copy this token now: it is shown only once.',
  empty: 'No tokens yet.',
  tooMany: `You can have at most ${String(API_TOKENS_MAX)} tokens. Revoke one first.`,
  notFound: 'That token does not exist.',
  nameRequired: 'Give the token a name.',
} as const;

export const API_TOKEN_ERROR_CODES = { tooMany: 'TOO_MANY_TOKENS' } as const;

export const createApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_TOKEN_TEXTS.nameRequired)
    .max(API_TOKEN_NAME_MAX)
    .refine((name) => !/\p{Cc}/u.test(name), 'A token name cannot hold control characters.'),
  scope: apiTokenScopeSchema,
  /** The workspace it acts in for good (issue #33), one of mine; the current one when left out. */
  workspaceId: idSchema.optional(),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** Where it acts: the workspace it was made for (its name is 'Personal' for my own). */
  workspace: z.object({ id: z.number().int(), name: z.string(), personal: z.boolean() }),
  /** `rc_` and the first characters: enough to tell tokens apart, not to use one. */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
