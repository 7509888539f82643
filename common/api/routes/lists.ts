import { named } from './define';

/** Lists, their members, the shoot. */
export const listsRoutes = /* @__PURE__ */ named({
  getLists: { method: 'GET', path: '/api/lists', access: 'user', workspace: 'read' },
  createList: { method: 'POST', path: '/api/lists', access: 'user', workspace: 'write' },
  updateList: { method: 'PATCH', path: '/api/lists/:id', access: 'user', workspace: 'write' },
  setListsIcon: { method: 'POST', path: '/api/lists/icon', access: 'user', workspace: 'write' },
  deleteList: { method: 'DELETE', path: '/api/lists/:id', access: 'user', workspace: 'write', removesOnly: true },
  getListMembers: { method: 'GET', path: '/api/lists/:id/members', access: 'user', workspace: 'read' },
  addMember: { method: 'POST', path: '/api/lists/:id/members', access: 'user', workspace: 'write' },
  addMembersBulk: { method: 'POST', path: '/api/lists/:id/members/bulk', access: 'user', workspace: 'write' },
  shoot: { method: 'POST', path: '/api/shoot', access: 'user', workspace: 'read' },
  getShootHistory: { method: 'GET', path: '/api/shoot/history', access: 'user', workspace: 'read' },
});
