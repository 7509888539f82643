import type { z } from 'zod';

/** The first message of each top-level field of a failed zod parse, for the inline field errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The reason to show after "Failed to …: ": the server's message, or what went wrong in the browser. */
export function errorReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}
