import { named } from './define';

/** The Trash of deleted lists and the snapshots of replaced lists (issue #21, common/trash.ts). */
export const trashRoutes = /* @__PURE__ */ named({
  getTrash: { method: 'GET', path: '/api/trash', access: 'user' },
  restoreTrashedList: { method: 'POST', path: '/api/trash/:id/restore', access: 'user' },
  deleteTrashedList: { method: 'DELETE', path: '/api/trash/:id', access: 'user' },
  emptyTrash: { method: 'DELETE', path: '/api/trash', access: 'user' },
  getImportSnapshots: { method: 'GET', path: '/api/import/snapshots', access: 'user' },
  restoreImportSnapshot: { method: 'POST', path: '/api/import/snapshots/:id/restore', access: 'user' },
});
