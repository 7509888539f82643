import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamsRoutes } from '../../common/api/routes';
import { callApi } from '../lib/api-client';
import { afterWorkspaceChange } from './workspaces';

/**
 * The invitations waiting for my own address (issue #38): the header's Workspace menu shows them
 * with their count and joins one. Only mine: the server reads the session's address.
 */
export const myInvitesKey = ['my-invites'] as const;

/** The Workspace menu's: the open invitations sent to my address (only mine: the server reads the session's). */
// The header reads it on every page: the unchecked client, like the workspaces' (decision 014).
export function useMyInvites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myInvitesKey,
    queryFn: ({ signal }) => callApi(teamsRoutes.getMyInvites, {}, { signal }),
    enabled,
  });
}

/** Accepting one of them: the team becomes my current workspace, and every screen reads it. */
export function useAcceptMyInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: number) => callApi(teamsRoutes.acceptMyInvite, { params: { id: inviteId } }),
    onSuccess: () => afterWorkspaceChange(queryClient),
  });
}
