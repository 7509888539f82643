import { named } from './define';

/** Workspaces, team members and roles, invites, activity (issue #22, common/teams.ts). */
export const teamsRoutes = /* @__PURE__ */ named({
  getWorkspaces: { method: 'GET', path: '/api/workspaces', access: 'user' },
  createWorkspace: { method: 'POST', path: '/api/workspaces', access: 'user' },
  switchWorkspace: { method: 'PUT', path: '/api/workspaces/current', access: 'user' },
  getTeam: { method: 'GET', path: '/api/team', access: 'user', workspace: 'read' },
  renameTeam: { method: 'PATCH', path: '/api/team', access: 'user', workspace: 'manage' },
  deleteTeam: { method: 'DELETE', path: '/api/team', access: 'user', workspace: 'manage' },
  inviteToTeam: { method: 'POST', path: '/api/team/invites', access: 'user', workspace: 'manage' },
  withdrawInvite: { method: 'DELETE', path: '/api/team/invites/:id', access: 'user', workspace: 'manage' },
  changeMemberRole: { method: 'PATCH', path: '/api/team/members/:userId', access: 'user', workspace: 'manage' },
  removeTeamMember: { method: 'DELETE', path: '/api/team/members/:userId', access: 'user', workspace: 'manage' },
  leaveTeam: { method: 'POST', path: '/api/team/leave', access: 'user', workspace: 'read' },
  getActivity: { method: 'GET', path: '/api/team/activity', access: 'user', workspace: 'read' },
  // The token goes in the body, never in a path a proxy's access log would keep.
  getInvite: { method: 'POST', path: '/api/invites/lookup', access: 'public' },
  acceptInvite: { method: 'POST', path: '/api/invites/accept', access: 'user' },
  // The Workspace menu's (issue #38): only the invitations sent to the signed-in account's address.
  getMyInvites: { method: 'GET', path: '/api/invites', access: 'user' },
  acceptMyInvite: { method: 'POST', path: '/api/invites/:id/accept', access: 'user' },
});
