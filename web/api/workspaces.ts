import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { teamsRoutes } from '../../common/api/routes';
import type { WorkspaceSummary, WorkspacesResponse } from '../../common/teams';
import { refusedOverPlan, roleMay, TEAM_TEXTS, type OverPlan, type WorkspacePermission, type WorkspaceRole } from '../../common/teams-texts.plain';
import { callApi } from '../lib/api-client';
import { sessionQueryKey } from './session';

/**
 * The workspaces (issue #22): which one is current and my role in it. The header's 'Workspace'
 * control, the Team page and every screen that hides its edit controls from a Viewer read this
 * one query; a switch (or a team created, joined, left or deleted) writes it and reads every
 * other query again, so Lists, Members, the Trash and the shoot show the new workspace.
 */
export const workspacesKey = ['workspaces'] as const;

export const workspacesQueryOptions = queryOptions({
  queryKey: workspacesKey,
  // The header reads it on every page: trusted as typed, the server checked it against its schema (decision 014).
  queryFn: ({ signal }) => callApi(teamsRoutes.getWorkspaces, {}, { signal }),
});

export function useWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workspacesQueryOptions, enabled });
}

/** 'Personal' for my personal workspace, else the team's name. */
export function workspaceName(workspace: Pick<WorkspaceSummary, 'name' | 'personal'>): string {
  return workspace.personal ? TEAM_TEXTS.personal : workspace.name;
}

/** A route's contract entry, as far as the locks of the screens read it. */
type WorkspaceRoute = { workspace?: WorkspacePermission; removesOnly?: true };

export type CurrentWorkspace = {
  /** The current workspace, once known. */
  workspace: WorkspaceSummary | undefined;
  /** My role there; undefined until known. */
  role: WorkspaceRole | undefined;
  /** A team over its payer's plan, read only until it fits (issue #33); null otherwise. */
  overPlan: OverPlan | null;
  /**
   * Why changes to lists and members are off here (a Viewer's role, a team over its payer's plan),
   * or null when I may make them. Null until the workspace is known (or could not be read): the
   * server refuses anyway (403), and a screen must not lock an Editor out because a read failed.
   */
  readOnly: string | null;
  /** Why this route is refused here now, in the server's words, or null: the same rule as the auth hook's. */
  lockOf: (route: WorkspaceRoute) => string | null;
  /** I own the current workspace (manage members, invites, rename, delete). */
  canManage: boolean;
};

export function useCurrentWorkspace(): CurrentWorkspace {
  const { data } = useWorkspaces();
  const workspace = data?.current;
  const role = workspace?.role;
  const overPlan = data?.overPlan ?? null;
  const lockOf = (route: WorkspaceRoute): string | null => {
    if (!route.workspace || role === undefined) return null;
    if (!roleMay(role, route.workspace)) return TEAM_TEXTS.roleRefusal(role);
    return overPlan && refusedOverPlan(route) ? TEAM_TEXTS.overPlan(overPlan) : null;
  };
  return { workspace, role, overPlan, readOnly: lockOf({ workspace: 'write' }), lockOf, canManage: role !== undefined && roleMay(role, 'manage') };
}

/**
 * After lists left the Lists screen (Delete List): a team over its payer's plan may fit again
 * (issue #33), so whether it is read only is read again. Nothing to do for anyone else.
 */
export function refreshIfOverPlan(queryClient: QueryClient): Promise<void> {
  return queryClient.getQueryData<WorkspacesResponse>(workspacesKey)?.overPlan ? queryClient.invalidateQueries({ queryKey: workspacesKey }) : Promise.resolve();
}

/**
 * After the current workspace changed: every query but the session (and those named in `keep`)
 * starts over: reset, not just invalidated, so no screen shows the last workspace's lists
 * meanwhile. `workspaces`, when the server answered it, is written first and kept.
 */
export async function afterWorkspaceChange(queryClient: QueryClient, { workspaces, keep = [] }: { workspaces?: WorkspacesResponse; keep?: readonly string[] } = {}): Promise<void> {
  const kept = new Set<unknown>([sessionQueryKey[0], ...keep, ...(workspaces ? [workspacesKey[0]] : [])]);
  if (workspaces) queryClient.setQueryData(workspacesKey, workspaces);
  await queryClient.resetQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
}

export function switchWorkspace(workspaceId: number): Promise<WorkspacesResponse> {
  return callApi(teamsRoutes.switchWorkspace, { body: { workspaceId } });
}

/** The header's switch: PUT /api/workspaces/current, then every screen reads the new workspace. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (workspaces) => afterWorkspaceChange(queryClient, { workspaces }),
  });
}

/** Create team…: a team I own, which becomes my current workspace (201). */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(teamsRoutes.createWorkspace, { body: { name } }),
    onSuccess: () => afterWorkspaceChange(queryClient),
  });
}
