/** Small SQL helpers shared by the services. */

/** Escapes LIKE's wildcards (`%`, `_`, `\`) in user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** "contains, case-insensitively": the pattern for `lower(column) like …`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** PostgreSQL refused a statement with this SQLSTATE; drizzle wraps the driver's error in `cause`. */
function refusedWith(error: unknown, code: string, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const refusal = e.code === code ? e : e.cause?.code === code ? e.cause : null;
  return refusal !== null && (constraint === undefined || refusal.constraint === constraint);
}

/** A unique index refused the row (PostgreSQL 23505), the given one when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return refusedWith(error, '23505', constraint);
}

/** A foreign key refused the row (PostgreSQL 23503), the given one when named. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return refusedWith(error, '23503', constraint);
}
