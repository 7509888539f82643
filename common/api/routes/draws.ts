import { named } from './define';

/** Draw certificates (issue #20): anyone reads one by its id; only its owner acts on it. */
export const drawsRoutes = /* @__PURE__ */ named({
  getDraw: { method: 'GET', path: '/api/draws/:id', access: 'public' },
  updateDrawSettings: { method: 'PATCH', path: '/api/draws/:id', access: 'user' },
  redrawOne: { method: 'POST', path: '/api/draws/:id/redraw', access: 'user' },
  announceDraw: { method: 'POST', path: '/api/draws', access: 'user', workspace: 'write' },
  drawNow: { method: 'POST', path: '/api/draws/:id/draw', access: 'user' },
});
