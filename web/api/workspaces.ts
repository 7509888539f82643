import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { teamsRoutes } from '../../common/api/routes';
import type { WorkspaceSummary, WorkspacesResponse } from '../../common/teams';
import { roleMay, TEAM_TEXTS, type WorkspaceRole } from '../../common/teams-texts';
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

export type CurrentWorkspace = {
  /** The current workspace, once known. */
  workspace: WorkspaceSummary | undefined;
  /** My role there; undefined until known. */
  role: WorkspaceRole | undefined;
  /**
   * I may change lists and members here. True until the role is known (or could not be read):
   * the server refuses a Viewer's change anyway (403 WORKSPACE_ROLE), and a screen must not lock
   * an Editor out because a read failed.
   */
  canWrite: boolean;
  /** I own the current workspace (manage members, invites, rename, delete). */
  canManage: boolean;
};

export function useCurrentWorkspace(): CurrentWorkspace {
  const { data } = useWorkspaces();
  const workspace = data?.current;
  const role = workspace?.role;
  return { workspace, role, canWrite: role === undefined || roleMay(role, 'write'), canManage: role !== undefined && roleMay(role, 'manage') };
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
