import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE, type ActivityAction, type ActivityPage } from '../../common/teams';
import type { Actor } from '../access/actor';
import type { Db } from '../db/open';
import { workspaceActivity } from '../db/schema';

type Who = Pick<Actor, 'userId' | 'username' | 'workspaceId'>;

/** A shoot's line in the log: its winners as @handles (at most 500 characters, like every subject). */
export const activitySubjectOf = (winners: readonly string[]): string => winners.map((name) => `@${name}`).join(' ').slice(0, 500);

/**
 * The one way a line of the workspace's activity log is written (issue #22): who did what to
 * what. A route calls it after the change it tells of has committed; a line that cannot be written
 * is logged and neither undoes nor fails the change (the log tells, it does not guard; issue #33).
 */
export async function logActivity(request: FastifyRequest, who: Who, action: ActivityAction, subject: string, drawId: string | null = null): Promise<void> {
  try {
    await request.server.db
      .insert(workspaceActivity)
      .values({ workspaceId: who.workspaceId, actorId: who.userId, actorName: who.username, action, subject: subject.slice(0, 500), drawId });
  } catch (error) {
    request.log.warn({ err: error, action }, 'activity not recorded');
  }
}

/** The escape of `like` patterns: a search for `50%` finds "50%". */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the workspace's activity, newest first, optionally matching `q` (who, what, to what). */
export async function activityOf(db: Db, workspaceId: number, query: { q?: string; before?: number }): Promise<ActivityPage> {
  const conditions = [eq(workspaceActivity.workspaceId, workspaceId)];
  if (query.before !== undefined) conditions.push(lt(workspaceActivity.id, query.before));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    // The action's words as shown ('created list'), so a search for what one reads finds it.
    const actions = Object.entries(ACTIVITY_ACTIONS)
      .filter(([, words]) => words.toLowerCase().includes(q.toLowerCase()))
      .map(([key]) => key);
    conditions.push(
      or(
        ilike(workspaceActivity.subject, pattern),
        ilike(workspaceActivity.actorName, pattern),
        actions.length > 0 ? sql`${workspaceActivity.action} = any(${sql.param(actions)}::text[])` : sql`false`,
      )!,
    );
  }
  const rows = await db
    .select({
      id: workspaceActivity.id,
      actor: workspaceActivity.actorName,
      action: workspaceActivity.action,
      subject: workspaceActivity.subject,
      drawId: workspaceActivity.drawId,
      createdAt: workspaceActivity.createdAt,
    })
    .from(workspaceActivity)
    .where(and(...conditions))
    .orderBy(desc(workspaceActivity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  return {
    entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}
