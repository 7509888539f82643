import { named } from './define';

/** The composer's templates and settings (issue #19): always the signed-in user's own. */
export const composeRoutes = /* @__PURE__ */ named({
  getComposer: { method: 'GET', path: '/api/compose', access: 'user' },
  updateComposerSettings: { method: 'PATCH', path: '/api/compose/settings', access: 'user' },
  createTemplate: { method: 'POST', path: '/api/compose/templates', access: 'user' },
  updateTemplate: { method: 'PATCH', path: '/api/compose/templates/:id', access: 'user' },
  deleteTemplate: { method: 'DELETE', path: '/api/compose/templates/:id', access: 'user' },
});
