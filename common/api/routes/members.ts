import { named } from './define';

/** The members screen. */
export const membersRoutes = /* @__PURE__ */ named({
  getMembers: { method: 'GET', path: '/api/members', access: 'user' },
  suggestMembers: { method: 'GET', path: '/api/members/suggest', access: 'user' },
  deleteMember: { method: 'DELETE', path: '/api/members/:id', access: 'user' },
  copyMember: { method: 'POST', path: '/api/members/:id/copy', access: 'user' },
  moveMember: { method: 'POST', path: '/api/members/:id/move', access: 'user' },
});
