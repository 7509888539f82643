import { named } from './define';

/** CSV import and export (spec §3, §7). */
export const csvRoutes = /* @__PURE__ */ named({
  previewImport: { method: 'POST', path: '/api/import/preview', access: 'user', workspace: 'write', bodyMedia: 'csv' },
  importLists: { method: 'POST', path: '/api/import', access: 'user', workspace: 'write', bodyMedia: 'csv' },
  rejectedRows: { method: 'POST', path: '/api/import/rejected', access: 'user', workspace: 'write', bodyMedia: 'csv', answerMedia: 'csv' },
  previewListImport: { method: 'POST', path: '/api/lists/:id/import/preview', access: 'user', workspace: 'write', bodyMedia: 'csv' },
  importList: { method: 'POST', path: '/api/lists/:id/import', access: 'user', workspace: 'write', bodyMedia: 'csv' },
  exportLists: { method: 'GET', path: '/api/export', access: 'user', workspace: 'read', answerMedia: 'csv' },
  exportSelectedLists: { method: 'POST', path: '/api/export/selected', access: 'user', workspace: 'read', answerMedia: 'csv' },
  exportList: { method: 'GET', path: '/api/lists/:id/export', access: 'user', workspace: 'read', answerMedia: 'csv' },
});
