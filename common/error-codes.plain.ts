/**
 * The codes of the API's errors (`{ error: { code, message } }`, api-error.plain.ts). A module of its
 * own: the first paint reads error answers but branches on no code (decision 014).
 */

/** Machine-readable codes the client may branch on. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/** Why a call to /api/v1 was refused before its handler (api-v1.ts API_V1_TEXTS words each). */
export const API_V1_ERROR_CODES = {
  tokenMissing: 'TOKEN_REQUIRED',
  tokenInvalid: 'TOKEN_INVALID',
  cookieRefused: 'COOKIE_REFUSED',
  tokenElsewhere: 'TOKEN_NOT_ACCEPTED',
  readOnly: 'TOKEN_READ_ONLY',
  workspaceLost: 'TOKEN_WORKSPACE_LOST',
} as const;
