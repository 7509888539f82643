import { named } from './define';

/**
 * Giveaways (issue #36): the workspace's Editors and Owners make them, its Viewers see them; the
 * entry page's three are public (the giveaway's unguessable id is its address) and rate-limited.
 */
export const giveawaysRoutes = /* @__PURE__ */ named({
  getGiveaways: { method: 'GET', path: '/api/giveaways', access: 'user', workspace: 'read' },
  createGiveaway: { method: 'POST', path: '/api/giveaways', access: 'user', workspace: 'write' },
  saveGiveawayEntrants: { method: 'POST', path: '/api/giveaways/:id/save-entrants', access: 'user', workspace: 'write' },
  getPublicGiveaway: { method: 'GET', path: '/api/enter/:id', access: 'public' },
  enterGiveaway: { method: 'POST', path: '/api/enter/:id', access: 'public' },
  withdrawEntry: { method: 'POST', path: '/api/enter/:id/withdraw', access: 'public' },
});
