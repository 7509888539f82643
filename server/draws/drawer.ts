import { sql } from 'drizzle-orm';
import { DRAWS_ERROR_CODES, DRAWS_TEXTS } from '../../common/draws';
import type { WorkspaceRole } from '../../common/teams';
import { workspaceMembers } from '../db/schema';
import { AppError, notFound } from '../http/errors';

/** What its drawer may still do with a draw (issues #22 and #33): the checks their actions share. */

/** No such draw, or not the caller's to act on: the same 404 either way. */
export const drawNotFound = () => notFound(DRAWS_TEXTS.notFound);

/**
 * The drawer acts on their certificate only while they still belong to the draw's workspace
 * (issue #22): a member removed from a team keeps no hold on its draws. Their role there now, or
 * null when they left it.
 */
export const roleInDrawWorkspace = (userId: number) =>
  // Spelled out with its table: in a select list Drizzle writes a column without it, and the
  // subquery would read its own workspace_id. Once the team is deleted (issue #33), nobody's.
  sql<WorkspaceRole | null>`(select m.role from ${workspaceMembers} m where m.workspace_id = "draws"."workspace_id" and m.user_id = ${userId})`;

/** A draw whose team was deleted (issue #33): nobody may publish it or redraw it any more. */
export const teamGone = () => new AppError(403, DRAWS_ERROR_CODES.teamGone, DRAWS_TEXTS.teamGoneHideOnly);
