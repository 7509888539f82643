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

/** A request a dialog sends, as TanStack Query's mutation has it: running, or refused with an error. */
export type DialogRequest = { isPending: boolean; error: unknown };

/**
 * What a dialog shows when its request was refused: nothing while it was not; the reason, in the
 * words of `failed` when given ('Failed to block user: …'), or alone. The one way every dialog
 * words a refusal (ConfirmDialog and FormDialog take the request and `failed`).
 */
export function refusalText(error: unknown, failed: (reason: string) => string = (reason) => reason): string | null {
  return error ? failed(errorReason(error)) : null;
}

/**
 * A dialog's busy state and refusal: from its request when it has one (refusalText's words),
 * otherwise what the caller gave. ConfirmDialog and FormDialog read it.
 */
export function dialogState({ request, failed, pending, error }: { request?: DialogRequest; failed?: (reason: string) => string; pending?: boolean; error?: string | null }): { pending: boolean; error: string | null } {
  return { pending: pending ?? request?.isPending ?? false, error: error ?? (request ? refusalText(request.error, failed) : null) };
}
