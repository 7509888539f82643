import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamsRoutes } from '../../../../common/api/routes';
import type { InviteRequest, WorkspaceRole } from '../../../../common/teams';
import { afterWorkspaceChange, workspacesKey } from '../../../api/workspaces';
import { api } from '../../../lib/api-checked';

/** The Team page (issue #22): the current workspace's members, invitations and activity, and the owners' changes. */
export const teamKey = ['team'] as const;
export const activityKey = ['team-activity'] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: ({ signal }) => api(teamsRoutes.getTeam, {}, { signal }) });
}

/** One page of the activity, newest first: `before` is the keyset of an older page, `q` the search. */
export function useActivity(q: string, before: number | undefined) {
  return useQuery({
    queryKey: [...activityKey, q, before ?? null] as const,
    queryFn: ({ signal }) => api(teamsRoutes.getActivity, { query: { q: q || undefined, before } }, { signal }),
    // The page stays while the next one (or a new search) loads: no flash of 'Loading...'.
    placeholderData: keepPreviousData,
  });
}

/** After a change inside the workspace: the team, its activity and (a rename) the header read again. */
export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => Promise.all([teamKey, activityKey, workspacesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export function changeMemberRole(userId: number, role: WorkspaceRole) {
  return api(teamsRoutes.changeMemberRole, { params: { userId }, body: { role } });
}

export function useChangeMemberRole() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: ({ userId, role }: { userId: number; role: WorkspaceRole }) => changeMemberRole(userId, role), onSettled: refresh });
}

export function useRemoveTeamMember() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: (userId: number) => api(teamsRoutes.removeTeamMember, { params: { userId } }), onSettled: refresh });
}

export function useInviteToTeam() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: (body: InviteRequest) => api(teamsRoutes.inviteToTeam, { body }), onSettled: refresh });
}

export function useWithdrawInvite() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: (id: number) => api(teamsRoutes.withdrawInvite, { params: { id } }), onSettled: refresh });
}

export function useRenameTeam() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: (name: string) => api(teamsRoutes.renameTeam, { body: { name } }), onSettled: refresh });
}

/** Leaving or deleting the team: the server falls back to my personal workspace, and every screen follows. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api(teamsRoutes.leaveTeam), onSuccess: () => afterWorkspaceChange(queryClient) });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api(teamsRoutes.deleteTeam), onSuccess: () => afterWorkspaceChange(queryClient) });
}
