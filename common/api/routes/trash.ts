import { named } from './define';

/** The Trash of deleted lists and the snapshots of replaced lists (issue #21, common/trash.ts). */
export const trashRoutes = /* @__PURE__ */ named({
  getTrash: { method: 'GET', path: '/api/trash', access: 'user', workspace: 'read' },
  restoreTrashedList: { method: 'POST', path: '/api/trash/:id/restore', access: 'user', workspace: 'write' },
  deleteTrashedList: { method: 'DELETE', path: '/api/trash/:id', access: 'user', workspace: 'write', removesOnly: true },
  emptyTrash: { method: 'DELETE', path: '/api/trash', access: 'user', workspace: 'write', removesOnly: true },
  getImportSnapshots: { method: 'GET', path: '/api/import/snapshots', access: 'user', workspace: 'read' },
  restoreImportSnapshot: { method: 'POST', path: '/api/import/snapshots/:id/restore', access: 'user', workspace: 'write' },
});
