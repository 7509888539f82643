/** Small SQL helpers shared by the services. */

/** Escapes LIKE's wildcards (`%`, `_`, `\`) in user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** "contains, case-insensitively": the pattern for `lower(column) like …`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** A unique index refused the row (PostgreSQL 23505); drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
