import { named } from './define';

/** CSV import and export (spec §3, §7). */
export const csvRoutes = /* @__PURE__ */ named({
  previewImport: { method: 'POST', path: '/api/import/preview', access: 'user', bodyMedia: 'csv' },
  importLists: { method: 'POST', path: '/api/import', access: 'user', bodyMedia: 'csv' },
  rejectedRows: { method: 'POST', path: '/api/import/rejected', access: 'user', bodyMedia: 'csv', answerMedia: 'csv' },
  previewListImport: { method: 'POST', path: '/api/lists/:id/import/preview', access: 'user', bodyMedia: 'csv' },
  importList: { method: 'POST', path: '/api/lists/:id/import', access: 'user', bodyMedia: 'csv' },
  exportLists: { method: 'GET', path: '/api/export', access: 'user', answerMedia: 'csv' },
  exportSelectedLists: { method: 'POST', path: '/api/export/selected', access: 'user', answerMedia: 'csv' },
  exportList: { method: 'GET', path: '/api/lists/:id/export', access: 'user', answerMedia: 'csv' },
});
