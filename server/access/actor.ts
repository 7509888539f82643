import type { FastifyRequest } from 'fastify';
import { refusedOverPlan, roleMay, TEAM_ERROR_CODES, TEAM_TEXTS, type WorkspacePermission, type WorkspaceRole } from '../../common/teams';
import { AppError, unauthorized } from '../http/errors';
import { requireWithinPlan } from './workspace-plan';

/**
 * Who acts, and where (issue #22): the signed-in user in their current workspace, with their role
 * there. Resolved from the database with the session on every request (auth/session-service.ts
 * `findSession`), never cached, so a removed member or a lowered role counts from the next
 * request on every instance.
 */
export interface Actor {
  userId: number;
  username: string;
  workspaceId: number;
  workspaceName: string;
  role: WorkspaceRole;
  /** The user's own workspace (no other members, cannot be left or deleted). */
  personal: boolean;
  /** Whose plan caps the workspace's lists (maxlist). */
  billingOwnerId: number;
  /** That plan also pays for other workspaces: their lists count toward its maxlist too. */
  billsOthers: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set with `sessionUser` by the auth hook: the signed-in user's current workspace and role. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** What the caller's role in the current workspace must grant (the route contract's `workspace`). */
    workspace?: WorkspacePermission;
    /** The contract's `removesOnly`: a write still taken while a team is over its payer's plan. */
    removesOnly?: true;
  }
}

/** 403 with the role's own words ('Your role in this workspace is Viewer: …'). */
export function roleRefusal(role: WorkspaceRole): AppError {
  return new AppError(403, TEAM_ERROR_CODES.role, TEAM_TEXTS.roleRefusal(role));
}

/** Throws 403 unless the actor's role grants `permission` in their current workspace. */
export function requireRole(actor: Pick<Actor, 'role'>, permission: WorkspacePermission): void {
  if (!roleMay(actor.role, permission)) throw roleRefusal(actor.role);
}

/**
 * The one check of a workspace route, for a session and a token alike, before the handler: the
 * role must grant what the contract names (issue #22), and a team over its payer's plan takes no
 * write but those that remove lists (issue #33; read from the database on those routes only).
 */
export async function requireWorkspaceAccess(request: FastifyRequest, actor: Actor): Promise<void> {
  const { workspace, removesOnly } = request.routeOptions.config;
  if (!workspace) return;
  requireRole(actor, workspace);
  if (!actor.personal && refusedOverPlan({ workspace, removesOnly })) await requireWithinPlan(request.server.db, actor);
}

/** The actor of a signed-in route (the auth hook has refused visitors and checked the route's permission). */
export function currentActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized('User not logged in');
  return request.actor;
}
