import { named } from './define';

/** Lists, their members, the shoot. */
export const listsRoutes = /* @__PURE__ */ named({
  getLists: { method: 'GET', path: '/api/lists', access: 'user' },
  createList: { method: 'POST', path: '/api/lists', access: 'user' },
  updateList: { method: 'PATCH', path: '/api/lists/:id', access: 'user' },
  setListsIcon: { method: 'POST', path: '/api/lists/icon', access: 'user' },
  deleteList: { method: 'DELETE', path: '/api/lists/:id', access: 'user' },
  getListMembers: { method: 'GET', path: '/api/lists/:id/members', access: 'user' },
  addMember: { method: 'POST', path: '/api/lists/:id/members', access: 'user' },
  addMembersBulk: { method: 'POST', path: '/api/lists/:id/members/bulk', access: 'user' },
  shoot: { method: 'POST', path: '/api/shoot', access: 'user' },
  getShootHistory: { method: 'GET', path: '/api/shoot/history', access: 'user' },
});
