/**
 * The roles of a workspace and what each may do (issue #22, docs/decisions/022-teams.md): the one
 * permission table the server's access rule and the screens' locks read. No zod: the header's
 * 'Workspace' control and the first paint import it (decision 014).
 */

/** The roles of a workspace, most powerful first. */
export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<WorkspaceRole, string>> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/** What a role may do in its workspace (the server's one access rule reads this table). */
export type WorkspacePermission = 'read' | 'write' | 'manage';
export const ROLE_PERMISSIONS: Readonly<Record<WorkspaceRole, Readonly<Record<WorkspacePermission, boolean>>>> = {
  owner: { read: true, write: true, manage: true },
  editor: { read: true, write: true, manage: false },
  viewer: { read: true, write: false, manage: false },
};

export const roleMay = (role: WorkspaceRole, permission: WorkspacePermission): boolean => ROLE_PERMISSIONS[role][permission];

/**
 * Whether a route (its contract entry) is refused in a team over its payer's plan (issue #33):
 * every `write` but those that only take lists away, the way back within the plan. The server's
 * auth hook and the screens' locks both ask this.
 */
export const refusedOverPlan = (route: { workspace?: WorkspacePermission; removesOnly?: true }): boolean => route.workspace === 'write' && route.removesOnly !== true;
