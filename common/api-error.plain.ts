/**
 * Every API error answers `{ error: { code, message } }`. No zod here: every page reads error
 * answers (web/lib/api.ts), and the home page loads no zod (decision 014).
 */
export interface ApiError {
  error: { code: string; message: string };
}

/** True when an answer has the error shape (a proxy's HTML page or an empty body does not). */
export function isApiError(data: unknown): data is ApiError {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'message' in error && typeof error.message === 'string';
}
