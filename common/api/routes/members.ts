import { named } from './define';

/** The members screen. */
export const membersRoutes = /* @__PURE__ */ named({
  getMembers: { method: 'GET', path: '/api/members', access: 'user', workspace: 'read' },
  suggestMembers: { method: 'GET', path: '/api/members/suggest', access: 'user', workspace: 'read' },
  deleteMember: { method: 'DELETE', path: '/api/members/:id', access: 'user', workspace: 'write' },
  copyMember: { method: 'POST', path: '/api/members/:id/copy', access: 'user', workspace: 'write' },
  moveMember: { method: 'POST', path: '/api/members/:id/move', access: 'user', workspace: 'write' },
});
