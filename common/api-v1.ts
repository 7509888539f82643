import { z } from 'zod';
import { apiTokenScopeSchema } from './api-tokens';
import { idParamSchema } from './integers';
import { listNameSchema } from './lists';
import { workspaceRoleSchema } from './teams';
import { xHandleSchema } from './x-handle-schema';

/**
 * The public API (issue #23, docs/decisions/023-api-and-extension.md): `/api/v1`, called with a
 * personal API token (`Authorization: Bearer rc_…`), never with the session cookie. Its routes
 * are thin handlers over the app's services: the same access rule, plan limits and errors. The
 * schemas the app's routes already have are reused by the contract (common/api/contract.ts);
 * what is the API's own is here. Its OpenAPI document is generated from the contract.
 */

export const API_V1_PREFIX = '/api/v1';
/** The interactive documentation (Swagger UI, served by this server; the Profile page links to it). */
export const API_DOCS_PREFIX = '/api/docs';

/** Why a call to /api/v1 was refused before its handler; the extension shows these words. */
export const API_V1_TEXTS = {
  tokenMissing: 'Send a personal API token: Authorization: Bearer rc_… (create one on your Profile page, under API tokens).',
  tokenInvalid: 'This API token is not valid any more: it was revoked, or never existed. Create a new one on your Profile page.',
  cookieRefused: 'The session cookie is not accepted on /api/v1: send a personal API token (Authorization: Bearer rc_…).',
  tokenElsewhere: 'API tokens work only on /api/v1.',
  readOnly: 'This token is read only: create a read-and-write token to change lists or shoot.',
  workspaceLost: 'This token was made for a workspace you no longer belong to (you left or were removed). Create a new token on your Profile page for a workspace you are in.',
  notInList: (username: string) => `@${username} is not in this list.`,
} as const;

/** The codes of API_V1_TEXTS' refusals live with the other codes (no zod: the extension reads them). */
export { API_V1_ERROR_CODES } from './error-codes.plain';

/** Handles one call may add to a list (the app's 'Paste many' takes a text of about as many). */
export const API_V1_ADD_MAX = 1000;

export const v1MeSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string() }),
  /** Where the token acts: the workspace it was made for (issue #33), with its user's role there now. */
  workspace: z.object({ id: z.number().int(), name: z.string(), role: workspaceRoleSchema, personal: z.boolean() }),
  token: z.object({ name: z.string(), scope: apiTokenScopeSchema }),
});
export type V1Me = z.infer<typeof v1MeSchema>;

export const v1RenameListSchema = z.object({ name: listNameSchema });

export const v1AddMembersSchema = z.object({
  /** Handles as typed or pasted: '@name', 'name' and 'x.com/name' all become 'name'. */
  usernames: z.array(z.string().max(200)).min(1, 'Send at least one username').max(API_V1_ADD_MAX, `At most ${String(API_V1_ADD_MAX)} usernames a call`),
});

export const v1ListMemberParamsSchema = z.object({
  id: idParamSchema,
  username: xHandleSchema,
});

export const v1HandleParamsSchema = z.object({ username: xHandleSchema });

/** Which lists of the workspace hold a handle (exactly, whatever its case). */
export const v1HandleListsSchema = z.object({
  lists: z.array(z.object({ id: z.number().int(), name: z.string(), memberId: z.number().int() })),
});
export type V1HandleLists = z.infer<typeof v1HandleListsSchema>;
