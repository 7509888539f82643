import { z } from 'zod';
import { X_HANDLE_PATTERN } from './x-handle.plain';

/** What a request is told when a field must be exactly an X handle (a path's handle, a redraw's winner). */
export const X_HANDLE_MESSAGE = 'A username is 1 to 15 letters, digits or underscores';

/**
 * Exactly an X handle ('ann', not '@ann' nor an address). A handle as a person types or pastes it
 * is read by `memberHandle` (x-handle.plain.ts) instead, with its own words (lists.ts).
 */
export const xHandleSchema = z.string().regex(X_HANDLE_PATTERN, X_HANDLE_MESSAGE);
