/**
 * What every personal API token looks like (issue #23), so secret scanners can recognise one:
 * `rc_` and 43 base64url characters. Apart from common/api-tokens.ts (which re-exports it)
 * because the browser extension checks a pasted token with it and must not bundle zod.
 */
export const API_TOKEN_PREFIX = 'rc_';
export const API_TOKEN_PATTERN = /^rc_[A-Za-z0-9_-]{43}$/;
/** What a token may do: 'read' (nothing written) or 'write' too; each /api/v1 route names the one it needs (common/api/routes/v1.ts). */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
