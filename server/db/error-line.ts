/**
 * What the admin's dashboard and a queued mail's row keep of a failure: one line of its reason,
 * without the values a failed statement carried. Drizzle's "Failed query: <sql>\nparams: <values>"
 * gives way to the driver's reason under it ("connection refused", "deadlock detected"), as the
 * logs keep the statement and drop its values (server/http/log.ts). U+0000, which a text column
 * cannot hold, is taken out, so recording the failure cannot fail in turn.
 */
export function errorLine(error: unknown, chars = 300): string {
  let reason: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const e = reason as { query?: unknown; cause?: unknown } | null;
    if (!e || typeof e !== 'object' || typeof e.query !== 'string' || e.cause === undefined) break;
    reason = e.cause;
  }
  const text = reason instanceof Error ? reason.message || reason.name : String(reason);
  const failedQuery = text.startsWith('Failed query:') ? 'A database statement failed' : text;
  const line = failedQuery.replaceAll('\u0000', '').split('\n')[0]!;
  return line.length > chars ? `${line.slice(0, chars - 1)}…` : line;
}
